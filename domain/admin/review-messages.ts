import type { Language } from "../language.ts";

/** The refusals of publishing and of review before publishing (docs/decisions/036-review-before-publishing.md). */
export const reviewMessages = {
  publishers_only: {
    ar: "النشر وإلغاؤه وجدولته وإعادة الإعلانات المرسلة للمراجعة من صلاحية الناشر أو المدير. أرسل الإعلان للمراجعة بدلًا من ذلك.",
    en: "Only a publisher or an admin can publish, unpublish or schedule listings, or send back those submitted for review. Submit the listing for review instead.",
  },
  review_not_awaiting: {
    ar: "هذا الإعلان ليس بانتظار المراجعة الآن؛ ربما قرّر فيه شخص آخر. أعد تحميل الصفحة.",
    en: "This listing is not awaiting review now; someone else may have decided on it. Reload the page.",
  },
  review_already_published: {
    ar: "هذا الإعلان منشور، فلا حاجة إلى إرساله للمراجعة.",
    en: "This listing is already published; it does not need a review.",
  },
  pending_stale: {
    ar: "حُفظ الإعلان المنشور بعد أن أُعدّت هذه التعديلات، ونشرُها يلغي ذلك الحفظ. راجعها من جديد: أعدها إلى مرسلها ليعيدها على النسخة المنشورة.",
    en: "The published listing was saved after these changes were made on it, and publishing them would undo that save. Review them again: send them back so that they are made again on the published version.",
  },
  pending_gone: {
    ar: "لم تعد هذه التعديلات بانتظار المراجعة؛ ربما نُشرت أو سُحبت. أعد تحميل الصفحة.",
    en: "These changes are no longer waiting for review; they may have been published or withdrawn. Reload the page.",
  },
} satisfies Record<string, Record<Language, string>>;
