/**
 * Numbers as people type them: Arabic keyboards on phones type Arabic-Indic digits (٠–٩), Persian and
 * Urdu ones Eastern Arabic-Indic digits (۰–۹), phones slip bidi marks around numbers, and people group digits with
 * spaces, commas or the Arabic separators. Every numeric input, in the browser and in the API, goes through here,
 * so what a field shows and what the server stores agree. No dependencies: the public forms import it.
 */

/** Arabic-Indic (U+0660–0669) and Eastern Arabic-Indic (U+06F0–06F9) digits. */
const arabicDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;
/**
 * Invisible direction marks and controls a phone or a copy from Arabic text puts around a number: LRM, RLM, ALM,
 * the embeddings and overrides, the isolates, and the zero-width joiners and byte-order mark.
 */
const directionMarks = /[\u200B-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/g;
/** Spaces people group digits with: ordinary, no-break, figure, thin, narrow no-break and the like. */
const groupingSpaces = /[\s\u00A0\u2007\u2009\u202F\u205F\u3000]/g;
/** Hyphens, dashes and minus signs. */
const dashes = /[-\u2010-\u2015\u2212\uFE63\uFF0D]/g;

/** Arabic-Indic and Persian digits as Latin ones (٠٥٠ → 050), and the invisible direction marks taken out. */
export function toLatinDigits(text: string): string {
  return text
    .replace(directionMarks, "")
    .replace(arabicDigits, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))
    .replace(/\u066B/g, ".")
    .replace(/\u066C/g, ",");
}

/** Whether the text holds an Arabic-Indic or Persian digit (a field converts them as they are typed). */
export function hasArabicDigits(text: string): boolean {
  return /[\u0660-\u0669\u06F0-\u06F9]/.test(text);
}

/**
 * The text of a number field as plain ASCII a number can be read from: Latin digits, "." for decimals, "-" for a
 * minus, no grouping. Null when it is not a number.
 *
 * Separators:
 * - the Arabic decimal separator (٫) and "." are decimal points;
 * - the Arabic thousands separator (٬), spaces of any kind and an apostrophe group digits;
 * - a Latin comma groups thousands when every comma is followed by exactly three digits ("1,500,000", also with a
 *   decimal point after: "1,500.5"); otherwise a single comma with no point is a decimal comma ("12,5", "24,7136").
 *   "1,500" is therefore one thousand five hundred, as Saudi prices are written, never one and a half.
 * - the Arabic comma (،) is never part of a number: it separates values, so text holding one is refused.
 */
export function decimalText(text: string): string | null {
  let value = toLatinDigits(text).replace(groupingSpaces, "").replace(/'/g, "").replace(dashes, "-");
  if (value === "" || value.includes("،")) return null;
  const sign = value.startsWith("-") ? "-" : "";
  if (sign || value.startsWith("+")) value = value.slice(1);
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(value)) value = value.replaceAll(",", "");
  else if (/^\d+,\d+$/.test(value)) value = value.replace(",", ".");
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(value)) return null;
  return `${sign}${value}`;
}

/** The number a field's text holds (see decimalText), or null when it holds none. */
export function parseDecimal(text: string): number | null {
  const value = decimalText(text);
  if (value === null) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * What an API accepts for a number: a JSON number as it is; a string (a client that sends the field's text) read
 * with parseDecimal; "" and null as null. Anything else, or text that is not a number, is handed on unchanged for
 * the schema to refuse with its own message.
 */
export function numberFromInput(input: unknown): unknown {
  if (typeof input !== "string") return input;
  if (input.trim() === "") return null;
  return parseDecimal(input) ?? input;
}

/**
 * A phone number's text with nothing but its digits and a leading plus: Arabic digits made Latin, direction
 * marks, spaces, dashes, dots and brackets taken out, and the international prefix 00 written as "+".
 * Anything else (letters, a second plus) is kept, for the check to refuse.
 */
export function phoneText(text: string): string {
  const compact = toLatinDigits(text).replace(groupingSpaces, "").replace(dashes, "").replace(/[().]/g, "");
  return compact.replace(/^00/, "+");
}
