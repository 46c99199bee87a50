import { phoneText } from "./digits.ts";

/**
 * Phone numbers as people write them, read into one stored form, E.164 with its plus ("+966501234567").
 * These are the rules the browser applies (no dependencies: the public forms import them); the API applies them and
 * then libphonenumber's full rules for every country (domain/phone-number.ts).
 */

/** Saudi Arabia's country code: a number written without one is Saudi. */
export const saudiCallingCode = "966";
/** E.164: at most 15 digits with the country code; 8 is the fewest the spec's forms accept (spec §5). */
export const phoneDigitLimits = { min: 8, max: 15 } as const;

/** Why a phone number was refused; each is a translated message (enquiry-messages.ts, admin messages). */
export type PhoneIssue = "required" | "phoneSaudi" | "phone";

export type PhoneReading = { success: true; phone: string } | { success: false; issue: PhoneIssue };

/**
 * Saudi numbers after +966 (the trunk 0 dropped): mobiles 5X XXX XXXX, landlines 1X XXX XXXX (the area codes
 * 11–17), toll-free 800 XXX XXXX and the unified 9200 XXXXX.
 */
const saudiNational = /^(5\d{8}|1[1-7]\d{7}|800\d{7}|9200\d{5})$/;

/** Whether the digits after +966 make a Saudi number. */
export function isSaudiNationalNumber(national: string): boolean {
  return saudiNational.test(national);
}

/**
 * The international digits (no plus) of what was typed, or null when it is not digits at all:
 * "+966 50 123 4567", "00966501234567" and "966501234567" are international ("966…"; the API's payload carries the
 * number without its plus, spec §3); "0501234567" and "٠٥٠١٢٣٤٥٦٧" are Saudi numbers dialled at home, and so is
 * "501234567" (nine digits starting with 5 or 1, which no country code begins a whole number with).
 */
export function internationalDigits(typed: string): string | null {
  const text = phoneText(typed);
  // "+966 050…": the trunk 0 written after the country code is not dialled.
  if (/^\+\d+$/.test(text)) return text.slice(1).replace(/^9660+/, saudiCallingCode);
  if (!/^\d+$/.test(text)) return null;
  if (text.startsWith("0")) return `${saudiCallingCode}${text.replace(/^0+/, "")}`;
  if (/^[15]\d{8}$/.test(text)) return `${saudiCallingCode}${text}`;
  return text;
}

/**
 * Reads a phone number as typed into E.164, or says why it cannot be one: nothing typed is "required", a Saudi
 * number of the wrong shape "phoneSaudi", anything else that cannot be a number (letters, too few or too many
 * digits, a country code starting with 0) "phone".
 */
export function readPhone(typed: string): PhoneReading {
  if (phoneText(typed) === "") return { success: false, issue: "required" };
  const digits = internationalDigits(typed);
  if (digits === null) return { success: false, issue: "phone" };
  if (digits.startsWith(saudiCallingCode)) {
    return isSaudiNationalNumber(digits.slice(saudiCallingCode.length))
      ? { success: true, phone: `+${digits}` }
      : { success: false, issue: "phoneSaudi" };
  }
  const { min, max } = phoneDigitLimits;
  if (!/^[1-9]\d*$/.test(digits) || digits.length < min || digits.length > max) {
    return { success: false, issue: "phone" };
  }
  return { success: true, phone: `+${digits}` };
}
