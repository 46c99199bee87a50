/**
 * What a visitor reading the page does: scroll. Not a touch or a press, which may be the tap on a photo itself:
 * the other part's code would then share the slow network with the code that tap is waiting for (the bench saw a
 * cold tap take 4.7 s instead of 2.8 s). A hover, touch or focus on the part fetches its own code anyway.
 */
const engagementEvents = ["scroll"];
const listening = { capture: true, passive: true };

/**
 * Runs `preload` (fetching a lazy part's code) in the first idle moment after the visitor starts scrolling the page, so
 * that a tap a little later finds the code there (docs/decisions/020-first-load.md: on a slow phone the photo viewer took seconds to open).
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
