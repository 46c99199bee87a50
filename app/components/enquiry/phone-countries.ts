import { type CountryIso2, defaultCountries, type ParsedCountry, parseCountry } from "react-international-phone";
import { toLatinDigits } from "../../../domain/digits.ts";
import { maxPhoneDigits } from "../../../domain/enquiry.ts";
import type { Language } from "../../../domain/language.ts";
import { normalizeForSearch } from "../../../domain/search-text.ts";

/** Spec §5 and §9: the phone input starts on Saudi Arabia. */
export const defaultPhoneCountry: CountryIso2 = "sa";
/** Spec §5: the country list is searched 250 ms after the visitor stops typing. */
export const countrySearchDebounceMs = 250;

/** Saudi Arabia and its Gulf neighbours head the list: most visitors call from there. */
const preferredCountries: CountryIso2[] = ["sa", "ae", "kw", "qa", "bh", "om"];

export interface PhoneCountry {
  iso2: CountryIso2;
  dialCode: string;
  /** In the page's language. */
  name: string;
  /** Name in both languages, the ISO code and the dial code, folded for search. */
  searchText: string;
}

const knownCountries = new Set<string>(defaultCountries.map((data) => parseCountry(data).iso2));

/** A country the phone input knows (a stored draft's may be stale or tampered with). */
export function isPhoneCountry(iso2: string): iso2 is CountryIso2 {
  return knownCountries.has(iso2);
}

const dialCodes = [...new Set(defaultCountries.map((data) => parseCountry(data).dialCode))];

/**
 * How far "+" and the digits typed after it go: still the start of some country's code ("+9"),
 * a whole code and maybe more ("+971", "+9715…"), or no country's code at all ("+999").
 */
export function dialCodeProgress(typed: string): "partial" | "complete" | "none" {
  const digits = typed.replace(/[\s().-]/g, "").replace(/^\+/, "");
  if (!/^\d*$/.test(digits)) return "none";
  if (dialCodes.some((code) => digits.startsWith(code))) return "complete";
  return dialCodes.some((code) => code.startsWith(digits)) ? "partial" : "none";
}

const cache = new Map<Language, PhoneCountry[]>();

/** Every country of the phone input, named in the page's language, Gulf countries first. */
export function phoneCountries(language: Language): PhoneCountry[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const arabic = new Intl.DisplayNames(["ar"], { type: "region", fallback: "none" });
  const english = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  const countries = defaultCountries.map((data) => {
    const { iso2, dialCode, name: libraryName } = parseCountry(data);
    const code = iso2.toUpperCase();
    const names = { ar: arabic.of(code) ?? libraryName, en: english.of(code) ?? libraryName };
    return {
      iso2,
      dialCode,
      name: names[language],
      searchText: normalizeForSearch(`${names.ar} ${names.en} ${libraryName} ${code}`),
    };
  });
  const rank = (iso2: string) => {
    const index = preferredCountries.indexOf(iso2);
    return index === -1 ? preferredCountries.length : index;
  };
  const collator = new Intl.Collator(language);
  countries.sort((a, b) => rank(a.iso2) - rank(b.iso2) || collator.compare(a.name, b.name));
  cache.set(language, countries);
  return countries;
}

/** Countries whose name (in either language), ISO code or dial code matches what the visitor typed. */
export function searchCountries(countries: PhoneCountry[], query: string): PhoneCountry[] {
  const folded = normalizeForSearch(query);
  if (!folded) return countries;
  const digits = folded.replace(/^(\+|00)/, "");
  if (/^\d+$/.test(digits)) return countries.filter((country) => country.dialCode.startsWith(digits));
  return countries.filter((country) => country.searchText.includes(folded));
}

/** Where a leading 0 is part of the number, not the trunk prefix dialled at home. */
const keepsLeadingZero = new Set<string>(["it", "sm", "va"]);

/**
 * What the visitor typed into the number field (without the country code), tidied for the phone
 * input: Arabic-Indic and Persian digits become Latin ones as they are typed or pasted (the phone input keeps
 * only Latin digits and would drop them; docs/decisions/006-numbers-and-dates.md) and the direction marks a phone
 * adds go, "00…" becomes "+…" (an international number, whose country is then picked), the trunk 0
 * people dial at home ("050…" in Saudi Arabia) is dropped, and a number that would have more than
 * 15 digits with its country code is refused (null).
 */
export function tidyNationalInput(typed: string, country: Pick<ParsedCountry, "iso2" | "dialCode">): string | null {
  let text = toLatinDigits(typed).replace(/^\s*00/, "+");
  const international = text.trimStart().startsWith("+");
  if (!international && !keepsLeadingZero.has(country.iso2)) text = text.replace(/^(\s*)0+/, "$1");
  const digits = text.replace(/\D/g, "").length + (international ? 0 : country.dialCode.length);
  return digits > maxPhoneDigits ? null : text;
}

const exampleDigits = "1234567890123";

/** An example number for the country, as its input formats it: "50 123 4567" for Saudi Arabia. */
export function examplePhone(country: Pick<ParsedCountry, "iso2" | "format">): string {
  if (country.iso2 === "sa") return "50 123 4567";
  const format = typeof country.format === "string" ? country.format : country.format?.default;
  const mask = format || ".........";
  let next = 0;
  return mask.replace(/\./g, () => exampleDigits[next++ % exampleDigits.length] ?? "0");
}
