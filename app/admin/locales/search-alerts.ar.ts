/** The back office's texts for the visitors' search alerts (app/admin/routes/search-alerts.tsx). */
const searchAlerts = {
  nav: "تنبيهات البحث",
  title: "تنبيهات البحث",
  intro:
    "يطلب الزوار تنبيهًا بالبريد عند نشر إعلانات تطابق بحثهم، ويفعّلونه من رابط في بريدهم. يمكنك إيقاف أي تنبيه؛ لا يُرسل بعدها شيئًا.",
  figures: "عدد التنبيهات",
  kind: "القسم",
  active: "مفعّلة",
  pending: "بانتظار التأكيد",
  off: "موقوفة",
  kinds: { auction: "المزادات", project: "المشاريع", property: "العقارات" },
  states: { active: "مفعّل", pending: "بانتظار التأكيد", off: "موقوف" },
  frequencies: { daily: "يومي", weekly: "أسبوعي" },
  languages: { ar: "العربية", en: "الإنجليزية" },
  search: "ابحث بالبريد الإلكتروني",
  searchButton: "بحث",
  email: "البريد الإلكتروني",
  filters: "شروط البحث",
  noFilters: "كل الإعلانات",
  frequency: "التكرار",
  language: "اللغة",
  state: "الحالة",
  created: "تاريخ الطلب",
  turnOff: "إيقاف",
  turnedOff: "أُوقف التنبيه.",
  empty: "لا توجد تنبيهات.",
  auditActions: { search_alert_turned_off: "إيقاف تنبيه بحث لزائر" },
};

export default searchAlerts;
