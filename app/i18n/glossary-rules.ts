/**
 * The rejected variants of docs/glossary.md, as patterns: app/i18n/glossary.test.ts fails when one appears in a
 * text a visitor or the staff read (both languages, site and back office, server messages, the lead e-mail, the
 * demo content). Each rule names the term to use instead; the glossary's tables say where each term is used.
 */
export interface GlossaryRule {
  /** What the pattern catches, as the glossary's "Rejected" column says it. */
  rejected: RegExp;
  /** The chosen term, which docs/glossary.md must name. */
  use: string;
}

const letter = "\\u0621-\\u064A\\u0660-\\u0669\\u064B-\\u0652";
/** A whole Arabic word, perhaps after a joined و، ف، ب or ل and the article. */
export const arabicWord = (text: string) => new RegExp(`(?<![${letter}])[وفبل]?(ال)?(${text})(?![${letter}])`, "u");

export const arabicRules: GlossaryRule[] = [
  { rejected: /الضمان|مبلغ ضمان|مبالغ الضمان/u, use: "مبلغ التأمين" },
  { rejected: /سعر الافتتاح(?!ي)|سعر البداية/u, use: "السعر الافتتاحي" },
  { rejected: arabicWord("بلكونة"), use: "شرفة" },
  { rejected: arabicWord("حوش"), use: "فناء" },
  { rejected: arabicWord("(جاري|ساري|منتهي)"), use: "جارٍ" },
  { rejected: /رقم (ال)?هاتف/u, use: "رقم الجوال" },
  { rejected: /ترخيص المزاد(?!ات العقارية)|ترخيص تنظيم المزادات/u, use: "ترخيص المزادات العقارية" },
  { rejected: /(تسجيل|أبدِ|أبد) اهتمامك|سجل اهتمامك/u, use: "سجّل اهتمامك" },
  { rejected: arabicWord("مباع"), use: "مَبيع" },
  { rejected: arabicWord("تابعونا"), use: "تابعنا" },
  { rejected: /للعرض فقط/u, use: "بيانات افتراضية لأغراض التجربة" },
  { rejected: /من جهتنا/u, use: "حدث خطأ في النظام" },
  { rejected: /اقرأ المزيد/u, use: "عرض المزيد" },
  // A listing is a إعلان (REGA's word, and the back office's); عروضنا names only the menu section.
  {
    rejected:
      /(?<![\u0621-\u064A])العروض(?![\u0621-\u064A])|هذا العرض|العرض المستثنى|عرضًا واحدًا|رقم العرض|عروض هنا|عقاراتي المفضلة|قائمة عقارات|قارن العقارات|العقارات المقارنة/u,
    use: "الإعلان",
  },
  { rejected: arabicWord("مميزات"), use: "المزايا" },
  { rejected: /الأبعاد والحدود/u, use: "الأطوال والحدود" },
  { rejected: /شهادة اعتماد المزاد/u, use: "موافقة المزاد" },
  { rejected: /كل الأنواع/u, use: "التصنيف" },
  { rejected: /رخصة الوساطة|رخصة فال لل|فال للوساطة/u, use: "رخصة فال" },
  { rejected: /ترخيص البيع القضائي|ترخيص البيوع القضائية/u, use: "ترخيص وكالة البيوع القضائية" },
  { rejected: /تخطَّ|تخط إلى/u, use: "انتقل إلى المحتوى الرئيسي" },
  { rejected: /حاول مجددً?ا|أعد المحاولة|إعادة المحاولة|حاول ثانيةً?/u, use: "حاول مرة أخرى" },
  { rejected: /جوجل|غوغل|قوقل/u, use: "Google" },
  { rejected: /%/u, use: "٪" },
  { rejected: /النسبة السنوية|نسبة سنوية/u, use: "نسبة الربح السنوية" },
  { rejected: /شاركك/u, use: "أرسل إليك" },
  { rejected: /مزاداته/u, use: "عقاراته إن كان مزادًا" },
  { rejected: /(^|[^م])أُضيف [{]/u, use: "تمت إضافة" },
  { rejected: /(^|[>"])(بيع|أُجّر|أجّر) هذا/u, use: "تم بيع هذا العقار" },
  // Shadda: written where the bare word reads as another one or the site writes it everywhere (docs/glossary.md).
  {
    rejected: arabicWord("(تصفح|تعذر|تعذرت|تحقق|مرخص|مرخصة|مجهز|مجهزة|مسجل|مسجلين|ملاك)"),
    use: "تصفّح، تعذّر، تحقّق، مرخّص، مجهّز، مسجّل، ملّاك",
  },
  // A server message that says what is wrong starts with its verb (docs/glossary.md, spelling).
  { rejected: /^[^\s{]+ يجب أن|(أطول|أكبر) من المسموح/u, use: "يجب أن" },
];

export const englishRules: GlossaryRule[] = [
  { rejected: /insurance/i, use: "Deposit" },
  { rejected: /phone number/i, use: "Mobile number" },
  { rejected: /(?<!Real estate )\bauctions? licence/i, use: "Real estate auctions licence" },
  { rejected: /express interest|I'm interested/i, use: "Register interest" },
  { rejected: /(?<!real[ -])\bestates?\b/i, use: "lot" },
  { rejected: /by itself/i, use: "automatically" },
  { rejected: /is not right/i, use: "Incorrect email or password." },
  { rejected: /\b(browse|the|this|similar|our) offers?\b/i, use: "listing" },
  { rejected: /from its place|\bPress a kind\b/i, use: "select" },
  { rejected: /advertisement has ended/i, use: "advertising licence expired" },
  { rejected: /\be-mail/i, use: "Email" },
  { rejected: /\bflats?\b/i, use: "apartment" },
  { rejected: /Send (it |them )?(on|via|by) WhatsApp/i, use: "Share on WhatsApp" },
  { rejected: /\blifts?\b/i, use: "elevator" },
  {
    rejected:
      /\b(license|licenses|center|centers|color|colors|favorite|favorites|neighborhood|neighborhoods|catalog|canceled|organization|organize|recognize|realize|kilometers?|centimeters?|square meters?|\d+ meters?)\b/i,
    use: "licence",
  },
  { rejected: /\bCR no\b/, use: "Commercial registration no." },
  { rejected: /Auction approval certificate/i, use: "Auction approval" },
  { rejected: /FAL brokerage licence|Brokerage licence \(FAL\)|FAL licence for/i, use: "FAL licence" },
  { rejected: /Judicial sales licence/i, use: "Judicial sales agency licence" },
  { rejected: /Skip to content/i, use: "Skip to main content" },
  { rejected: /\bRetry\b|try once more/i, use: "Try again" },
  { rejected: /Annual rate\b/i, use: "Annual profit rate" },
  { rejected: /٪/u, use: "%" },
];
