const ar = {
  meta: {
    defaultDescription:
      "مزادات عقارية ومشاريع تسويق مباشر وإدارة أملاك في المملكة العربية السعودية: تصفّح العروض، وابحث على الخريطة، وسجّل اهتمامك.",
  },
  nav: {
    label: "القائمة الرئيسية",
    home: "الرئيسية",
    services: "خدماتنا",
    ourprojects: "مشاريعنا",
    directmarketing: "التسويق المباشر",
    propertymanagement: "إدارة الأملاك",
    auctions: "المزادات",
    aboutus: "من نحن",
    openMenu: "فتح القائمة",
    closeMenu: "إغلاق القائمة",
    map: "الخريطة",
    searchOnMap: "البحث على الخريطة",
    listYourProperty: "اعرض عقارك",
    skipToContent: "انتقل إلى المحتوى الرئيسي",
    home_link: "الصفحة الرئيسية",
  },
  language: {
    switchTo: "English",
    switchLabel: "عرض الموقع باللغة الإنجليزية",
  },
  common: {
    loading: "جارٍ التحميل…",
    comingSoon: "نجهّز هذه الصفحة الآن، تابعنا قريبًا.",
  },
  chat: {
    label: "راسلنا عبر واتساب",
  },
  footer: {
    about: "تسويق عقاري وإدارة أملاك ومزادات، مع دراسات واستشارات تعينك على القرار الصائب.",
    services: "خدماتنا",
    pages: "روابط سريعة",
    contact: "تواصل معنا",
    phone: "الهاتف",
    whatsapp: "واتساب",
    email: "البريد الإلكتروني",
    address: "العنوان",
    workingHours: "ساعات العمل",
    followUs: "تابعنا",
    licences: "التراخيص",
    falLicence: "رخصة فال رقم {{number}}",
    auctionsLicence: "ترخيص المزادات رقم {{number}}",
    judicialSalesLicence: "ترخيص وكالة البيوع القضائية رقم {{number}}",
    commercialRegistration: "سجل تجاري رقم {{number}}",
    rights: "© {{year}} {{name}} — جميع الحقوق محفوظة.",
    placeholderNotice: "بيانات تجريبية: أرقام الشركة وتراخيصها المعروضة هنا للعرض فقط.",
    customers: "أكثر من {{number}} عميل مسجّل",
  },
  social: {
    x: "إكس (تويتر)",
    instagram: "إنستغرام",
    snapchat: "سناب شات",
    tiktok: "تيك توك",
    youtube: "يوتيوب",
    facebook: "فيسبوك",
  },
  services: {
    marketing: "التسويق العقاري",
    management: "إدارة الأملاك",
    auction: "إدارة المزادات",
    marketStudy: "دراسات السوق والجدوى",
    consulting: "الاستشارات العقارية",
  },
  pages: {
    home: { title: "الرئيسية", heading: "شريكك الموثوق في عقارات المملكة" },
    services: { title: "خدماتنا" },
    directmarketing: { title: "مشاريع التسويق المباشر" },
    propertymanagement: { title: "إدارة الأملاك" },
    auctions: { title: "المزادات" },
    aboutus: { title: "من نحن" },
    contactus: { title: "اعرض عقارك" },
    auction: { title: "تفاصيل المزاد" },
    project: { title: "تفاصيل المشروع" },
    property: { title: "تفاصيل العقار" },
    map: { title: "البحث على الخريطة" },
  },
  breadcrumb: {
    label: "مسار التنقل",
    home: "الرئيسية",
  },
  notFound: {
    code: "404",
    title: "الصفحة غير موجودة",
    text: "عذرًا، الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر.",
    back: "العودة إلى الرئيسية",
  },
  error: {
    title: "حدث خطأ ما",
    text: "تعذّر عرض هذه الصفحة، حاول مرة أخرى بعد قليل.",
    retry: "إعادة المحاولة",
  },
  Status: {
    AVAILABLE: "متاح",
    ACTIVE: "نشط",
    UPCOMING: "قادم",
    COMPLETED: "منتهي",
    RENTED: "مؤجَّر",
    SOLD: "مباع",
  },
};

/** The shape every language must fill: Arabic is the reference, English is checked against it. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Resources = Widen<typeof ar>;

export default ar as Resources;
