/** Texts of the listing form's later parts: city, property file, QR image, photo batches and order, the photos page. */
const listingForm = {
  propertyFileUrl: "ملف العقار (PDF)",
  city: {
    label: "المدينة",
    hint: "اكتب اسم المدينة بالعربية أو الإنجليزية ثم اخترها من القائمة.",
    showAll: "عرض كل المدن",
    none: "لا توجد مدينة بهذا الاسم في القائمة.",
    unlisted: "{{slug}} (ليست في القائمة)",
    count_zero: "لا توجد مدينة مطابقة.",
    count_one: "مدينة واحدة مطابقة.",
    count_two: "مدينتان مطابقتان.",
    count_few: "{{count}} مدن مطابقة.",
    count_many: "{{count}} مدينة مطابقة.",
    count_other: "{{count}} مدينة مطابقة.",
  },
  qr: {
    hint: "رابط صورة الرمز (https://)، أو صورة ترفعها من جهازك.",
    upload: "رفع صورة الرمز",
    uploading: "جارٍ رفع صورة الرمز",
    uploaded: "رُفعت {{name}}. احفظ الإعلان لتُعتمد الصورة.",
    tooLarge: "تجاوزت الصورة الحجم المسموح (الحد الأقصى 20 ميغابايت).",
    preview: "رمز QR لترخيص الإعلان",
  },
  photos: {
    pageTitle: "صور «{{title}}»",
    back: "العودة إلى الإعلان «{{title}}»",
    dragHint: "اسحب الصورة لتغيير ترتيبها، أو استخدم زرّي «قدّم» و«أخّر» من لوحة المفاتيح.",
    dragHandle: "اسحب لنقل الصورة {{n}}",
    summary: "اكتمل الرفع. الصور المرفوعة: {{uploaded}}، والمرفوضة: {{refused}}.",
  },
};

export default listingForm;
export type ListingFormResources = typeof listingForm;
