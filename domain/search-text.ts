const arabicDiacritics = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const arabicIndicDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * Folds text for search: case, Arabic diacritics and tatweel, and the letter
 * variants people type interchangeably (أ إ آ ٱ → ا, ة → ه, ى → ي, ؤ → و, ئ → ي),
 * Arabic-Indic digits to Latin, runs of spaces to one.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(arabicDiacritics, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .replace(/ؤ/g, "و")
    .replace(/ئ/g, "ي")
    .replace(arabicIndicDigits, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(/\s+/g, " ")
    .trim();
}
