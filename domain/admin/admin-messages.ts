import type { Language } from "../language.ts";
import { arabicCounted, plural } from "../plural.ts";
import { accountMessages } from "./account-messages.ts";
import { reviewMessages } from "./review-messages.ts";

/** The back office API's own refusals, beyond the site-wide ones in server/api/errors.ts. */
const messages = {
  ...accountMessages,
  ...reviewMessages,
  invalid_credentials: {
    ar: "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
    en: "Incorrect email or password.",
  },
  password_too_short: {
    ar: "كلمة المرور قصيرة: يلزم 12 حرفًا على الأقل.",
    en: "The password is too short: it needs at least 12 characters.",
  },
  password_too_long: {
    ar: "تجاوزت كلمة المرور الطول المسموح (الحد الأقصى لعدد الأحرف: 128).",
    en: "The password is too long (at most 128 characters).",
  },
  password_too_weak: {
    ar: "كلمة المرور سهلة التخمين؛ اختر عبارة أطول لا تتضمن اسمك أو بريدك.",
    en: "The password is easy to guess; choose a longer phrase without your name or email.",
  },
  wrong_current_password: { ar: "كلمة المرور الحالية غير صحيحة.", en: "The current password is incorrect." },
  email_taken: {
    ar: "يوجد موظف مسجَّل بهذا البريد الإلكتروني.",
    en: "A staff member with this email already exists.",
  },
  own_password_here: {
    ar: "غيّر كلمة مرورك من صفحة حسابك، فهي تطلب كلمة المرور الحالية.",
    en: "Change your own password on your account page, which asks for the current one.",
  },
  own_two_factor_here: {
    ar: "أوقف التحقّق بخطوتين لحسابك من صفحة حسابك، فهي تطلب كلمة المرور ورمزًا.",
    en: "Turn off two-step sign-in for your own account on your account page, which asks for your password and a code.",
  },
  last_admin: {
    ar: "لا يمكن إيقاف آخر مدير أو تغيير دوره؛ أضف مديرًا آخر أولًا.",
    en: "The last admin cannot be disabled or given another role; add another admin first.",
  },
  invalid_field: { ar: "القيمة غير صحيحة.", en: "This value is not valid." },
  document_missing: {
    ar: "لم يعد هذا الملف محفوظًا على الموقع؛ ارفعه مرة أخرى.",
    en: "This file is no longer stored on the site; upload it again.",
  },
  required: { ar: "هذا الحقل مطلوب.", en: "This field is required." },
  too_long: { ar: "تجاوز النص الطول المسموح.", en: "This text is too long." },
  number: { ar: "أدخل رقمًا صحيحًا لا يقل عن صفر.", en: "Enter a number of zero or more." },
  saudi_phone: {
    ar: "أدخل رقمًا سعوديًا صحيحًا، مثل \u2066011\u00a0234\u00a05678\u2069 أو \u2066050\u00a0123\u00a04567\u2069.",
    en: "Enter a Saudi number such as 011\u00a0234\u00a05678 or 050\u00a0123\u00a04567.",
  },
  url: {
    ar: "أدخل رابطًا يبدأ بـ https:// أو مسار ملف على الموقع (/media/…).",
    en: "Enter a link starting with https:// or a file path on this site (/media/…).",
  },
  https_url: {
    ar: "أدخل رابطًا كاملًا يبدأ بـ https://، مثل \u2066https://www.example.sa/page\u2069.",
    en: "Enter a full link starting with https://, such as https://www.example.sa/page.",
  },
  control_characters: {
    ar: "النص يحوي رموز تحكم غير مرئية (مثل NUL)؛ احذفها أو أعد كتابة النص.",
    en: "The text holds invisible control characters (such as NUL); remove them or type the text again.",
  },
  same_password: {
    ar: "كلمة المرور الجديدة هي الحالية نفسها؛ اختر كلمة مرور مختلفة.",
    en: "The new password is the same as the current one; choose a different password.",
  },
  video_url: {
    ar: "أدخل رابط فيديو من يوتيوب.",
    en: "Enter a YouTube video link.",
  },
  date: { ar: "أدخل تاريخًا صحيحًا.", en: "Enter a valid date." },
  end_before_start: {
    ar: "يجب أن يكون تاريخ الانتهاء بعد تاريخ البدء.",
    en: "The end must come after the start.",
  },
  latitude: { ar: "يجب أن يكون خط العرض بين ‎-90‎ و‎90‎.", en: "The latitude must be between -90 and 90." },
  longitude: { ar: "يجب أن يكون خط الطول بين ‎-180‎ و‎180‎.", en: "The longitude must be between -180 and 180." },
  coordinates_pair: {
    ar: "أدخل خط العرض وخط الطول معًا، أو اتركهما فارغين.",
    en: "Give both the latitude and the longitude, or neither.",
  },
  unknown_city: { ar: "اختر مدينة من القائمة.", en: "Choose a city from the list." },
  unknown_feature: { ar: "لم نجد هذه الميزة في القائمة.", en: "This feature is not in the catalogue." },
  duplicate_direction: { ar: "يُسمح بحد واحد لكل جهة.", en: "Each side can have one boundary only." },
  status_of_kind: {
    ar: "لا تناسب هذه الحالة هذا النوع من الإعلانات.",
    en: "This status does not apply to this kind of listing.",
  },
  rent_not_for_kind: {
    ar: "يقتصر الإيجار على العقارات؛ أما المزادات والمشاريع فللبيع.",
    en: "Only properties can be rented; auctions and projects are sold.",
  },
  unknown_category: {
    ar: "اختر تصنيفًا من تصنيفات هذا النوع.",
    en: "Choose a category of this kind of listing.",
  },
  licence_required: {
    ar: "لا يُنشر الإعلان دون بيانات ترخيص الإعلان كاملة.",
    en: "A listing cannot be published without its full advertising licence data.",
  },
  licence_expired: {
    ar: "ترخيص الإعلان منتهٍ؛ جدّده وأدخل تاريخ انتهائه الجديد قبل النشر.",
    en: "The advertising licence has expired; renew it and enter its new expiry date before publishing.",
  },
  schedule_in_past: {
    ar: "اختر وقتًا لم يمضِ بعد (بتوقيت الرياض).",
    en: "Choose a time that has not passed yet (Riyadh time).",
  },
  unpublish_before_publish: {
    ar: "اجعل وقت إلغاء النشر بعد وقت النشر.",
    en: "Make the unpublish time later than the publish time.",
  },
  publish_incomplete: {
    ar: "أكمل الحقول المُعلَّمة قبل النشر.",
    en: "Complete the marked fields before publishing.",
  },
  version_conflict: {
    ar: "عدّل شخص آخر هذا الإعلان بعد أن فتحته. أعد تحميل الصفحة لترى تعديلاته، ثم أعد تعديلاتك.",
    en: "Someone else changed this listing after you opened it. Reload the page to see their changes, then make yours again.",
  },
  category_in_use: {
    ar: "لا يمكن حذف تصنيف مستخدم في إعلانات؛ انقل إعلاناته إلى تصنيف آخر أولًا.",
    en: "A category used by listings cannot be deleted; move its listings to another category first.",
  },
  slug_taken: {
    ar: "يوجد تصنيف بهذا المعرّف لهذا النوع.",
    en: "A category of this kind already has this identifier.",
  },
  slug: {
    ar: "يجب أن يتكوّن المعرّف من حروف إنجليزية صغيرة وأرقام وشرطات فقط.",
    en: "The identifier takes lower-case Latin letters, digits and dashes only.",
  },
  listing_gone: {
    ar: "لم يعد هذا الإعلان موجودًا؛ ربما حذفه شخص آخر.",
    en: "This listing no longer exists; someone else may have deleted it.",
  },
  not_in_trash: {
    ar: "لم يعد هذا الإعلان في سلة المحذوفات؛ ربما استعاده أو حذفه شخص آخر.",
    en: "This listing is no longer in the trash; someone else may have restored or deleted it.",
  },
  lead_gone: {
    ar: "لم يعد هذا الطلب موجودًا.",
    en: "This lead no longer exists.",
  },
} satisfies Record<string, Record<Language, string>>;

