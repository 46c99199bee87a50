import { typedInBeforeCode } from "../../lib/early-taps.ts";

/**
 * What a visitor does to a server-rendered form before its code has arrived (docs/decisions/020-first-load.md,
 * "The contact form on intent"). React leaves a Suspense boundary it has not hydrated as server HTML and stops
 * the events aimed at it at its root; it replays neither a click nor a submit once it has hydrated. So this
 * listens on `window`, in the capture phase, before React:
 * - pointing at, touching or focusing the form (Tab included), or typing into it, is intent: `onIntent` starts
 *   fetching its code; so is a field typed into or focused before this ran (no event may follow that focus);
 * - a click on a button, check box or the like inside it is held (not performed), and performed again with
 *   `element.click()` once the form has hydrated (`release`): hydration adopts the same DOM nodes;
 * - a submit (Enter in a field) is held too, and sent with `requestSubmit()` then: left alone, the browser would
 *   send the visitor's data to the page's own URL.
 * Clicks into text fields are left alone: the field takes the focus and the typing, which the form keeps.
 */

/** Marks the element around the server-rendered form. */
export const formContainerAttribute = "data-form-on-intent";

/** What a held click may land on (text fields and their labels are not held). */
const heldSelector =
  'button, [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"], select, summary, a[href]';

// "input": typing, or the browser's autofill, in a field focused before this listened.
const intentEvents = ["pointerdown", "touchstart", "mouseover", "focusin", "input"] as const;

export interface EarlyInput {
  /** True while the server's form is on the page and waits for its code. */
  pending(): boolean;
  /** The form has hydrated: replays the held clicks and send, and stops listening. */
  release(): void;
}

/**
 * Starts listening for the form in `container` (the page's server HTML). The submit buttons are enabled here:
 * the server renders them disabled, so that no click sends the page itself before anything can hold it.
 */
export function catchEarlyInput(container: Element, onIntent: () => void, target: Window = window): EarlyInput {
  let released = false;
  const heldClicks: { element: Element; index: number }[] = [];
  let heldSubmit: HTMLFormElement | null = null;

  const pending = () => !released && container.isConnected;
  const inside = (event: Event) => event.target instanceof Node && container.contains(event.target);

  const stop = () => {
    for (const type of intentEvents) target.removeEventListener(type, onIntentEvent, true);
    target.removeEventListener("click", onClick, true);
    target.removeEventListener("submit", onSubmit, true);
  };

  function onIntentEvent(event: Event) {
    if (!pending()) return stop();
    if (inside(event)) onIntent();
  }

  function onClick(event: Event) {
    if (!pending()) return stop();
    if (!inside(event)) return;
    const element = (event.target as Element).closest(heldSelector);
    if (!element || !container.contains(element)) return;
    event.preventDefault();
    event.stopPropagation();
    onIntent();
    if (heldClicks.some((held) => held.element === element)) return;
    // Its place among the form's controls finds it again if the form draws it anew while hydrating.
    const index = Array.prototype.indexOf.call(container.querySelectorAll(heldSelector), element);
    heldClicks.push({ element, index });
  }

  function onSubmit(event: Event) {
    if (!pending()) return stop();
    if (!inside(event) || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    onIntent();
    heldSubmit = event.target;
  }

  for (const type of intentEvents) target.addEventListener(type, onIntentEvent, { capture: true, passive: true });
  if (typedInBeforeCode(container)) onIntent();
  target.addEventListener("click", onClick, true);
  target.addEventListener("submit", onSubmit, true);
  for (const button of container.querySelectorAll<HTMLButtonElement>("button[type=submit][disabled]")) {
    button.disabled = false;
  }

  return {
    pending,
    release() {
      if (released) return;
      released = true;
      stop();
      let submitted = false;
      for (const { element, index } of heldClicks.splice(0)) {
        const now = element.isConnected ? element : container.querySelectorAll(heldSelector)[index];
        if (!(now instanceof HTMLElement)) continue;
        if (now.matches("button[type=submit], input[type=submit]")) submitted = true;
        now.click();
      }
      const form = heldSubmit;
      heldSubmit = null;
      if (form?.isConnected && !submitted) form.requestSubmit();
    },
  };
}
