/** A LIKE pattern matching `term` anywhere, its wildcards escaped (use with `escape '\\'`). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
