/** Cuts a text to its first `count` words, with an ellipsis when anything was cut (spec §2 cards). */
export function truncateWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= count) return words.join(" ");
  return `${words.slice(0, count).join(" ")}…`;
}
