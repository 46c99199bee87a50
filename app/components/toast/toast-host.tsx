import { lazy, Suspense, useSyncExternalStore } from "react";
import { isToastHostWanted, loadToastContainer, subscribeToToastHost } from "./toasts.ts";

const SiteToasts = lazy(loadToastContainer);

/**
 * The one place toasts appear, mounted once in the site shell. Its container loads only when a
 * page first shows a toast. Marked so the modal dialog leaves it usable while the page is inert.
 */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToToastHost, isToastHostWanted, () => false);
  return (
    <div data-toast-host="">
      {wanted ? (
        <Suspense fallback={null}>
          <SiteToasts />
        </Suspense>
      ) : null}
    </div>
  );
}
