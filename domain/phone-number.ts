import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { type PhoneReading, readPhone, saudiCallingCode } from "./phone.ts";

/**
 * The API's check of a phone number: the browser's rules (domain/phone.ts), then libphonenumber's full metadata
 * (about 40 KB compressed, so only the server loads this module): a number the country does not give out, such as
 * a Saudi 057 4… or a British number a digit short, is refused with the same issue the browser would show.
 */
export function readPhoneStrictly(typed: string): PhoneReading {
  const reading = readPhone(typed);
  if (!reading.success) return reading;
  const parsed = parsePhoneNumberFromString(reading.phone);
  if (parsed?.isValid()) return { success: true, phone: parsed.number };
  return { success: false, issue: reading.phone.startsWith(`+${saudiCallingCode}`) ? "phoneSaudi" : "phone" };
}
