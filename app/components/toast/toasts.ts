/**
 * Toasts (spec §4) cost a page nothing until one is shown: the container, react-toastify and its
 * stylesheet are fetched on the first `notify` (or a `preloadToasts` a form makes when it is used).
 */

export type ToastKind = "success" | "error";

let wanted = false;
const listeners = new Set<() => void>();

/** For `useSyncExternalStore`: whether the shell should mount the toast container. */
export function subscribeToToastHost(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToastHostWanted(): boolean {
  return wanted;
}

function wantToastHost(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export const loadToastContainer = () => import("./toast-container.tsx");
const loadToastify = () => import("react-toastify/unstyled");

/** Fetches the toast code ahead of need, e.g. when a visitor starts filling in a form. */
export function preloadToasts(): void {
  void loadToastContainer().catch(() => undefined);
}

/**
 * Shows a toast. react-toastify queues toasts until its container has mounted, so the first one
 * waits only for the code to arrive.
 */
export async function notify(kind: ToastKind, message: string): Promise<void> {
  wantToastHost();
  const { toast } = await loadToastify();
  toast[kind](message);
}
