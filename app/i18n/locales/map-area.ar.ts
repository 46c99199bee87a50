/** Search by area on the map (app/components/map/map-area.client.tsx), loaded with its code. */
export const mapAreaAr = {
  drawHint: "ارسم حدود المنطقة على الخريطة بإصبعك أو بالفأرة، ثم ارفع للإنهاء.",
  cancel: "إلغاء",
  clear: "إزالة المنطقة",
  invalid: "تعذّرت قراءة المنطقة المحددة في الرابط.",
  tooSmall: "ارسم حول منطقة أوسع لتحديدها.",
  loading: "جارٍ البحث في المنطقة…",
  count_zero: "لا توجد إعلانات في هذه المنطقة",
  count_one: "إعلان واحد في هذه المنطقة",
  count_two: "إعلانان في هذه المنطقة",
  count_few: "{{value}} إعلانات في هذه المنطقة",
  count_many: "{{value}} إعلانًا في هذه المنطقة",
  count_other: "{{value}} إعلان في هذه المنطقة",
};
