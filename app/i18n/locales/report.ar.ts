/** The "Report this ad" page (app/routes/report.tsx, docs/decisions/042-report-a-listing.md). */
export const reportAr = {
  title: "الإبلاغ عن إعلان",
  intro: "أخبرنا بما لاحظته في الإعلان «{{title}}»، وسيراجعه فريقنا ويتواصل معك عند الحاجة.",
  reason: "سبب البلاغ",
  reasons: {
    wrong_information: "معلومات غير صحيحة",
    sold: "تم بيعه أو تأجيره",
    licence: "مشكلة في الترخيص",
  },
  reasonRequired: "اختر سبب البلاغ",
  sent: "شكرًا لك، وصلنا بلاغك وسنراجعه.",
  back: "العودة إلى الإعلان",
  regaHeading: "الإبلاغ لدى الهيئة العامة للعقار",
  regaText: "يمكنك كذلك الإبلاغ عن الإعلانات العقارية المخالفة عبر القناة الرسمية للهيئة العامة للعقار.",
  regaLink: "موقع الهيئة العامة للعقار",
};
