/**
 * A name put into a sentence of either direction keeps its own (first strong letter decides): an Arabic name in
 * an English sentence, or the reverse, is not reordered with its neighbours (Unicode FSI … PDI).
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}

/** An e-mail address or code in a sentence reads left to right as one piece, in Arabic too (LRI … PDI). */
export function leftToRight(text: string): string {
  return `\u2066${text}\u2069`;
}
