/** The scheduled publishing panel's texts (app/admin/listing-schedule.tsx) and its audit actions. */
const schedule = {
  title: "جدولة النشر",
  intro: "يُنشر الإعلان أو يُلغى نشره تلقائيًا في الوقت المحدد بتوقيت الرياض، بالقواعد نفسها التي يطبّقها زر النشر.",
  publishAt: "النشر في",
  unpublishAt: "إلغاء النشر في",
  date: "التاريخ (سنة-شهر-يوم)",
  time: "الوقت (ساعة:دقيقة، ٢٤ ساعة)",
  datePlaceholder: "2026-12-01",
  timePlaceholder: "09:30",
  riyadhTime: "بتوقيت الرياض",
  save: "حفظ الجدولة",
  clear: "مسح",
  saved: "حُفظت الجدولة.",
  none: "لا جدولة.",
  publishSet: "سيُنشر في {{time}} بتوقيت الرياض.",
  unpublishSet: "سيُلغى نشره في {{time}} بتوقيت الرياض.",
  badDate: "أدخل تاريخًا ووقتًا صحيحين، مثل 2026-12-01 و09:30.",
  saveFirst: "احفظ الإعلان أولًا ليمكن جدولة نشره.",
  auditActions: {
    listing_schedule_changed: "تعديل جدولة نشر إعلان",
    scheduled_publish_refused: "تعذّر النشر المجدول (ترخيص غير صالح أو حقول ناقصة)",
    licence_expiry_notice_sent: "تنبيه بقرب انتهاء ترخيص إعلان",
  },
};

export default schedule;
