/**
 * Whether the server guessed wrong that a description needs its read more button (it guesses from the text's
 * length, app/components/detail/rich-description.tsx). A detail page keeps the description the server drew
 * (app/lib/server-island.tsx) and has the browser draw it, measuring, only when the guess was wrong. A module of
 * its own: the page asks this before it loads the description's code.
 */
export function descriptionGuessWrong(drawn: Element | null): boolean {
  const body = drawn?.firstElementChild;
  if (!drawn || !body) return false;
  const overflows = body.scrollHeight > body.clientHeight + 1;
  return overflows !== (drawn.querySelector("button") !== null);
}
