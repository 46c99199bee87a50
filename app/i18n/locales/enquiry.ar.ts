import { enquiryMessages } from "../../../domain/enquiry-messages.ts";

/** Texts of the contact and Register Interest forms; the error texts are the API's own (domain/enquiry.ts). */
export const enquiryAr = {
  errors: enquiryMessages.ar,
  requiredNote: "الحقول المعلَّمة بعلامة * مطلوبة.",
  name: { label: "الاسم الكامل", placeholder: "محمد عبدالله القحطاني" },
  email: { label: "البريد الإلكتروني", placeholder: "name@example.com" },
  phone: { label: "رقم الجوال" },
  message: { label: "رسالتك", placeholder: "يُرجى كتابة رسالتك" },
  country: {
    button: "رمز الدولة: {{country}} ({{code}})",
    search: "ابحث عن دولة",
    searchPlaceholder: "اسم الدولة أو رمزها",
    list: "الدول",
    none: "لا توجد دولة بهذا الاسم",
  },
  honeypot: "اترك هذا الحقل فارغًا",
  submit: "إرسال",
  sending: "جارٍ الإرسال…",
  sent: "تم إرسال رسالتك بنجاح، وسنتواصل معك قريبًا.",
  failed: "تعذّر إرسال رسالتك، حاول مرة أخرى.",
  tooMany: "طلبات كثيرة في وقت قصير، انتظر دقيقة ثم أعد الإرسال؛ ما كتبته باقٍ في النموذج.",
};
