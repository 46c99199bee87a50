/** A listing's history in the editor (app/admin/listing-history.tsx) and its audit action. */
const revisions = {
  title: "سجل التعديلات",
  intro: "يُحفظ مع كل حفظ نسخة من الإعلان: من حفظها ومتى وما الذي تغيّر. استعادة نسخة تحفظ قيمها من جديد نسخةً أحدث.",
  empty: "لا توجد نسخ محفوظة بعد؛ تُحفظ أول نسخة عند الحفظ التالي.",
  number: "النسخة {{number}}",
  current: "الحالية",
  by: "بواسطة",
  actions: {
    created: "إنشاء الإعلان",
    duplicated: "إنشاء الإعلان نسخةً من إعلان آخر",
    updated: "حفظ تعديلات",
    restored: "استعادة النسخة {{number}}",
  },
  noChanges: "لم يتغيّر أي حقل.",
  view: "عرض النسخة",
  hide: "إخفاء النسخة",
  restore: "استعادة هذه النسخة",
  confirmRestoreTitle: "استعادة النسخة {{number}}؟",
  confirmRestoreButton: "استعدها",
  confirmRestore: "تُحفظ قيمها نسخةً جديدة، وتضيع التعديلات غير المحفوظة في النموذج.",
  restored: "استُعيدت النسخة {{number}}، وحُفظت قيمها نسخةً جديدة برقم {{saved}}.",
  reload: "إعادة تحميل الإعلان",
  leftOutPhotos_zero: "لم تُترك أي صورة.",
  leftOutPhotos_one: "تُركت صورة واحدة لأنها لم تعد موجودة.",
  leftOutPhotos_two: "تُركت صورتان لأنهما لم تعودا موجودتين.",
  leftOutPhotos_few: "تُركت {{count}} صور لأنها لم تعد موجودة.",
  leftOutPhotos_many: "تُركت {{count}} صورة لأنها لم تعد موجودة.",
  leftOutPhotos_other: "تُركت {{count}} صورة لأنها لم تعد موجودة.",
  leftOutDocuments: "تُرك {{fields}} فارغًا لأن الملف لم يعد محفوظًا على الموقع؛ ارفعه مرة أخرى إن احتجت إليه.",
  listSeparator: "، ",
  kept: "ما حفظته هذه النسخة",
  count: "العدد: {{n}}",
  auditActions: {
    listing_restored: "استعادة نسخة سابقة من إعلان",
  },
};

export default revisions;
