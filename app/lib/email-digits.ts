/**
 * Arabic-Indic and Persian digits typed or pasted into an e-mail field become Latin ones in place: an Arabic
 * keyboard types them, and the browser's own check of `type="email"` refuses any digit but Latin ones. The
 * server reads the address the same way (domain/search-alert.ts, domain/enquiry.ts). Written out rather than
 * imported from domain/digits.ts: one more page sharing that module would move it into every page's first load
 * (vite.config.ts, the "common" chunk).
 */
export function latinDigitsInEmail(input: HTMLInputElement): void {
  const latin = input.value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) =>
    String((digit.codePointAt(0) ?? 0) & 0xf),
  );
  // Same length: the caret stays where it was (an e-mail field has no selection API to move it with).
  if (latin !== input.value) input.value = latin;
}
