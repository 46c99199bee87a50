import type { Language } from "../language.ts";
import { arabicCounted, plural } from "../plural.ts";

/** The back office API's own refusals, beyond the site-wide ones in server/api/errors.ts. */
const messages = {
  invalid_credentials: {
    ar: "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
    en: "The e-mail or the password is not right.",
  },
  password_too_short: {
    ar: "كلمة المرور قصيرة: يلزم 12 حرفًا على الأقل.",
    en: "The password is too short: it needs at least 12 characters.",
  },
  password_too_long: {
    ar: "كلمة المرور أطول من المسموح (الحد الأقصى لعدد الأحرف: 128).",
    en: "The password is too long (at most 128 characters).",
  },
  password_too_weak: {
    ar: "كلمة المرور سهلة التخمين؛ اختر عبارة أطول لا تتضمن اسمك أو بريدك.",
    en: "The password is easy to guess; choose a longer phrase without your name or e-mail.",
  },
  wrong_current_password: { ar: "كلمة المرور الحالية غير صحيحة.", en: "The current password is not right." },
  email_taken: {
    ar: "يوجد موظف مسجَّل بهذا البريد الإلكتروني.",
    en: "A staff member with this e-mail already exists.",
  },
  own_password_here: {
    ar: "غيّر كلمة مرورك من صفحة حسابك، فهي تطلب كلمة المرور الحالية.",
    en: "Change your own password on your account page, which asks for the current one.",
  },
  last_admin: {
    ar: "لا يمكن إيقاف آخر مدير أو تغيير دوره؛ أضف مديرًا آخر أولًا.",
    en: "The last admin cannot be disabled or given another role; add another admin first.",
  },
  invalid_field: { ar: "القيمة غير صحيحة.", en: "This value is not valid." },
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
