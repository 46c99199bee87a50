import type { Language } from "./language.ts";

// Kept apart from the schemas in enquiry.ts: the browser's texts need these, not zod.

/** Why a value was refused. Each is an i18n key under `enquiry.errors` and a server message. */
export const enquiryIssues = [
  "required",
  "fullName",
  "nameLetters",
  "email",
  "phone",
  "phoneSaudi",
  "tooLong",
  "wholeNumber",
  "oneListing",
  "submissionKey",
  "invalid",
] as const;
export type EnquiryIssue = (typeof enquiryIssues)[number];

/**
 * Example numbers are kept on one line (no-break spaces) and, in Arabic, isolated left to right (U+2066 … U+2069):
 * in a right-to-left line the groups of "050 123 4567" would otherwise read in the opposite order.
 *
 * The texts of the issues in both languages (spec §5, with the English spelled correctly).
 * The browser's i18n resources use these very objects; the API answers with them.
 */
export const enquiryMessages: Record<Language, Record<EnquiryIssue, string>> = {
  ar: {
    required: "هذا الحقل مطلوب.",
    fullName: "يُرجى إدخال اسمك الكامل (الاسم الثلاثي على الأقل).",
    nameLetters: "يجب ألّا يحتوي الاسم على أرقام أو رموز.",
    email: "يُرجى إدخال بريد إلكتروني صحيح.",
    phone: "هذا الرقم غير صحيح لدولته؛ تحقّق من رمز الدولة وعدد الأرقام.",
    phoneSaudi: "رقم سعودي غير صحيح؛ رقم الجوال يبدأ بـ 05 ويتكوّن من 10 أرقام، مثل \u2066050\u00a0123\u00a04567\u2069.",
    tooLong: "تجاوز النص الطول المسموح (الحد الأقصى لعدد الأحرف: {{max}}).",
    wholeNumber: "يجب أن يكون رقمًا صحيحًا موجبًا.",
    oneListing: "اختر إعلانًا واحدًا فقط: مشروعًا أو عقارًا أو مزادًا.",
    submissionKey: "مفتاح الإرسال غير صالح.",
    invalid: "القيمة غير صالحة.",
  },
  en: {
    required: "This field is required.",
    fullName: "Please enter your full name (at least three names).",
    nameLetters: "Your name must not contain numbers or symbols.",
    email: "Please enter a valid email address.",
    phone: "This number is not valid for its country: check the country code and the number of digits.",
    phoneSaudi:
      "This is not a valid Saudi number: a mobile number starts with 05 and has 10 digits, such as 050\u00a0123\u00a04567.",
    tooLong: "This is too long ({{max}} characters at most).",
    wholeNumber: "This must be a positive whole number.",
    oneListing: "Choose only one listing: a project, a property or an auction.",
    submissionKey: "The submission key is not valid.",
    invalid: "This value is not valid.",
  },
};

/** A field's message in a language, with its length limit filled in. */
export function enquiryMessage(issue: EnquiryIssue, language: Language, max?: number): string {
  return enquiryMessages[language][issue].replace("{{max}}", String(max ?? ""));
}
