import { useEffect, useState } from "react";
import { useSiteData } from "./site-data.ts";
import { useHydrated } from "./use-hydrated.ts";

/**
 * The time a component shows (countdowns, whether a listing is still open). While the server renders and the
 * browser hydrates, it is the moment the page was rendered (the root loader's, kept in the page, a cached one
 * too), so both draw the same markup; then the browser's clock, every `tickMs` when given.
 */
export function useNow(tickMs?: number): number {
  const { renderedAt } = useSiteData();
  const hydrating = !useHydrated();
  const [now, setNow] = useState(() => (hydrating ? renderedAt : Date.now()));
  useEffect(() => {
    setNow(Date.now());
    if (!tickMs) return;
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
