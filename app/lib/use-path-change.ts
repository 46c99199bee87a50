import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Runs `onChange` after a navigation to another path, not when mounting. A part that hydrates on its own
 * (app/lib/hydration-boundary.tsx) mounts when a press inside it makes React hydrate it, and its mount effects run
 * after that press's handler: closing a menu on mount would close the menu the press has just opened (a press held
 * before hydration and replayed, app/lib/early-taps.ts, or one that lands on a part not hydrated yet).
 */
export function usePathChange(onChange: () => void): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a change of path only.
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    onChange();
  }, [pathname]);
}
