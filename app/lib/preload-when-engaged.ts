/** What a visitor does first on a page they are reading: scroll, touch, move the mouse, press a key. */
const engagementEvents = ["scroll", "touchstart", "pointermove", "keydown"];
const listening = { capture: true, passive: true };

/**
 * Runs `preload` (fetching a lazy part's code) in the first idle moment after the visitor starts using the page, so
 * that a tap a little later finds the code there (issue 31: on a slow phone the photo viewer took seconds to open).
 * Not at load: the first-load budgets (tests/e2e/first-load.spec.ts, docs/decisions/020-first-load.md) count what
 * a page fetches before anyone touches it, and the viewer's and the form's code would take a detail page 33 KB
 * over. Returns the clean-up for an effect.
 */
export function preloadWhenEngaged(preload: () => void): () => void {
  const stop = () => {
    for (const type of engagementEvents) window.removeEventListener(type, onEngaged, listening);
  };
  function onEngaged() {
    stop();
    // Safari has no requestIdleCallback: a short wait stands in for it.
    if (window.requestIdleCallback) window.requestIdleCallback(preload, { timeout: 2000 });
    else setTimeout(preload, 200);
  }
  for (const type of engagementEvents) window.addEventListener(type, onEngaged, listening);
  return stop;
}