export type AdminMessageCode = keyof typeof messages;

export function isAdminMessageCode(code: string): code is AdminMessageCode {
  return Object.hasOwn(messages, code);
}

export function adminMessage(code: AdminMessageCode, language: Language): string {
  return messages[code][language];
}

/** "Try again in N minutes" after too many failed sign-ins, with Arabic's counted-noun forms. */
export function lockedMessage(retryAfterSeconds: number, language: Language): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (language === "en") {
    return `Too many failed sign-ins. Try again in ${plural(minutes, "en", { one: "1 minute", other: "{{count}} minutes" })}.`;
  }
  return `محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد ${plural(minutes, "ar", arabicCounted.minutes)}.`;
}

const arabicSeconds = {
  zero: "{{count}} ثانية",
  one: "ثانية واحدة",
  two: "ثانيتين",
  few: "{{count}} ثوانٍ",
  many: "{{count}} ثانية",
  other: "{{count}} ثانية",
};

/** "Try again in N seconds" when many sign-ins from the caller's address failed and its checks are queued. */
export function busySignInMessage(retryAfterSeconds: number, language: Language): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (language === "en") {
    return `Many sign-ins from your network have failed just now. Try again in ${plural(seconds, "en", { one: "1 second", other: "{{count}} seconds" })}.`;
  }
  return `فشلت محاولات دخول كثيرة من شبكتك للتو. حاول مرة أخرى بعد ${plural(seconds, "ar", arabicSeconds)}.`;
}
