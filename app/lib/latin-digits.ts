import { toLatinDigits } from "../../domain/digits.ts";

/**
 * Arabic-Indic and Persian digits typed or pasted into a field become Latin ones in place (domain/digits.ts), the
 * caret staying where it was; decision 006 writes digits in Latin in both languages. For an e-mail field it is
 * also what lets the browser's own check accept the address: `type="email"` refuses any non-Latin digit.
 */
export function latinDigitsInPlace(input: HTMLInputElement): void {
  const typed = input.value;
  const latin = toLatinDigits(typed);
  if (latin === typed) return;
  const caret = toLatinDigits(typed.slice(0, input.selectionStart ?? typed.length)).length;
  input.value = latin;
  // An e-mail field has no selection API (it throws).
  if (document.activeElement === input && input.type !== "email") input.setSelectionRange(caret, caret);
}
