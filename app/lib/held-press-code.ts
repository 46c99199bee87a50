/**
 * A press held before hydration (app/lib/early-taps.ts) is performed only once the page has hydrated; the code it
 * needs (a server island's, the photo viewer's, the form's) would then only start downloading, seconds later on a
 * slow phone (docs/decisions/020-first-load.md; bench/README.md, the phone-tap sections). The modules that own such code call this when
 * they are evaluated, which React Router does before it starts hydrating: the code of a press held already, or
 * held while the page hydrates, starts downloading at once, beside the hydration.
 */
export function preloadForHeldPresses(selector: string, preload: () => void): void {
  if (typeof window === "undefined") return;
  const held = window.__heldInput;
  if (!held || document.documentElement.hasAttribute("data-hydrated")) return;
  let started = false;
  const look = (items: readonly { e: HTMLElement; v?: string }[]) => {
    if (started || !items.some((item) => item.v === undefined && item.e.closest(selector))) return;
    started = true;
    preload();
  };
  look(held);
  if (started) return;
  // The inline script holds a later press with `push`: each module that owns some code watches it in turn.
  const push = held.push;
  held.push = function (...items) {
    look(items);
    return push.apply(this, items);
  };
}
