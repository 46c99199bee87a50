/** Texts of the listing detail pages (summary, description, actions, advertising data, estates, related). */
export const detailAr = {
  summary: {
    price: "السعر",
    openingPrice: "السعر الافتتاحي",
    rent: { yearly: "الإيجار السنوي", monthly: "الإيجار الشهري" },
    location: "الموقع",
    category: "النوع",
  },
  description: {
    heading: "الوصف",
    more: "عرض المزيد",
    less: "عرض أقل",
  },
  sections: {
    estates: "عقارات المزاد",
    advertising: "بيانات الإعلان",
  },
  actions: {
    heading: "الإجراءات",
    auctionNow: "زايد الآن",
    registerInterest: "سجّل اهتمامك",
    auctionApproval: "موافقة المزاد",
    marketingProfile: "الملف التسويقي",
    auctionFile: "ملف المزاد",
    projectFile: "ملف المشروع",
    terms: "الشروط والأحكام",
    download: "تنزيل {{name}}",
    opensInNewTab: "(يفتح في نافذة جديدة)",
    share: "شارك",
    shareWhatsApp: "شارك عبر واتساب",
    copyLink: "انسخ الرابط",
    copied: "نُسخ الرابط",
    copyFailed: "تعذّر النسخ، انسخ الرابط من شريط العنوان",
    shareText: "{{title}} — {{url}}",
  },
  closed: {
    auction: {
      ended: "انتهى هذا المزاد",
      sold: "انتهى هذا المزاد",
      rented: "انتهى هذا المزاد",
      closed: "انتهى هذا المزاد",
    },
    project: {
      ended: "انتهى طرح هذا المشروع",
      sold: "بيع هذا المشروع بالكامل",
      rented: "انتهى طرح هذا المشروع",
      closed: "انتهى طرح هذا المشروع",
    },
    property: {
      ended: "انتهى هذا العرض",
      sold: "بيع هذا العقار",
      rented: "أُجّر هذا العقار",
      closed: "هذا العقار لم يعد متاحًا",
    },
  },
  advertising: {
    licenceNumber: "رقم ترخيص الإعلان",
    qr: "رمز الاستجابة السريعة لترخيص الإعلان",
    advertiser: "المعلن",
    falLicence: "رخصة فال",
    auctionLicence: "ترخيص المزادات العقارية",
    note: "إعلان مرخّص من الهيئة العامة للعقار.",
  },
  estates: {
    deed: "رقم الصك {{value}}",
    area: "المساحة",
    openingPrice: "السعر الافتتاحي",
  },
  related: {
    auction: "مزادات أخرى",
    project: "مشاريع أخرى",
    property: "عقارات أخرى",
    allAuction: "كل المزادات",
    allProject: "كل المشاريع",
    allProperty: "كل العقارات",
  },
  // Link previews: the place is left out where the title already names it.
  meta: {
    place: "{{title}} في {{location}}",
    placeNamed: "{{title}}، {{location}}",
    description: "{{place}}.",
    withPrice: "{{place}} بسعر {{price}} ريال.",
    withRent: {
      yearly: "{{place}}، الإيجار السنوي {{price}} ريال.",
      monthly: "{{place}}، الإيجار الشهري {{price}} ريال.",
    },
  },
};
