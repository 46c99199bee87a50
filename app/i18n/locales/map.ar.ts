/** Texts of the map page (the detail pages' location map has its own, location-map.ar.ts). */
export const mapAr = {
  label: "خريطة الإعلانات",
  description:
    "تصفّح على خريطة المملكة المزادات العقارية ومشاريع التسويق المباشر والعقارات التي نديرها، واضغط على أي موقع لتطّلع على تفاصيله.",
  zoomIn: "تكبير الخريطة",
  zoomOut: "تصغير الخريطة",
  /** Search by area (docs/decisions/041-search-by-area.md); the rest comes with its code (map-area.ar.ts). */
  draw: "ارسم منطقة",
  searchView: "ابحث في الجزء الظاهر من الخريطة",
  loading: "جارٍ تحميل الخريطة…",
  legend: {
    label: "إظهار على الخريطة",
    hint: "اضغط على نوع لإخفاء دبابيسه أو إظهارها",
  },
  /** The spec's pin labels: auctions, direct marketing, property management. */
  kinds: {
    auction: "المزادات",
    project: "التسويق المباشر",
    property: "إدارة الأملاك",
  },
  /** Name of a pin for screen readers and its tooltip. */
  pin: {
    auction: "مزاد: {{title}}",
    project: "مشروع: {{title}}",
    property: "عقار: {{title}}",
  },
  // A group of nearby pins; pressing it zooms in or spreads them out.
  cluster_zero: "لا إعلانات هنا",
  cluster_one: "إعلان واحد هنا، اضغط للتكبير",
  cluster_two: "إعلانان هنا، اضغط للتكبير",
  cluster_few: "{{value}} إعلانات هنا، اضغط للتكبير",
  cluster_many: "{{value}} إعلانًا هنا، اضغط للتكبير",
  cluster_other: "{{value}} إعلان هنا، اضغط للتكبير",
  infoWindow: {
    close: "إغلاق",
    /** Screen readers: what the line under the title and the amount are. */
    location: "الموقع",
    price: "السعر",
    viewDetails: "عرض التفاصيل",
    auctionStart: "يبدأ المزاد يوم {{weekday}} {{date}} الساعة {{time}}",
    auctionStarted: "بدأ المزاد يوم {{weekday}} {{date}} الساعة {{time}}",
    auctionEnds: "ينتهي المزاد يوم {{weekday}} {{date}} الساعة {{time}}",
    auctionEnded: "انتهى المزاد يوم {{weekday}} {{date}} الساعة {{time}}",
  },
};
