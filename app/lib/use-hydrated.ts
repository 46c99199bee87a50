import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML (it asks for the server's value then), true in
 * any render of the browser's own: after hydration, after a navigation, or for a part that React draws again. A
 * first render that must match the server's HTML reads this instead of anything only the browser knows.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
