/**
 * The texts of the parts that keep the server's HTML when a detail page hydrates (its sections' headings, the
 * finance estimate, the advertising data and the lots): they come with those parts' code (app/i18n/detail-block-texts.ts).
 */
export const detailPartsAr = {
  sections: {
    estates: "عقارات المزاد",
    advertising: "بيانات الإعلان",
  },
  finance: {
    heading: "تقدير القسط الشهري",
    intro: "اعرف كم قد يكلّفك تمويل هذا العقار كل شهر.",
    open: "احسب القسط",
    fields: {
      downPaymentPercent: "الدفعة الأولى (٪)",
      years: "المدة (بالسنوات)",
      annualRatePercent: "نسبة الربح السنوية (٪)",
    },
    range: "من {{min}} إلى {{max}}",
    outOfRange: "أدخل رقمًا من {{min}} إلى {{max}}",
    fix: "صحّح الحقول المحددة لترى التقدير.",
    monthly: "القسط الشهري التقديري",
    downPayment: "الدفعة الأولى",
    loan: "مبلغ التمويل",
    totalPaid: "مجموع الأقساط",
    totalProfit: "إجمالي تكلفة التمويل",
    disclaimer:
      "تقدير استرشادي وليس عرض تمويل. يبدأ من دفعة أولى {{downPayment}}٪ ومدة {{years}} سنة ونسبة ربح سنوية {{rate}}٪ بأقساط شهرية متساوية، والأرقام الفعلية تحددها شروط جهة التمويل ورسومها.",
  },
  advertising: {
    licenceNumber: "رقم ترخيص الإعلان",
    qr: "رمز الاستجابة السريعة لترخيص الإعلان",
    advertiser: "المعلن",
    falLicence: "رخصة فال",
    auctionLicence: "ترخيص المزادات العقارية",
    note: "إعلان مرخّص من الهيئة العامة للعقار.",
  },
  /** «الإبلاغ عن الإعلان» (docs/decisions/042-report-a-listing.md). */
  report: {
    link: "الإبلاغ عن الإعلان",
    hint: "معلومات غير صحيحة، أو بيع العقار، أو مشكلة في الترخيص؟ أخبرنا.",
    rega: "الإبلاغ لدى الهيئة العامة للعقار",
  },
  estates: {
    deed: "رقم الصك {{value}}",
    area: "المساحة",
    openingPrice: "السعر الافتتاحي",
  },
};
