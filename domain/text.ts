/** Punctuation a cut text must not end with before its ellipsis ("Auction,…", "suite.…"), Arabic commas included. */
const trailingPunctuation = /[\s.,:;،؛—-]+$/;

/**
 * Cuts a text to its first `count` words, with an ellipsis when anything was cut (spec §2 cards); the comma, full
 * stop or dash the last kept word ended with goes, so the ellipsis follows the word itself.
 */
export function truncateWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= count) return words.join(" ");
  const kept = words.slice(0, count).join(" ").replace(trailingPunctuation, "");
  return `${kept}…`;
}

/**
 * The parts of a location ("حي السلي، الرياض") the title does not already name, so a sentence
 * built from both does not repeat the district ("مستودع للإيجار في حي السلي في حي السلي").
 * `named` is true when the title names some of the place.
 */
export function placeNotInTitle(title: string, location: string): { rest: string; named: boolean } {
  const fold = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();
  const parts = location
    .split(/\s*[،,]\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
  const rest = parts.filter((part) => !fold(title).includes(fold(part)));
  return { rest: rest.join(location.includes("،") ? "، " : ", "), named: rest.length < parts.length };
}
