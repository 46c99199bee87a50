/**
 * Phone numbers for display and links. Stored numbers are E.164 with their plus ("+966501234567", domain/phone.ts);
 * numbers stored before then, and the wire format of spec §3, are digits without it: both are read.
 * Apart from the company schema so that pages showing a number do not load zod.
 */

/** The international digits, without the plus. */
export function phoneDigits(phone: string): string {
  return phone.replace(/^\+/, "");
}

/** Groups a number for reading, e.g. +966 50 123 4567, +966 11 234 5678, +966 800 123 4567; others ungrouped. */
export function formatPhone(phone: string): string {
  const digits = phoneDigits(phone);
  const unified = /^966(9200)(\d{5})$/.exec(digits);
  if (unified) return `+966 ${unified[1]} ${unified[2]}`;
  const tollFree = /^966(800)(\d{3})(\d{4})$/.exec(digits);
  if (tollFree) return `+966 ${tollFree[1]} ${tollFree[2]} ${tollFree[3]}`;
  const saudi = /^966(\d{2})(\d{3})(\d{4})$/.exec(digits);
  if (saudi) return `+966 ${saudi[1]} ${saudi[2]} ${saudi[3]}`;
  return `+${digits}`;
}

/**
 * The number formatted and isolated as left-to-right (U+2066 … U+2069) for plain text, where no `dir="ltr"` can:
 * inside an Arabic line, "+966 50 123 4567" would otherwise read "966 50 123 4567+" with its groups reordered.
 */
export function isolatedPhone(phone: string): string {
  return `\u2066${formatPhone(phone)}\u2069`;
}

/** A `tel:` link that dials the number from anywhere. */
export function telHref(phone: string): string {
  return `tel:+${phoneDigits(phone)}`;
}

/** A WhatsApp chat link: wa.me takes the international digits without the plus. */
export function whatsAppHref(phone: string): string {
  return `https://wa.me/${phoneDigits(phone)}`;
}
