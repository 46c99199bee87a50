import type { Language } from "../language.ts";

/** The refusals of invitations, password resets and two-factor sign-in (docs/decisions/033-staff-accounts.md). */
export const accountMessages = {
  account_suspended: {
    ar: "هذا الحساب موقوف. تواصل مع مدير الموقع لإعادة تفعيله.",
    en: "This account is suspended. Ask an administrator of the site to enable it again.",
  },
  invalid_code: {
    ar: "الرمز غير صحيح. أدخل الرمز الظاهر الآن في تطبيق المصادقة، أو أحد رموز الاسترداد.",
    en: "The code is not right. Enter the code your authenticator app shows now, or one of your recovery codes.",
  },
  second_factor_expired: {
    ar: "انتهت مهلة إدخال الرمز. سجّل الدخول من جديد.",
    en: "The time to enter the code has run out. Sign in again.",
  },
  link_expired: {
    ar: "انتهت صلاحية هذا الرابط. اطلب رابطًا جديدًا.",
    en: "This link has expired. Ask for a new one.",
  },
  link_used: {
    ar: "استُخدم هذا الرابط من قبل أو لم يعد صالحًا.",
    en: "This link has already been used or is no longer valid.",
  },
  invitation_pending: {
    ar: "أُرسلت دعوة إلى هذا البريد ولم تُقبل بعد؛ أعد إرسالها من قائمة الدعوات.",
    en: "An invitation to this email is waiting to be accepted; resend it from the list of invitations.",
  },
  two_factor_required: {
    ar: "يشترط الموقع التحقق بخطوتين للمديرين. فعّله من صفحة حسابك أولًا.",
    en: "The site requires two-step sign-in for admins. Turn it on in your account page first.",
  },
  wrong_password: { ar: "كلمة المرور غير صحيحة.", en: "The password is incorrect." },
} satisfies Record<string, Record<Language, string>>;
