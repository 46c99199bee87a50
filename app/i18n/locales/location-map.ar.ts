/** Texts of the location map on detail pages (the map page has its own, map.ar.ts). */
export const locationMapAr = {
  heading: "الموقع",
  directions: "الاتجاهات",
  googleMaps: "خرائط Google",
  loading: "جارٍ تحميل الخريطة…",
  invalidCoordinates: "إحداثيات غير صالحة",
  zoomIn: "تكبير الخريطة",
  zoomOut: "تصغير الخريطة",
  /** Name of the pin for screen readers and its tooltip. */
  pin: {
    auction: "مزاد: {{title}}",
    project: "مشروع: {{title}}",
    property: "عقار: {{title}}",
  },
  close: "إغلاق",
};
