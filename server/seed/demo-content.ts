// Demo content for development and previews only: every listing, deed number, price and scheme here is fictional.
import { purposeOf } from "../../domain/details.ts";
import { arabicCounted, plural } from "../../domain/plural.ts";
import type { RentPeriod } from "../../domain/rent.ts";
import { isResidential } from "../../domain/rooms.ts";
import type {
  Bilingual,
  DemoBoundary,
  DemoCategory,
  DemoCity,
  DemoDetails,
  DemoListing,
  DemoLot,
} from "./demo-types.ts";

type Status = DemoListing["status"];
type Feature = DemoListing["features"][number];
type Facade = NonNullable<DemoDetails["facade"]>;

const t = (ar: string, en: string): Bilingual => ({ ar, en });

/** Thousands separators with Western digits, as on most Saudi listing sites. */
const num = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

const video = (id: string): string => `https://www.youtube-nocookie.com/embed/${id}`;

// ---------------------------------------------------------------------------------------------------------------------
// Cities and categories
// ---------------------------------------------------------------------------------------------------------------------

export const demoCities: DemoCity[] = [
  { slug: "riyadh", name: t("الرياض", "Riyadh") },
  { slug: "jeddah", name: t("جدة", "Jeddah") },
  { slug: "dammam", name: t("الدمام", "Dammam") },
  { slug: "makkah", name: t("مكة المكرمة", "Makkah") },
  { slug: "madinah", name: t("المدينة المنورة", "Madinah") },
  { slug: "khobar", name: t("الخبر", "Al Khobar") },
  { slug: "abha", name: t("أبها", "Abha") },
  { slug: "taif", name: t("الطائف", "Taif") },
  { slug: "qassim", name: t("بريدة", "Buraydah") },
  { slug: "tabuk", name: t("تبوك", "Tabuk") },
];

export const demoCategories: DemoCategory[] = [
  { kind: "auction", slug: "residential-land", name: t("أراضٍ سكنية", "Residential Land") },
  { kind: "auction", slug: "commercial-land", name: t("أراضٍ تجارية", "Commercial Land") },
  { kind: "auction", slug: "villas", name: t("فلل", "Villas") },
  { kind: "auction", slug: "mixed-portfolio", name: t("محافظ عقارية متنوعة", "Mixed Portfolios") },
  { kind: "auction", slug: "agricultural", name: t("مزارع وأراضٍ زراعية", "Farms and Agricultural Land") },
  { kind: "project", slug: "villas", name: t("فلل", "Villas") },
  { kind: "project", slug: "apartments", name: t("شقق", "Apartments") },
  { kind: "project", slug: "townhouses", name: t("تاون هاوس", "Townhouses") },
  { kind: "project", slug: "residential-land", name: t("مخططات سكنية", "Residential Land") },
  { kind: "project", slug: "commercial", name: t("مشاريع تجارية", "Commercial") },
  { kind: "property", slug: "apartment", name: t("شقق", "Apartments") },
  { kind: "property", slug: "villa", name: t("فلل", "Villas") },
  { kind: "property", slug: "office", name: t("مكاتب", "Offices") },
  { kind: "property", slug: "shop", name: t("محلات تجارية", "Shops") },
  { kind: "property", slug: "warehouse", name: t("مستودعات", "Warehouses") },
  { kind: "property", slug: "building", name: t("عمائر", "Buildings") },
  { kind: "property", slug: "land", name: t("أراضٍ", "Land") },
  { kind: "property", slug: "rest-house", name: t("استراحات", "Rest Houses") },
];

// ---------------------------------------------------------------------------------------------------------------------
// Places: real districts with approximate centre coordinates
// ---------------------------------------------------------------------------------------------------------------------

interface District {
  city: string;
  name: Bilingual;
  lat: number;
  lng: number;
}

const districts = {
  malqa: { city: "riyadh", name: t("حي الملقا", "Al Malqa"), lat: 24.8105, lng: 46.611 },
  hittin: { city: "riyadh", name: t("حي حطين", "Hittin"), lat: 24.762, lng: 46.6 },
  narjis: { city: "riyadh", name: t("حي النرجس", "An Narjis"), lat: 24.876, lng: 46.66 },
  yasmin: { city: "riyadh", name: t("حي الياسمين", "Al Yasmin"), lat: 24.827, lng: 46.648 },
  olaya: { city: "riyadh", name: t("حي العليا", "Olaya"), lat: 24.695, lng: 46.685 },
  sahafah: { city: "riyadh", name: t("حي الصحافة", "As Sahafah"), lat: 24.8, lng: 46.64 },
  qurtubah: { city: "riyadh", name: t("حي قرطبة", "Qurtubah"), lat: 24.806, lng: 46.74 },
  tuwaiq: { city: "riyadh", name: t("حي طويق", "Tuwaiq"), lat: 24.585, lng: 46.55 },
  arid: { city: "riyadh", name: t("حي العارض", "Al Arid"), lat: 24.905, lng: 46.615 },
  sulay: { city: "riyadh", name: t("حي السلي", "As Sulay"), lat: 24.597, lng: 46.86 },
  shati: { city: "jeddah", name: t("حي الشاطئ", "Ash Shati"), lat: 21.595, lng: 39.115 },
  obhur: { city: "jeddah", name: t("حي أبحر الشمالية", "Obhur Al Shamaliyah"), lat: 21.755, lng: 39.12 },
  rawdah: { city: "jeddah", name: t("حي الروضة", "Ar Rawdah"), lat: 21.562, lng: 39.148 },
  hamra: { city: "jeddah", name: t("حي الحمراء", "Al Hamra"), lat: 21.52, lng: 39.163 },
  salamah: { city: "jeddah", name: t("حي السلامة", "As Salamah"), lat: 21.593, lng: 39.152 },
  khumrah: { city: "jeddah", name: t("حي الخمرة", "Al Khumrah"), lat: 21.365, lng: 39.22 },
  shatiGharbi: { city: "dammam", name: t("حي الشاطئ الغربي", "Ash Shati Al Gharbi"), lat: 26.462, lng: 50.098 },
  faisaliyahDmm: { city: "dammam", name: t("حي الفيصلية", "Al Faisaliyah"), lat: 26.41, lng: 50.06 },
  nur: { city: "dammam", name: t("حي النور", "An Nur"), lat: 26.386, lng: 50.028 },
  shulah: { city: "dammam", name: t("حي الشعلة", "Ash Shulah"), lat: 26.372, lng: 50.055 },
  aziziyahMak: { city: "makkah", name: t("حي العزيزية", "Al Aziziyah"), lat: 21.41, lng: 39.875 },
  sharai: { city: "makkah", name: t("حي الشرائع", "Ash Shara'i"), lat: 21.487, lng: 39.93 },
  awali: { city: "makkah", name: t("حي العوالي", "Al Awali"), lat: 21.365, lng: 39.87 },
  quba: { city: "madinah", name: t("حي قباء", "Quba"), lat: 24.44, lng: 39.62 },
  aziziyahMad: { city: "madinah", name: t("حي العزيزية", "Al Aziziyah"), lat: 24.418, lng: 39.605 },
  khalidiyahMad: { city: "madinah", name: t("حي الخالدية", "Al Khalidiyah"), lat: 24.495, lng: 39.59 },
  olayaKhb: { city: "khobar", name: t("حي العليا", "Al Olaya"), lat: 26.276, lng: 50.192 },
  rakah: { city: "khobar", name: t("حي الراكة الشمالية", "Ar Rakah Ash Shamaliyah"), lat: 26.348, lng: 50.205 },
  mansak: { city: "abha", name: t("حي المنسك", "Al Mansak"), lat: 18.235, lng: 42.51 },
  hada: { city: "taif", name: t("الهدا", "Al Hada"), lat: 21.365, lng: 40.29 },
  shafa: { city: "taif", name: t("الشفا", "Ash Shafa"), lat: 21.07, lng: 40.35 },
  safra: { city: "qassim", name: t("حي الصفراء", "As Safra"), lat: 26.36, lng: 43.98 },
  khabib: { city: "qassim", name: t("الخبيب", "Al Khabib"), lat: 26.365, lng: 43.925 },
  muruj: { city: "tabuk", name: t("حي المروج", "Al Muruj"), lat: 28.41, lng: 36.55 },
} satisfies Record<string, District>;

type DistrictKey = keyof typeof districts;

interface Place {
  citySlug: string;
  location: Bilingual;
  lat: number;
  lng: number;
}

function cityName(slug: string): Bilingual {
  const city = demoCities.find((candidate) => candidate.slug === slug);
  if (!city) throw new Error(`Unknown demo city ${slug}`);
  return city.name;
}

/**
 * A point in a district: offsets in thousandths of a degree (about 100 m each) from its centre,
 * optionally with a landmark or street before "district, city".
 */
function at(key: DistrictKey, dLat: number, dLng: number, landmark?: Bilingual): Place {
  const district: District = districts[key];
  const city = cityName(district.city);
  const before = landmark ? t(`${landmark.ar}، `, `${landmark.en}, `) : t("", "");
  return {
    citySlug: district.city,
    location: t(`${before.ar}${district.name.ar}، ${city.ar}`, `${before.en}${district.name.en}, ${city.en}`),
    lat: round6(district.lat + dLat / 1000),
    lng: round6(district.lng + dLng / 1000),
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// Details and boundaries
// ---------------------------------------------------------------------------------------------------------------------

/** Details of spec §3: counts and measures as numbers, presence as true, plus an optional facade code. */
function det(values: Record<string, number | true>, facade?: Facade): DemoDetails {
  const details: DemoDetails = { ...values };
  if (facade) details.facade = facade;
  return details;
}

type Side = [lengthM: number, description: Bilingual];

function bounds(north: Side, south: Side, east: Side, west: Side): DemoBoundary[] {
  return [
    { direction: "north", lengthM: north[0], description: north[1] },
    { direction: "south", lengthM: south[0], description: south[1] },
    { direction: "east", lengthM: east[0], description: east[1] },
    { direction: "west", lengthM: west[0], description: west[1] },
  ];
}

const street = (width: number): Bilingual => t(`شارع عرض ${width} م`, `${width} m wide street`);
const walkway = (width: number): Bilingual => t(`ممر مشاة عرض ${width} م`, `${width} m pedestrian path`);
const neighbour = t("جار", "Neighbour");
const park = t("حديقة عامة", "Public park");
const farmNext = t("مزرعة مجاورة", "Neighbouring farm");

// ---------------------------------------------------------------------------------------------------------------------
// Descriptions: a hand-written opening, facts as a list, and a closing that fits the kind and status
// ---------------------------------------------------------------------------------------------------------------------

function yearsAr(years: number): string {
  return plural(years, "ar", arabicCounted.years);
}

/** Turns details into short list items; at most seven so the list stays readable. */
function detailFacts(details: DemoDetails, categorySlug: string): Bilingual[] {
  const facts: Bilingual[] = [];
  const count = (key: string, ar: string, en: string) => {
    const value = details[key];
    if (typeof value === "number") facts.push(t(`${ar}: ${num(value)}`, `${en}: ${num(value)}`));
  };
  const flag = (key: string, ar: string, en: string) => {
    if (details[key] === true) facts.push(t(ar, en));
  };
  count("units", "عدد الوحدات", "Units");
  count("apartments", "عدد الشقق", "Apartments");
  // An office's rooms are not bedrooms (domain/rooms.ts).
  if (isResidential(categorySlug, purposeOf(details))) count("rooms", "غرف النوم", "Bedrooms");
  else count("rooms", "الغرف", "Rooms");
  count("bathrooms", "دورات المياه", "Bathrooms");
  count("lounges", "الصالات", "Living rooms");
  count("majlis", "المجالس", "Majlis");
  const floor = details.floor;
  if (typeof floor === "number") {
    facts.push(floor === 0 ? t("الدور الأرضي", "Ground floor") : t(`الدور: ${floor}`, `Floor: ${floor}`));
  }
  const age = details.property_age;
  if (typeof age === "number") {
    const ageFact = t(`عمر العقار: ${yearsAr(age)}`, `Age: ${age} ${age === 1 ? "year" : "years"}`);
    facts.push(age === 0 ? t("جديد لم يُسكن", "Brand new, never occupied") : ageFact);
  }
  const width = details.street_width;
  if (typeof width === "number") facts.push(t(`عرض الشارع: ${width} م`, `Street width: ${width} m`));
  count("parking", "مواقف السيارات", "Parking spaces");
  count("wells", "عدد الآبار", "Wells");
  count("palm_trees", "عدد النخيل", "Palm trees");
  count("trees", "الأشجار المثمرة", "Fruit trees");
  flag("maid_room", "غرفة خادمة", "Maid's room");
  flag("driver_room", "غرفة سائق", "Driver's room");
  flag("elevator", "مصعد", "Elevator");
  flag("furnished", "مؤثث بالكامل", "Fully furnished");
  flag("yard", "فناء خارجي", "Outdoor yard");
  flag("warehouse", "غرفة تخزين ملحقة", "Attached storeroom");
  return facts.slice(0, 7);
}

function html(opening: Bilingual, facts: Bilingual[], closing: Bilingual, more?: Bilingual): Bilingual {
  const render = (lang: keyof Bilingual): string => {
    const list = facts.length > 0 ? `<ul>${facts.map((fact) => `<li>${fact[lang]}</li>`).join("")}</ul>` : "";
    const middle = more ? `<p>${more[lang]}</p>` : "";
    return `<p>${opening[lang]}</p>${list}${middle}<p>${closing[lang]}</p>`;
  };
  return t(render("ar"), render("en"));
}

/** Two wordings per situation, picked from the title so neighbouring listings read differently. */
const pick = (title: Bilingual, first: Bilingual, second: Bilingual): Bilingual =>
  title.en.length % 2 === 0 ? first : second;

function auctionClosing(status: Status, title: Bilingual, deposit: number, total: number): Bilingual {
  const dep = num(deposit);
  if (status === "COMPLETED") {
    return pick(
      title,
      t(
        "انتهى هذا المزاد وتمت ترسية العقارات على أصحاب أعلى المزايدات. شكرًا لجميع المشاركين، " +
          "وتابعنا لتطّلع على المزادات القادمة.",
        "This auction has closed and the lots were awarded to the highest bids. Thank you to every bidder — " +
          "follow us for upcoming auctions.",
      ),
      t(
        "أُغلق المزاد وأُعيدت مبالغ التأمين لغير الفائزين. إن كنت تبحث عن فرصة مشابهة فتواصل معنا " +
          "ليصلك إشعار بالمزادات القادمة في المنطقة نفسها.",
        "The auction is closed and deposits have been refunded to unsuccessful bidders. Looking for something " +
          "similar? Contact us to hear about upcoming auctions in the area.",
      ),
    );
  }
  if (status === "ACTIVE") {
    return pick(
      title,
      t(
        `المزايدة مفتوحة الآن بأسعار افتتاحية إجماليها <strong>${num(total)} ريال</strong>. ` +
          `سدّد مبلغ التأمين (${dep} ريال) وقدّم عرضك قبل إغلاق المزاد.`,
        `Bidding is live, with combined opening prices of <strong>SAR ${num(total)}</strong>. ` +
          `Pay the SAR ${dep} deposit and place your bid before the auction closes.`,
      ),
      t(
        `المزاد جارٍ حاليًا ويمكنك متابعة المزايدات لحظة بلحظة. مبلغ التأمين <strong>${dep} ريال</strong>، ` +
          "ويُستكمل سداد قيمة العقار خلال المدة المحددة في شروط المزاد بعد الترسية.",
        `The auction is running and bids update in real time. The deposit is <strong>SAR ${dep}</strong>; ` +
          "the balance is due within the period set in the auction terms after the award.",
      ),
    );
  }
  return pick(
    title,
    t(
      `التسجيل متاح الآن، ويُشترط لدخول المزايدة سداد مبلغ تأمين قدره <strong>${dep} ريال</strong> ` +
        "يُعاد كاملًا لمن لم يرسُ عليه المزاد. تتاح المعاينة بموعد مسبق قبل انطلاق المزايدة.",
      `Registration is open. Bidders pay a refundable deposit of <strong>SAR ${dep}</strong>, returned in full ` +
        "to everyone who does not win. Site visits can be booked before bidding opens.",
    ),
    t(
      `يبدأ المزاد قريبًا. جهّز مستنداتك وسدّد مبلغ التأمين البالغ <strong>${dep} ريال</strong> لتفعيل حسابك، ` +
        "وفريقنا جاهز للإجابة عن استفساراتك حول الصكوك واشتراطات البناء.",
      `Bidding opens soon. Prepare your documents and pay the <strong>SAR ${dep}</strong> deposit to activate ` +
        "your bidder account; our team is happy to answer questions about deeds and building rules.",
    ),
  );
}

function projectClosing(status: Status, title: Bilingual, priceFrom: number): Bilingual {
  const price = num(priceFrom);
  if (status === "SOLD") {
    return pick(
      title,
      t(
        "بيعت جميع وحدات المشروع. تواصل معنا ليصلك إشعار بمشاريعنا القادمة في الحي نفسه.",
        "Every unit in this project has been sold. Contact us to hear about our next launch " + "in the district.",
      ),
      t(
        "نفدت وحدات المشروع خلال فترة الطرح، ونشكر عملاءنا على ثقتهم. تابعنا لتطّلع على المشاريع الجديدة.",
        "The project sold out during its launch — thank you to our clients for their trust. " +
          "Follow us for new projects.",
      ),
    );
  }
  if (status === "COMPLETED") {
    return pick(
      title,
      t(
        "اكتمل تنفيذ المشروع وسُلّمت الوحدات لملّاكها، ويتولى اتحاد الملّاك إدارة المرافق المشتركة وصيانتها.",
        "Construction is complete and the units have been handed over; an owners' association runs and maintains " +
          "the shared facilities.",
      ),
      t(
        "أُنجز المشروع وفق الجدول الزمني المعلن، وقد تتوفر وحدات لإعادة البيع من الملّاك مباشرة بين حين وآخر.",
        "The project was delivered on schedule. Resale units from owners come up from time to time.",
      ),
    );
  }
  if (status === "ACTIVE") {
    return pick(
      title,
      t(
        `البيع على الخارطة جارٍ الآن بأسعار تبدأ من <strong>${price} ريال</strong>، ` +
          "بدفعات ميسّرة مرتبطة بمراحل الإنجاز.",
        `Off-plan sales are open from <strong>SAR ${price}</strong>, with instalments tied to construction milestones.`,
      ),
      t(
        `الحجز مفتوح والوحدات المتبقية محدودة، وتبدأ الأسعار من <strong>${price} ريال</strong>. ` +
          "احجز مبكرًا لتختار الموقع والواجهة المناسبين لك.",
        `Booking is open and remaining units are limited, from <strong>SAR ${price}</strong>. ` +
          "Reserve early to choose the position and orientation you prefer.",
      ),
    );
  }
  return pick(
    title,
    t(
      `الوحدات متاحة للحجز بأسعار تبدأ من <strong>${price} ريال</strong>، ويمكن الشراء بالتمويل العقاري ` +
        "عبر البنوك وجهات التمويل المرخّصة.",
      `Units are available from <strong>SAR ${price}</strong>, with mortgage financing through licensed banks ` +
        "and lenders.",
    ),
    t(
      `تبدأ الأسعار من <strong>${price} ريال</strong>، ويسعد فريق المبيعات بترتيب زيارة للوحدة النموذجية ` +
        "وشرح خيارات الدفع المتاحة.",
      `Prices start at <strong>SAR ${price}</strong>. Our sales team will gladly arrange a visit to the show unit ` +
        "and walk you through the payment options.",
    ),
  );
}

type Offer = "sale" | "rent";

function propertyClosing(
  status: Status,
  title: Bilingual,
  offer: Offer,
  amount: number,
  period: RentPeriod,
): Bilingual {
  const price = num(amount);
  const monthly = period === "monthly";
  const every = offer === "sale" ? t("", "") : monthly ? t(" شهريًا", " a month") : t(" سنويًا", " a year");
  const lease = monthly ? t("شهري", "a monthly") : t("سنوي", "an annual");
  if (status === "RENTED") {
    return pick(
      title,
      t(
        `العقار مؤجّر حاليًا بعقد ${lease.ar}؛ تواصل معنا ليصلك إشعار عند توفره مجددًا.`,
        `Currently rented on ${lease.en} lease. Contact us and we will tell you when it is free again.`,
      ),
      t(
        "تم تأجير هذا العقار. تصفّح عقاراتنا المتاحة للإيجار في الحي نفسه، أو تواصل معنا لنبحث لك عن خيار مشابه.",
        "This property has been rented. Browse our other rentals in the district, or contact us and we will find " +
          "you something similar.",
      ),
    );
  }
  if (status === "SOLD") {
    return pick(
      title,
      t(
        "تم بيع العقار وإفراغ الصك للمالك الجديد. لدينا عقارات مشابهة في المنطقة، تواصل معنا للاطلاع عليها.",
        "This property has been sold and the deed transferred. We have similar properties nearby — get in touch.",
      ),
      t(
        "تم بيع هذا العقار، ونُبقيه هنا مرجعًا لأسعار الحي. تواصل معنا وسنبلغك بأي عقار مماثل.",
        "Sold — kept here as a price reference for the district. Contact us and we will share similar listings.",
      ),
    );
  }
  if (status === "UPCOMING") {
    const what = offer === "rent" ? t("للإيجار", "for rent") : t("للبيع", "for sale");
    return pick(
      title,
      t(
        `سيُطرح العقار ${what.ar} قريبًا بسعر متوقع <strong>${price} ريال</strong>${every.ar}. ` +
          "سجّل اهتمامك الآن لتكون أول من يعلم بموعد المعاينة.",
        `Coming soon ${what.en} at an expected <strong>SAR ${price}</strong>${every.en}. ` +
          "Register now to be the first to hear about viewing dates.",
      ),
      t(
        `العقار في مرحلة التجهيز النهائي قبل طرحه ${what.ar}، ` +
          `والسعر المتوقع <strong>${price} ريال</strong>${every.ar}. ` +
          "تواصل معنا لحجز موعد معاينة مبكر.",
        `The property is being readied to go on the market ${what.en} at an expected <strong>SAR ${price}</strong>` +
          `${every.en}. Contact us to book an early viewing.`,
      ),
    );
  }
  if (offer === "rent") {
    const rent = monthly ? t("الإيجار الشهري", "Monthly rent") : t("الإيجار السنوي", "Annual rent");
    const instalments = monthly
      ? t("يُسدَّد شهريًا بعقد موثّق إلكترونيًا.", "payable monthly under an electronically registered lease.")
      : t(
          "يُسدَّد على دفعتين أو أربع دفعات بعقد موثّق إلكترونيًا.",
          "payable in two or four instalments under an electronically registered lease.",
        );
    return pick(
      title,
      t(
        `${rent.ar} <strong>${price} ريال</strong>، ${instalments.ar}`,
        `${rent.en} <strong>SAR ${price}</strong>, ${instalments.en}`,
      ),
      t(
        `متاح للإيجار بقيمة <strong>${price} ريال</strong>${every.ar}، والمعاينة متاحة طوال أيام الأسبوع بموعد مسبق.`,
        `Available to rent at <strong>SAR ${price}</strong>${every.en}; viewings any day of the week by appointment.`,
      ),
    );
  }
  return pick(
    title,
    t(
      `السعر المطلوب <strong>${price} ريال</strong>، والصك إلكتروني جاهز للإفراغ. تواصل معنا لترتيب موعد المعاينة.`,
      `Asking price <strong>SAR ${price}</strong>, with an electronic title deed ready for transfer. ` +
        "Contact us to arrange a viewing.",
    ),
    t(
      `معروض للبيع بسعر <strong>${price} ريال</strong> قابل للتفاوض في حدود المعقول، ويمكن الشراء بالتمويل العقاري.`,
      `Offered at <strong>SAR ${price}</strong> and open to reasonable offers; mortgage financing is possible.`,
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// Listing builders
// ---------------------------------------------------------------------------------------------------------------------

interface Common {
  categorySlug: string;
  status: Status;
  title: Bilingual;
  place: Place;
  /** First paragraph: written for this listing. */
  opening: Bilingual;
  /** Optional paragraph after the facts. */
  more?: Bilingual;
  details: DemoDetails;
  features: Feature[];
  imageCount: number;
  boundaries?: DemoBoundary[];
  videoUrl?: string;
}

interface LotInput {
  title: Bilingual;
  categorySlug: string;
  area: number;
  openingPrice: number;
  deedNumber: string;
  details: DemoDetails;
}

interface AuctionInput extends Common {
  startInDays: number;
  endInDays: number;
  depositAmount: number;
  lots: LotInput[];
}

interface ProjectInput extends Common {
  /** Starting price ("from") in SAR. */
  price: number;
  /** Smallest unit or plot area in m². */
  area: number;
  startInDays?: number;
  endInDays?: number;
}

interface PropertyInput extends Common {
  offer: Offer;
  /** Sale price, or the rent per period (yearly unless said), in SAR. */
  price: number;
  period?: RentPeriod;
  area: number;
}

function common(input: Common, description: Bilingual) {
  return {
    categorySlug: input.categorySlug,
    status: input.status,
    title: input.title,
    description,
    citySlug: input.place.citySlug,
    location: input.place.location,
    lat: input.place.lat,
    lng: input.place.lng,
    details: input.details,
    features: input.features,
    imageCount: input.imageCount,
    ...(input.boundaries ? { boundaries: input.boundaries } : {}),
    ...(input.videoUrl ? { videoUrl: input.videoUrl } : {}),
  };
}

const lot = (
  title: Bilingual,
  categorySlug: string,
  area: number,
  openingPrice: number,
  deedNumber: string,
  details: DemoDetails,
): LotInput => ({ title, categorySlug, area, openingPrice, deedNumber, details });

function auction(input: AuctionInput): DemoListing {
  const lots: DemoLot[] = input.lots.map((item, index) => ({
    ...item,
    lat: round6(input.place.lat + 0.0006 * (index + 1)),
    lng: round6(input.place.lng + (index % 2 === 0 ? 0.0005 : -0.0005) * (index + 1)),
    location: input.place.location,
  }));
  const price = sum(lots.map((item) => item.openingPrice));
  const area = sum(lots.map((item) => item.area));
  const facts = lots.map((item) =>
    t(
      `${item.title.ar}: ${num(item.area)} م²، السعر الافتتاحي ${num(item.openingPrice)} ريال`,
      `${item.title.en}: ${num(item.area)} m², opening price SAR ${num(item.openingPrice)}`,
    ),
  );
  const closing = auctionClosing(input.status, input.title, input.depositAmount, price);
  return {
    kind: "auction",
    ...common(input, html(input.opening, facts, closing, input.more)),
    price,
    area,
    startInDays: input.startInDays,
    endInDays: input.endInDays,
    depositAmount: input.depositAmount,
    lots,
  };
}

function project(input: ProjectInput): DemoListing {
  const size = t(`مساحات تبدأ من ${num(input.area)} م²`, `Sizes from ${num(input.area)} m²`);
  const facts = [size, ...detailFacts(input.details, input.categorySlug)];
  const closing = projectClosing(input.status, input.title, input.price);
  return {
    kind: "project",
    ...common(input, html(input.opening, facts.slice(0, 7), closing, input.more)),
    price: input.price,
    area: input.area,
    ...(input.startInDays === undefined ? {} : { startInDays: input.startInDays }),
    ...(input.endInDays === undefined ? {} : { endInDays: input.endInDays }),
  };
}

function property(input: PropertyInput): DemoListing {
  const facts = [
    t(`المساحة: ${num(input.area)} م²`, `Area: ${num(input.area)} m²`),
    ...detailFacts(input.details, input.categorySlug),
  ];
  const period = input.period ?? "yearly";
  const closing = propertyClosing(input.status, input.title, input.offer, input.price, period);
  return {
    kind: "property",
    ...common(input, html(input.opening, facts.slice(0, 7), closing, input.more)),
    price: input.price,
    ...(input.offer === "rent" ? { rentPeriod: period } : {}),
    area: input.area,
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// Auctions (12)
// ---------------------------------------------------------------------------------------------------------------------

const landLot = (no: number, scheme: number, area: number, price: number, deed: string, width: number, f: Facade) =>
  lot(
    t(`قطعة أرض رقم ${no} بمخطط ${scheme}`, `Plot ${no}, Scheme ${scheme}`),
    "residential-land",
    area,
    price,
    deed,
    det({ street_width: width }, f),
  );

const auctions: DemoListing[] = [
  auction({
    categorySlug: "residential-land",
    status: "UPCOMING",
    title: t("مزاد أراضي مخطط الياسمين السكني", "Al Yasmin Residential Plots Auction"),
    place: at("yasmin", 1, -2),
    startInDays: 9,
    endInDays: 11,
    depositAmount: 200_000,
    opening: t(
      "أربع قطع سكنية متجاورة في مخطط معتمد بحي الياسمين شمال الرياض، في محيط مكتمل الخدمات " +
        "تحيط به المدارس والجوامع والمراكز التجارية، وعلى مسافة قصيرة من الطرق الرئيسية.",
      "Four adjoining residential plots in an approved scheme in Al Yasmin, north Riyadh — a fully serviced " +
        "neighbourhood of schools, mosques and shopping centres, a short drive from the main roads.",
    ),
    more: t(
      "يمكن المزايدة على كل قطعة منفردة، وهي فرصة لمن يرغب في بناء مسكن العائلة " +
        "أو الاستثمار في أحد أكثر أحياء الشمال طلبًا.",
      "Each plot is bid on separately — a chance to build a family home or invest in one of the most sought-after " +
        "districts in the north of the city.",
    ),
    details: det({ street_width: 20 }),
    features: ["utilities_available", "electricity", "water", "mosques", "schools"],
    boundaries: bounds([50, street(20)], [50, street(15)], [53, walkway(6)], [53, neighbour]),
    lots: [
      landLot(12, 3456, 625, 2_812_500, "310114025871", 20, "N"),
      landLot(13, 3456, 600, 2_640_000, "310114025872", 15, "S"),
      landLot(27, 3456, 750, 3_450_000, "310114026310", 20, "NE"),
      landLot(28, 3456, 700, 3_080_000, "310114026311", 15, "E"),
    ],
    imageCount: 6,
    videoUrl: video("aqr7Vx2Lm9Q"),
  }),
  auction({
    categorySlug: "residential-land",
    status: "ACTIVE",
    title: t("مزاد أراضٍ سكنية في حي العارض شمال الرياض", "Residential Land Auction in Al Arid, North Riyadh"),
    place: at("arid", -3, 4),
    startInDays: -1,
    endInDays: 3,
    depositAmount: 150_000,
    opening: t(
      "ثلاث قطع سكنية واسعة في حي العارض، أحد أسرع أحياء شمال الرياض نموًا، بواجهات عريضة تتيح تصميم فلل مستقلة " +
        "أو مبانٍ سكنية وفق اشتراطات البلدية.",
      "Three generous residential plots in Al Arid, one of north Riyadh's fastest-growing districts, with wide " +
        "frontages suited to standalone villas or residential buildings within municipal rules.",
    ),
    details: det({ street_width: 30 }),
    features: ["utilities_available", "electricity", "water", "schools", "kids_playground"],
    boundaries: bounds([55, street(30)], [55, neighbour], [51, street(20)], [51, neighbour]),
    lots: [
      landLot(104, 3170, 900, 3_150_000, "410105887213", 30, "W"),
      landLot(105, 3170, 875, 3_020_000, "410105887214", 20, "E"),
      landLot(118, 3170, 1_050, 3_780_000, "410105887342", 30, "NW"),
    ],
    imageCount: 5,
  }),
  auction({
    categorySlug: "commercial-land",
    status: "COMPLETED",
    title: t("مزاد أراضٍ تجارية بحي العليا", "Commercial Land Auction in Olaya"),
    place: at("olaya", 2, 1, t("بين طريق الملك فهد وشارع العليا", "Between King Fahd Road and Olaya Street")),
    startInDays: -42,
    endInDays: -40,
    depositAmount: 500_000,
    opening: t(
      "قطعتان تجاريتان في قلب حي العليا، المركز المالي والتجاري للرياض، بين الأبراج المكتبية والفنادق والمجمعات " +
        "التجارية، وتصلحان لإقامة برج مكتبي أو مجمع تجاري متعدد الاستخدامات.",
      "Two commercial plots in the heart of Olaya, Riyadh's business district, among office towers, hotels and " +
        "shopping centres — suited to an office tower or a mixed-use retail complex.",
    ),
    details: det({ street_width: 36 }),
    features: ["utilities_available", "markets_malls", "hotels", "public_parking"],
    lots: [
      lot(
        t("أرض تجارية رقم 7 بمخطط 1042", "Commercial Plot 7, Scheme 1042"),
        "commercial-land",
        1_800,
        27_000_000,
        "210118004563",
        det({ street_width: 36 }, "E"),
      ),
      lot(
        t("أرض تجارية رقم 8 بمخطط 1042", "Commercial Plot 8, Scheme 1042"),
        "commercial-land",
        1_600,
        22_400_000,
        "210118004564",
        det({ street_width: 20 }, "W"),
      ),
    ],
    imageCount: 4,
  }),
  auction({
    categorySlug: "villas",
    status: "UPCOMING",
    title: t("مزاد فلل أبحر الشمالية", "Obhur Al Shamaliyah Villas Auction"),
    place: at("obhur", -4, 6),
    startInDays: 21,
    endInDays: 23,
    depositAmount: 250_000,
    opening: t(
      "ثلاث فلل سكنية على بُعد دقائق من شرم أبحر والواجهة البحرية شمال جدة، بتشطيبات جيدة ومساحات بناء " +
        "تناسب العائلات الكبيرة.",
      "Three family villas a few minutes from Obhur Creek and the north Jeddah waterfront, well finished and " +
        "with built-up areas that suit larger families.",
    ),
    details: det({ street_width: 20 }),
    features: ["private_parking", "yard", "annex", "air_conditioners", "schools", "mosques"],
    boundaries: bounds([38, street(20)], [38, neighbour], [38, street(15)], [38, neighbour]),
    lots: [
      lot(
        t("فيلا رقم 3 بمخطط 7021", "Villa 3, Scheme 7021"),
        "villas",
        450,
        2_900_000,
        "520117340981",
        det({ rooms: 5, bathrooms: 6, lounges: 2, kitchen: 1, majlis: 1, maid_room: true, property_age: 6 }, "N"),
      ),
      lot(
        t("فيلا رقم 4 بمخطط 7021", "Villa 4, Scheme 7021"),
        "villas",
        480,
        3_050_000,
        "520117340982",
        det({ rooms: 6, bathrooms: 6, lounges: 2, kitchen: 1, majlis: 1, driver_room: true, property_age: 6 }, "N"),
      ),
      lot(
        t("فيلا رقم 9 بمخطط 7021", "Villa 9, Scheme 7021"),
        "villas",
        520,
        3_400_000,
        "520117341207",
        det({ rooms: 6, bathrooms: 7, lounges: 3, kitchen: 1, majlis: 2, maid_room: true, yard: true }, "NE"),
      ),
    ],
    imageCount: 8,
  }),
  auction({
    categorySlug: "commercial-land",
    status: "ACTIVE",
    title: t("مزاد أراضٍ تجارية بحي الحمراء في جدة", "Al Hamra Commercial Plots Auction, Jeddah"),
    place: at("hamra", 2, -3),
    startInDays: -2,
    endInDays: 1,
    depositAmount: 300_000,
    opening: t(
      "موقع تجاري مميز في حي الحمراء وسط جدة، قريب من الكورنيش والقنصليات والمراكز التجارية، " +
        "ويصلح لإقامة معارض أو مبنى مكتبي أو فندق.",
      "A prime commercial location in central Jeddah's Al Hamra, close to the Corniche, consulates and shopping " +
        "centres — suited to showrooms, an office building or a hotel.",
    ),
    details: det({ street_width: 40 }),
    features: ["utilities_available", "markets_malls", "hotels", "public_parking"],
    lots: [
      lot(
        t("أرض تجارية رقم 21 بمخطط 512", "Commercial Plot 21, Scheme 512"),
        "commercial-land",
        1_200,
        9_600_000,
        "620104517736",
        det({ street_width: 40 }, "S"),
      ),
      lot(
        t("أرض تجارية رقم 22 بمخطط 512 (زاوية)", "Commercial Plot 22, Scheme 512 (corner)"),
        "commercial-land",
        1_350,
        10_530_000,
        "620104517737",
        det({ street_width: 40 }, "SE"),
      ),
    ],
    imageCount: 4,
  }),
  auction({
    categorySlug: "mixed-portfolio",
    status: "COMPLETED",
    title: t("مزاد محفظة عقارية متنوعة في الدمام", "Dammam Mixed Real Estate Portfolio Auction"),
    place: at("faisaliyahDmm", -2, 3),
    startInDays: -20,
    endInDays: -18,
    depositAmount: 200_000,
    opening: t(
      "محفظة من خمسة أصول في حي الفيصلية بالدمام تجمع بين فلل جاهزة للسكن وأراضٍ سكنية وتجارية، " +
        "طُرحت في مزاد علني واحد لتصفية ملكية مشتركة بين الشركاء.",
      "A portfolio of five assets in Al Faisaliyah, Dammam — move-in-ready villas alongside residential and " +
        "commercial plots — offered in a single public auction to settle a shared ownership.",
    ),
    details: det({ street_width: 25 }),
    features: ["utilities_available", "schools", "mosques", "markets_malls"],
    lots: [
      lot(
        t("فيلا سكنية رقم 7 بمخطط 210", "Residential Villa 7, Scheme 210"),
        "villas",
        400,
        1_650_000,
        "330112908114",
        det({ rooms: 5, bathrooms: 5, lounges: 2, majlis: 1, kitchen: 1, property_age: 9 }, "W"),
      ),
      landLot(45, 210, 600, 1_080_000, "330112908231", 15, "N"),
      lot(
        t("أرض تجارية رقم 3 بمخطط 210", "Commercial Plot 3, Scheme 210"),
        "commercial-land",
        900,
        2_700_000,
        "330112907402",
        det({ street_width: 30 }, "E"),
      ),
      landLot(46, 210, 600, 1_050_000, "330112908232", 15, "S"),
      lot(
        t("فيلا دوبلكس رقم 11 بمخطط 210", "Duplex Villa 11, Scheme 210"),
        "villas",
        375,
        1_480_000,
        "330112908516",
        det({ rooms: 4, bathrooms: 5, lounges: 1, majlis: 1, kitchen: 1, property_age: 5, maid_room: true }, "S"),
      ),
    ],
    imageCount: 7,
  }),
  auction({
    categorySlug: "residential-land",
    status: "UPCOMING",
    title: t("مزاد أراضي الشرائع بمكة المكرمة", "Ash Shara'i Plots Auction, Makkah"),
    place: at("sharai", 3, -4),
    startInDays: 3,
    endInDays: 4,
    depositAmount: 100_000,
    opening: t(
      "ست قطع سكنية بمساحات متوسطة في حي الشرائع شرق مكة المكرمة، ضمن مخطط مكتمل الخدمات " +
        "يسهل الوصول منه إلى المسجد الحرام والمشاعر المقدسة، وتناسب بناء مسكن خاص أو الاستثمار.",
      "Six mid-sized residential plots in Ash Shara'i, east Makkah, within a fully serviced scheme with easy " +
        "access to the Grand Mosque and the holy sites — good for a family home or as an investment.",
    ),
    details: det({ street_width: 15 }),
    features: ["utilities_available", "electricity", "water", "mosques"],
    boundaries: bounds([45, street(20)], [45, street(15)], [59, walkway(8)], [59, neighbour]),
    lots: [
      landLot(301, 1187, 450, 1_260_000, "220109663401", 15, "N"),
      landLot(302, 1187, 450, 1_260_000, "220109663402", 15, "N"),
      landLot(303, 1187, 500, 1_450_000, "220109663403", 20, "NE"),
      landLot(304, 1187, 420, 1_176_000, "220109663404", 15, "S"),
      landLot(305, 1187, 420, 1_176_000, "220109663405", 15, "S"),
      landLot(306, 1187, 480, 1_392_000, "220109663406", 20, "SE"),
    ],
    imageCount: 3,
  }),
  auction({
    categorySlug: "villas",
    status: "ACTIVE",
    title: t("مزاد فلل حي الخالدية بالمدينة المنورة", "Al Khalidiyah Villas Auction, Madinah"),
    place: at("khalidiyahMad", 2, 2),
    // Started yesterday: "today at 10:00 in Riyadh" is still to come before 07:00 UTC, when a running
    // auction would read as upcoming (and a journey expecting its end would fail at night).
    startInDays: -1,
    endInDays: 4,
    depositAmount: 120_000,
    opening: t(
      "فيلتان متلاصقتان بتصميم متطابق في حي الخالدية بالمدينة المنورة، مناسبتان لعائلتين من الأقارب " +
        "أو للاستثمار التأجيري، ولكل منهما مدخل مستقل وموقف سيارة خاص.",
      "Two identical semi-detached villas in Al Khalidiyah, Madinah — ideal for two related families or as " +
        "rental investments, each with its own entrance and private parking.",
    ),
    details: det({ street_width: 15 }),
    features: ["entrance", "private_parking", "separate_electricity", "separate_water", "mosques"],
    boundaries: bounds([30, street(15)], [30, neighbour], [24, neighbour], [24, walkway(6)]),
    lots: [
      lot(
        t("فيلا رقم 14 بمخطط 4418", "Villa 14, Scheme 4418"),
        "villas",
        360,
        1_850_000,
        "440110276659",
        det({ rooms: 5, bathrooms: 5, lounges: 1, majlis: 1, kitchen: 1, property_age: 3, driver_room: true }, "N"),
      ),
      lot(
        t("فيلا رقم 15 بمخطط 4418", "Villa 15, Scheme 4418"),
        "villas",
        360,
        1_820_000,
        "440110276660",
        det({ rooms: 5, bathrooms: 5, lounges: 1, majlis: 1, kitchen: 1, property_age: 3, maid_room: true }, "N"),
      ),
    ],
    imageCount: 6,
  }),
  auction({
    categorySlug: "agricultural",
    status: "COMPLETED",
    title: t("مزاد مزارع النخيل في الخبيب ببريدة", "Al Khabib Palm Farms Auction, Buraydah"),
    place: at("khabib", 0, -3),
    startInDays: -59,
    endInDays: -57,
    depositAmount: 150_000,
    opening: t(
      "ثلاث مزارع نخيل منتجة في الخبيب غرب بريدة، مزروعة بأصناف مطلوبة من السكري والخلاص، " +
        "وتخدمها آبار ارتوازية وشبكة ري بالتنقيط.",
      "Three productive palm farms in Al Khabib, west of Buraydah, planted with sought-after Sukkari and Khalas " +
        "dates and served by artesian wells and drip irrigation.",
    ),
    details: det({ street_width: 20 }),
    features: ["irrigation_system", "water", "electricity", "fruit_trees"],
    boundaries: bounds([160, street(20)], [160, farmNext], [160, farmNext], [160, street(12)]),
    lots: [
      lot(
        t("مزرعة رقم 5 بالخبيب", "Farm 5, Al Khabib"),
        "agricultural",
        9_800,
        1_960_000,
        "150103385520",
        det({ wells: 1, palm_trees: 220, trees: 40, street_width: 20 }, "N"),
      ),
      lot(
        t("مزرعة رقم 6 بالخبيب", "Farm 6, Al Khabib"),
        "agricultural",
        8_500,
        1_700_000,
        "150103385521",
        det({ wells: 1, palm_trees: 180, trees: 25, street_width: 12 }, "W"),
      ),
      lot(
        t("مزرعة رقم 9 بالخبيب", "Farm 9, Al Khabib"),
        "agricultural",
        7_200,
        1_440_000,
        "150103386014",
        det({ wells: 2, palm_trees: 150, trees: 60, street_width: 12 }, "S"),
      ),
    ],
    imageCount: 5,
  }),
  auction({
    categorySlug: "mixed-portfolio",
    status: "UPCOMING",
    title: t("مزاد أصول سكنية وتجارية في الخبر", "Al Khobar Residential and Commercial Assets Auction"),
    place: at("rakah", -2, -3),
    startInDays: 28,
    endInDays: 30,
    depositAmount: 250_000,
    opening: t(
      "ثلاثة أصول في حي الراكة الشمالية بالخبر: فيلا جاهزة وأرض تجارية على شارع رئيسي وأرض سكنية، " +
        "قريبة من الكورنيش ومن الطرق التي تربط الخبر بالدمام والظهران.",
      "Three assets in Ar Rakah Ash Shamaliyah, Al Khobar — a ready villa, a commercial plot on a main road and " +
        "a residential plot — close to the Corniche and the roads linking Al Khobar with Dammam and Dhahran.",
    ),
    details: det({ street_width: 30 }),
    features: ["utilities_available", "markets_malls", "schools", "hospitals"],
    lots: [
      lot(
        t("فيلا رقم 18 بمخطط 288", "Villa 18, Scheme 288"),
        "villas",
        450,
        2_600_000,
        "730115524470",
        det({ rooms: 5, bathrooms: 6, lounges: 2, majlis: 1, kitchen: 1, property_age: 7, yard: true }, "E"),
      ),
      lot(
        t("أرض تجارية رقم 2 بمخطط 288", "Commercial Plot 2, Scheme 288"),
        "commercial-land",
        1_000,
        4_500_000,
        "730115521902",
        det({ street_width: 30 }, "N"),
      ),
      landLot(64, 288, 625, 1_875_000, "730115525318", 15, "W"),
    ],
    imageCount: 5,
  }),
  auction({
    categorySlug: "agricultural",
    status: "ACTIVE",
    title: t("مزاد مزارع الورد في الشفا بالطائف", "Ash Shafa Rose Farms Auction, Taif"),
    place: at("shafa", 4, 2),
    startInDays: -2,
    endInDays: 5,
    depositAmount: 80_000,
    opening: t(
      "مزرعتان متجاورتان في مرتفعات الشفا بالطائف، حيث يُزرع الورد الطائفي الشهير إلى جانب الرمان والتين، " +
        "في أجواء معتدلة صيفًا تجعلها مناسبة للاستثمار الزراعي أو لإنشاء استراحة عائلية.",
      "Two neighbouring farms in the Ash Shafa highlands of Taif, where the famous Taif rose grows alongside " +
        "pomegranates and figs. Mild summers make them a good fit for farming or a family retreat.",
    ),
    details: det({ street_width: 12 }),
    features: ["irrigation_system", "fruit_trees", "water", "resorts"],
    boundaries: bounds([90, street(12)], [90, farmNext], [117, farmNext], [117, walkway(6)]),
    lots: [
      lot(
        t("مزرعة ورد طائفي رقم 2", "Taif Rose Farm 2"),
        "agricultural",
        6_500,
        1_950_000,
        "540108841327",
        det({ wells: 1, trees: 90, street_width: 12 }, "N"),
      ),
      lot(
        t("أرض زراعية رقم 3 مجاورة", "Adjoining Farmland Plot 3"),
        "agricultural",
        4_000,
        1_000_000,
        "540108841328",
        det({ wells: 1, trees: 40 }, "S"),
      ),
    ],
    imageCount: 7,
  }),
  auction({
    categorySlug: "residential-land",
    status: "COMPLETED",
    title: t("مزاد أراضي حي المروج بتبوك", "Al Muruj Residential Plots Auction, Tabuk"),
    place: at("muruj", -1, 3),
    startInDays: -8,
    endInDays: -6,
    depositAmount: 50_000,
    opening: t(
      "أربع قطع سكنية في حي المروج بتبوك ضمن مخطط معتمد ومكتمل البنية التحتية، " +
        "على مقربة من المدارس والجوامع والحدائق العامة.",
      "Four residential plots in Al Muruj, Tabuk, within an approved scheme with complete infrastructure, " +
        "close to schools, mosques and public parks.",
    ),
    details: det({ street_width: 20 }),
    features: ["utilities_available", "electricity", "water", "schools", "mosques"],
    boundaries: bounds([50, street(20)], [50, park], [51, street(15)], [51, neighbour]),
    lots: [
      landLot(41, 2290, 600, 720_000, "810106675541", 20, "N"),
      landLot(42, 2290, 600, 720_000, "810106675542", 20, "N"),
      landLot(43, 2290, 650, 812_500, "810106675543", 15, "NE"),
      landLot(57, 2290, 700, 840_000, "810106675608", 15, "S"),
    ],
    imageCount: 3,
  }),
];

// ---------------------------------------------------------------------------------------------------------------------
// Projects (15)
// ---------------------------------------------------------------------------------------------------------------------

const projects: DemoListing[] = [
  project({
    categorySlug: "villas",
    status: "AVAILABLE",
    title: t("فلل أبحر البحرية بإطلالة مباشرة على الشرم", "Obhur Seaside Villas Overlooking the Creek"),
    place: at("obhur", 6, -8, t("على الكورنيش الشمالي مقابل الشرم", "On the North Corniche facing the creek")),
    price: 3_450_000,
    area: 420,
    opening: t(
      "مجمع سكني مسوّر من 24 فيلا بتصميم معاصر على مقربة من شرم أبحر، لكل فيلا مسبح خاص وحديقة " +
        "وسطح بإطلالة على البحر، مع بوابة حراسة على مدار الساعة.",
      "A gated community of 24 contemporary villas near Obhur Creek. Every villa has its own pool, garden and " +
        "sea-view roof terrace, with a staffed gatehouse around the clock.",
    ),
    more: t(
      "صُممت المساحات الداخلية لتستقبل الضوء الطبيعي من الجهات كافة، مع مجلس رجال مستقل وجناح رئيسي في الدور العلوي.",
      "Interiors are planned to bring in daylight from every side, with a separate majlis for guests and a main " +
        "suite upstairs.",
    ),
    details: det({ units: 24, rooms: 5, bathrooms: 6, majlis: 1, property_age: 0, street_width: 20 }, "W"),
    features: ["swimming_pool", "sea_view", "garden", "private_parking", "surveillance_cameras", "duplex"],
    boundaries: bounds([140, street(20)], [140, walkway(8)], [120, neighbour], [120, street(40)]),
    imageCount: 9,
    videoUrl: video("Rz3pK8nW1tY"),
  }),
  project({
    categorySlug: "apartments",
    status: "ACTIVE",
    title: t("أبراج الصحافة السكنية", "As Sahafah Residential Towers"),
    place: at("sahafah", 3, -2),
    price: 890_000,
    area: 135,
    startInDays: -30,
    endInDays: 120,
    opening: t(
      "برجان سكنيان من 12 طابقًا في حي الصحافة يضمّان 96 شقة بين غرفتين وأربع غرف، مع نادٍ رياضي " +
        "ومسبح على السطح ومواقف سيارات في القبو.",
      "Two 12-storey residential towers in As Sahafah with 96 apartments of two to four bedrooms, a gym, " +
        "a rooftop pool and basement parking.",
    ),
    details: det({ units: 96, rooms: 3, bathrooms: 3, elevator: true, parking: 1 }),
    features: ["elevator", "gym", "swimming_pool", "private_parking", "surveillance_cameras", "kids_playground"],
    imageCount: 7,
  }),
  project({
    categorySlug: "townhouses",
    status: "AVAILABLE",
    title: t("تاون هاوس النرجس", "An Narjis Townhouses"),
    place: at("narjis", -4, 5),
    price: 1_650_000,
    area: 250,
    opening: t(
      "أربعون وحدة تاون هاوس بثلاثة أدوار في حي النرجس، تجمع خصوصية الفيلا وسهولة صيانة الشقة، " +
        "مع حديقة أمامية صغيرة وموقفين لكل وحدة.",
      "Forty three-storey townhouses in An Narjis that pair the privacy of a villa with the easy upkeep of an " +
        "apartment, each with a small front garden and two parking spaces.",
    ),
    details: det({ units: 40, rooms: 4, bathrooms: 4, lounges: 1, kitchen: 1, maid_room: true, parking: 2 }),
    features: ["duplex", "garden", "private_parking", "kids_playground", "mosques", "schools"],
    boundaries: bounds([110, street(30)], [110, street(15)], [96, park], [96, neighbour]),
    imageCount: 6,
  }),
  project({
    categorySlug: "villas",
    status: "SOLD",
    title: t("فلل حطين الفاخرة", "Hittin Signature Villas"),
    place: at("hittin", 2, 3),
    price: 4_800_000,
    area: 600,
    startInDays: -120,
    endInDays: -20,
    opening: t(
      "اثنتا عشرة فيلا فاخرة في حي حطين بمساحات أراضٍ واسعة، لكل منها مصعد داخلي ومسبح وملحق خارجي للضيافة، " +
        "في شارع هادئ قريب من المدارس العالمية.",
      "Twelve luxury villas on large plots in Hittin, each with a private elevator, a pool and a guest annex, on a quiet " +
        "street close to international schools.",
    ),
    details: det({ units: 12, rooms: 6, bathrooms: 7, majlis: 1, elevator: true, driver_room: true }, "N"),
    features: ["swimming_pool", "elevator", "garden", "annex", "private_parking", "surveillance_cameras"],
    boundaries: bounds([120, street(20)], [120, neighbour], [75, street(15)], [75, walkway(6)]),
    imageCount: 8,
  }),
  project({
    categorySlug: "apartments",
    status: "COMPLETED",
    title: t("أبراج العزيزية السكنية بمكة المكرمة", "Al Aziziyah Residential Towers, Makkah"),
    place: at("aziziyahMak", -2, 4),
    price: 780_000,
    area: 140,
    opening: t(
      "ثلاثة أبراج سكنية في حي العزيزية بمكة المكرمة تضم 120 شقة عائلية، على مقربة من المشاعر المقدسة " +
        "والمستشفيات والأسواق، مع مصلى ومواقف مخصصة للسكان.",
      "Three residential towers in Al Aziziyah, Makkah, with 120 family apartments close to the holy sites, " +
        "hospitals and markets, plus a prayer hall and residents' parking.",
    ),
    details: det({ units: 120, rooms: 3, bathrooms: 2, elevator: true, parking: 1 }),
    features: ["elevator", "parking", "mosques", "markets_malls", "hospitals", "surveillance_cameras"],
    imageCount: 5,
  }),
  project({
    categorySlug: "residential-land",
    status: "ACTIVE",
    title: t("مخطط طويق السكني", "Tuwaiq Residential Scheme"),
    place: at("tuwaiq", 4, -3),
    price: 800_000,
    area: 400,
    startInDays: -10,
    endInDays: 60,
    opening: t(
      "مخطط سكني معتمد غرب الرياض يضم 180 قطعة بمساحات تبدأ من 400 م²، بشوارع مسفلتة وإنارة ومواقع مخصصة " +
        "للمدارس والمساجد والحدائق.",
      "An approved residential scheme in west Riyadh with 180 plots from 400 m², paved and lit streets, and sites " +
        "set aside for schools, mosques and parks.",
    ),
    details: det({ units: 180, street_width: 15 }),
    features: ["utilities_available", "electricity", "water", "mosques", "schools", "kids_playground"],
    boundaries: bounds([420, street(40)], [420, street(30)], [380, neighbour], [380, street(20)]),
    imageCount: 4,
  }),
  project({
    categorySlug: "apartments",
    status: "AVAILABLE",
    title: t("شقق الشاطئ بإطلالة بحرية", "Ash Shati Sea View Residences"),
    place: at("shati", 3, -4),
    price: 1_350_000,
    area: 165,
    opening: t(
      "مبنى سكني راقٍ من 48 شقة في حي الشاطئ، صُممت واجهاته الزجاجية لتمنح كل شقة إطلالة على البحر، " +
        "مع شرفات واسعة ونادٍ صحي ومسبح للسكان.",
      "An upscale 48-apartment building in Ash Shati whose glass façades give every home a view of the sea, " +
        "with wide balconies, a fitness club and a residents' pool.",
    ),
    details: det({ units: 48, rooms: 3, bathrooms: 3, balcony: 1, elevator: true, parking: 1 }),
    features: ["sea_view", "balcony", "elevator", "swimming_pool", "gym", "private_parking"],
    imageCount: 8,
  }),
  project({
    categorySlug: "commercial",
    status: "COMPLETED",
    title: t("مركز العليا للأعمال", "Olaya Business Centre"),
    place: at("olaya", -3, 2),
    price: 2_200_000,
    area: 180,
    opening: t(
      "مبنى مكتبي من 15 طابقًا في حي العليا بوحدات إدارية مرنة قابلة للدمج، وردهة استقبال بحراسة " +
        "ومواقف متعددة الطوابق للموظفين والزوار.",
      "A 15-storey office building in Olaya with flexible units that can be combined, a staffed lobby and " +
        "multi-level parking for staff and visitors.",
    ),
    details: det({ units: 60, elevator: true, parking: 3 }),
    features: ["elevator", "public_parking", "surveillance_cameras", "markets_malls", "hotels", "air_conditioners"],
    imageCount: 6,
  }),
  project({
    categorySlug: "townhouses",
    status: "SOLD",
    title: t("تاون هاوس الشاطئ الغربي", "Ash Shati Al Gharbi Townhouses"),
    place: at("shatiGharbi", 2, 4),
    price: 1_250_000,
    area: 220,
    startInDays: -90,
    endInDays: -15,
    opening: t(
      "ثلاثون وحدة تاون هاوس في الشاطئ الغربي بالدمام على بُعد دقائق من الكورنيش، بتصميم يناسب " +
        "العائلات الشابة ومساحات خضراء مشتركة وممرات للمشي.",
      "Thirty townhouses in Ash Shati Al Gharbi, minutes from the Dammam Corniche, designed for young families " +
        "with shared green spaces and walking paths.",
    ),
    details: det({ units: 30, rooms: 3, bathrooms: 4, lounges: 1, parking: 2 }),
    features: ["garden", "kids_playground", "private_parking", "duplex", "schools"],
    imageCount: 5,
  }),
  project({
    categorySlug: "villas",
    status: "ACTIVE",
    title: t("فلل قباء العائلية", "Quba Family Villas"),
    place: at("quba", -3, -2),
    price: 1_900_000,
    area: 375,
    startInDays: -5,
    endInDays: 90,
    opening: t(
      "ثماني عشرة فيلا عائلية في حي قباء بالمدينة المنورة، على مسافة قريبة من مسجد قباء، بتصميم يراعي " +
        "الخصوصية مع مجلس مستقل ومدخل للضيوف وفناء داخلي.",
      "Eighteen family villas in Quba, Madinah, a short distance from Quba Mosque, designed for privacy with " +
        "a separate majlis, a guest entrance and an inner courtyard.",
    ),
    details: det({ units: 18, rooms: 5, bathrooms: 5, majlis: 1, yard: true, maid_room: true }, "S"),
    features: ["entrance", "yard", "private_parking", "mosques", "annex"],
    boundaries: bounds([95, street(20)], [95, neighbour], [80, street(15)], [80, neighbour]),
    imageCount: 6,
  }),
  project({
    categorySlug: "villas",
    status: "COMPLETED",
    title: t("مجمع فلل العليا بالخبر", "Al Olaya Villa Compound, Al Khobar"),
    place: at("olayaKhb", 2, -3),
    price: 2_750_000,
    area: 420,
    opening: t(
      "مجمع مسوّر من 22 فيلا في حي العليا بالخبر، يضم نادياً اجتماعيًا ومسبحًا مشتركًا وملاعب للأطفال، " +
        "ويقع قريبًا من المدارس والمراكز التجارية الكبرى.",
      "A gated compound of 22 villas in Al Olaya, Al Khobar, with a clubhouse, a shared pool and children's " +
        "play areas, close to schools and major shopping centres.",
    ),
    details: det({ units: 22, rooms: 5, bathrooms: 6, lounges: 2, driver_room: true, maid_room: true }),
    features: ["swimming_pool", "kids_playground", "gym", "surveillance_cameras", "garden", "markets_malls"],
    boundaries: bounds([130, street(30)], [130, street(15)], [110, neighbour], [110, park]),
    imageCount: 7,
  }),
  project({
    categorySlug: "commercial",
    status: "AVAILABLE",
    title: t("مجمع الفيصلية التجاري", "Al Faisaliyah Retail Plaza"),
    place: at("faisaliyahDmm", 4, -2),
    price: 650_000,
    area: 80,
    opening: t(
      "مجمع تجاري مفتوح على شارع رئيسي في حي الفيصلية بالدمام، يضم 28 محلًا بواجهات زجاجية " +
        "ومواقف أمامية واسعة، ويناسب المطاعم والمقاهي ومحلات التجزئة.",
      "An open-air retail plaza on a main road in Al Faisaliyah, Dammam, with 28 glass-fronted shops and ample " +
        "front parking — well suited to restaurants, cafés and retail.",
    ),
    details: det({ units: 28, street_width: 30, parking: 2 }, "N"),
    features: ["public_parking", "markets_malls", "surveillance_cameras", "electricity"],
    imageCount: 4,
  }),
  project({
    categorySlug: "apartments",
    status: "ACTIVE",
    title: t("شقق العزيزية السكنية بالمدينة المنورة", "Al Aziziyah Apartments, Madinah"),
    place: at("aziziyahMad", 2, -4),
    price: 620_000,
    area: 120,
    startInDays: -3,
    endInDays: 45,
    opening: t(
      "أربعة مبانٍ سكنية متوسطة الارتفاع في حي العزيزية بالمدينة المنورة، بشقق عملية من غرفتين وثلاث غرف " +
        "وأسعار مناسبة للمشتري الأول.",
      "Four mid-rise residential buildings in Al Aziziyah, Madinah, with practical two- and three-bedroom " +
        "apartments priced for first-time buyers.",
    ),
    details: det({ units: 64, rooms: 3, bathrooms: 2, elevator: true, parking: 1 }),
    features: ["elevator", "parking", "kitchen", "mosques", "schools"],
    imageCount: 5,
  }),
  project({
    categorySlug: "residential-land",
    status: "SOLD",
    title: t("مخطط المنسك السكني في أبها", "Al Mansak Residential Scheme, Abha"),
    place: at("mansak", 3, 2),
    price: 540_000,
    area: 450,
    opening: t(
      "مخطط سكني في حي المنسك بأبها يضم 64 قطعة على سفح مرتفع بإطلالات مفتوحة وأجواء معتدلة طوال العام، " +
        "مع بنية تحتية مكتملة وشوارع مسفلتة.",
      "A residential scheme in Al Mansak, Abha, with 64 plots on a gentle slope, open views and a mild climate " +
        "all year, complete with infrastructure and paved streets.",
    ),
    details: det({ units: 64, street_width: 15 }),
    features: ["utilities_available", "electricity", "water", "mosques"],
    boundaries: bounds([260, street(30)], [260, neighbour], [150, street(20)], [150, park]),
    imageCount: 3,
  }),
  project({
    categorySlug: "apartments",
    status: "COMPLETED",
    title: t("إسكان السلامة العائلي", "As Salamah Family Residences"),
    place: at("salamah", -2, 3),
    price: 950_000,
    area: 150,
    opening: t(
      "مجموعة مبانٍ سكنية في حي السلامة بجدة تضم 64 شقة عائلية بمداخل مستقلة للرجال والعائلات، " +
        "وحديقة داخلية وملعب صغير للأطفال.",
      "A cluster of residential buildings in As Salamah, Jeddah, with 64 family apartments, separate entrances " +
        "for guests and family, an inner garden and a small playground.",
    ),
    details: det({ units: 64, rooms: 4, bathrooms: 3, elevator: true, parking: 1 }),
    features: ["elevator", "entrance", "garden", "kids_playground", "parking"],
    imageCount: 5,
  }),
];

// ---------------------------------------------------------------------------------------------------------------------
// Properties (30)
// ---------------------------------------------------------------------------------------------------------------------

/** Two units of the same tower share one point so the map can show overlapping pins. */
const malqaTower = at("malqa", 2, 4);

const properties: DemoListing[] = [
  property({
    categorySlug: "apartment",
    status: "AVAILABLE",
    offer: "sale",
    title: t("شقة ثلاث غرف في برج الملقا السكني", "Three-Bedroom Apartment in a Malqa Residential Tower"),
    place: malqaTower,
    price: 1_150_000,
    area: 160,
    opening: t(
      "شقة عائلية في الدور الرابع ببرج سكني حديث في حي الملقا، بصالة واسعة ومطبخ مجهّز وشرفة " +
        "تطل على الحي، مع دخول ذكي ومواقف في القبو.",
      "A family apartment on the fourth floor of a modern tower in Al Malqa, with a spacious living room, " +
        "a fitted kitchen and a balcony over the neighbourhood, plus smart entry and basement parking.",
    ),
    details: det(
      { floor: 4, rooms: 3, bathrooms: 3, lounges: 1, kitchen: 1, property_age: 2, elevator: true, parking: 1 },
      "S",
    ),
    features: ["elevator", "private_parking", "balcony", "air_conditioners", "kitchen", "surveillance_cameras"],
    imageCount: 7,
  }),
  property({
    categorySlug: "apartment",
    status: "RENTED",
    offer: "rent",
    title: t("شقة للإيجار في برج الملقا السكني", "Apartment for Rent in the Malqa Residential Tower"),
    place: malqaTower,
    price: 85_000,
    area: 140,
    opening: t(
      "شقة مفروشة من غرفتين في الدور السابع من البرج نفسه بحي الملقا، مناسبة للأزواج والموظفين، " +
        "مع غسالة ومجفف ومكيفات حديثة.",
      "A furnished two-bedroom apartment on the seventh floor of the same Al Malqa tower, suited to couples and " +
        "professionals, with a washer, dryer and modern air conditioning.",
    ),
    details: det({
      floor: 7,
      rooms: 2,
      bathrooms: 2,
      lounges: 1,
      kitchen: 1,
      furnished: true,
      elevator: true,
      parking: 1,
    }),
    features: ["furnished", "elevator", "private_parking", "air_conditioners", "laundry_room"],
    imageCount: 5,
  }),
  property({
    categorySlug: "villa",
    status: "AVAILABLE",
    offer: "sale",
    title: t("فيلا دوبلكس فاخرة بحي النرجس", "Luxury Duplex Villa in An Narjis"),
    place: at("narjis", 5, -4),
    price: 3_600_000,
    area: 400,
    opening: t(
      "فيلا دوبلكس جديدة بتشطيبات فاخرة في حي النرجس، بمجلس رجال ومدخل مستقل وصالة عائلية مفتوحة على " +
        "الحديقة، وملحق علوي يصلح جناحًا للضيوف.",
      "A brand-new duplex villa with premium finishes in An Narjis: a men's majlis with its own entrance, " +
        "a family living room opening onto the garden, and a roof annex that works as a guest suite.",
    ),
    details: det(
      {
        rooms: 5,
        bathrooms: 6,
        lounges: 2,
        kitchen: 1,
        majlis: 1,
        maid_room: true,
        driver_room: true,
        yard: true,
        parking: 2,
        property_age: 0,
        street_width: 18,
      },
      "N",
    ),
    features: ["duplex", "annex", "yard", "car_entrance", "air_conditioners", "separate_electricity", "separate_water"],
    boundaries: bounds([20, street(18)], [20, neighbour], [20, neighbour], [20, neighbour]),
    imageCount: 9,
    videoUrl: video("Hn5bQ2mX7cE"),
  }),
  property({
    categorySlug: "villa",
    status: "SOLD",
    offer: "sale",
    title: t("فيلا مستقلة مع مسبح في حطين", "Standalone Villa with Pool in Hittin"),
    place: at("hittin", -3, -2),
    price: 6_900_000,
    area: 750,
    opening: t(
      "فيلا زاوية مستقلة في حي حطين على شارعين، بمسبح خارجي وحديقة مشجرة ومصعد داخلي، " +
        "وجناح رئيسي بغرفة ملابس وحمام خاص.",
      "A standalone corner villa in Hittin on two streets, with an outdoor pool, a landscaped garden and an " +
        "internal elevator, plus a main suite with a dressing room and en-suite bathroom.",
    ),
    details: det(
      {
        rooms: 6,
        bathrooms: 7,
        lounges: 3,
        majlis: 2,
        kitchen: 2,
        maid_room: true,
        driver_room: true,
        elevator: true,
        parking: 3,
        property_age: 4,
        street_width: 20,
      },
      "NE",
    ),
    features: ["swimming_pool", "garden", "elevator", "annex", "surveillance_cameras", "private_parking"],
    boundaries: bounds([25, street(20)], [25, neighbour], [30, street(15)], [30, neighbour]),
    imageCount: 8,
  }),
  property({
    categorySlug: "office",
    status: "AVAILABLE",
    offer: "rent",
    title: t("مكتب إداري للإيجار في برج بحي العليا", "Office Space for Rent in an Olaya Tower"),
    place: at("olaya", 5, -1, t("طريق الملك فهد", "King Fahd Road")),
    price: 180_000,
    area: 210,
    opening: t(
      "مساحة مكتبية مجهّزة في الدور الرابع عشر من برج على طريق الملك فهد، بخمس غرف وقاعة اجتماعات " +
        "وإطلالة مفتوحة على العاصمة، جاهزة للتشغيل فورًا.",
      "A fitted office on the fourteenth floor of a tower on King Fahd Road, with five rooms, a meeting room " +
        "and open views over the capital — ready to move in.",
    ),
    details: det({ floor: 14, rooms: 5, bathrooms: 2, kitchen: 1, elevator: true, parking: 4, property_age: 8 }),
    features: ["elevator", "air_conditioners", "public_parking", "surveillance_cameras", "hotels", "markets_malls"],
    imageCount: 6,
  }),
  property({
    categorySlug: "shop",
    status: "RENTED",
    offer: "rent",
    title: t("محل تجاري للإيجار على شارع تجاري بحي الصحافة", "Retail Shop for Rent on a Busy Street in As Sahafah"),
    place: at("sahafah", -4, 3),
    price: 120_000,
    area: 95,
    opening: t(
      "محل بواجهة زجاجية عريضة على شارع تجاري نشط في حي الصحافة، بميزانين ومستودع خلفي، " +
        "ويناسب المقاهي ومحلات التجزئة.",
      "A shop with a wide glass front on a lively commercial street in As Sahafah, with a mezzanine and a back " +
        "storeroom — suited to a café or retail.",
    ),
    details: det({ street_width: 30, property_age: 3, bathrooms: 1, warehouse: true }, "S"),
    features: ["electricity", "public_parking", "markets_malls", "surveillance_cameras"],
    imageCount: 4,
  }),
  property({
    categorySlug: "warehouse",
    status: "AVAILABLE",
    offer: "rent",
    title: t("مستودع للإيجار في حي السلي", "Warehouse for Rent in As Sulay"),
    place: at("sulay", 3, -5),
    price: 150_000,
    area: 1_200,
    opening: t(
      "مستودع بهيكل حديدي وارتفاع داخلي 9 أمتار في حي السلي شرق الرياض، ببوابتين للشاحنات " +
        "وساحة تحميل ومكتب إداري ملحق، مع ترخيص دفاع مدني سارٍ.",
      "A steel-frame warehouse with a 9 m clear height in As Sulay, east Riyadh: two truck gates, a loading yard " +
        "and an attached office, with a valid civil defence licence.",
    ),
    details: det({ street_width: 30, property_age: 6, bathrooms: 2, parking: 6 }, "W"),
    features: ["car_entrance", "electricity", "water", "surveillance_cameras", "utilities_available"],
    imageCount: 3,
  }),
  property({
    categorySlug: "land",
    status: "ACTIVE",
    offer: "sale",
    title: t("أرض سكنية على شارعين بحي العارض", "Corner Residential Plot in Al Arid"),
    place: at("arid", 4, -3),
    price: 2_900_000,
    area: 800,
    opening: t(
      "أرض سكنية زاوية على شارعين في حي العارض، مستوية وجاهزة للبناء، في محيط مكتمل الخدمات " +
        "ومناسبة لفيلتين متجاورتين أو فيلا واسعة بحديقة.",
      "A level corner plot on two streets in Al Arid, ready to build on in a fully serviced area — room for two " +
        "side-by-side villas or one large villa with a garden.",
    ),
    details: det({ street_width: 20 }, "NW"),
    features: ["utilities_available", "electricity", "water", "mosques", "schools"],
    boundaries: bounds([25, street(20)], [25, neighbour], [32, neighbour], [32, street(15)]),
    imageCount: 3,
  }),
  property({
    categorySlug: "building",
    status: "SOLD",
    offer: "sale",
    title: t("عمارة سكنية استثمارية في قرطبة", "Residential Investment Building in Qurtubah"),
    place: at("qurtubah", 2, -3),
    price: 7_800_000,
    area: 900,
    opening: t(
      "عمارة سكنية مؤجرة بالكامل في حي قرطبة، تضم 12 شقة بعدادات كهرباء ومياه مستقلة، " +
        "وتحقّق دخلًا سنويًا ثابتًا مع نسبة إشغال عالية.",
      "A fully let residential building in Qurtubah with 12 apartments on separate electricity and water meters, " +
        "delivering steady yearly income and high occupancy.",
    ),
    details: det({ apartments: 12, elevator: true, parking: 12, property_age: 7, street_width: 20 }, "E"),
    features: ["elevator", "parking", "separate_electricity", "separate_water", "surveillance_cameras"],
    imageCount: 5,
  }),
  property({
    categorySlug: "apartment",
    status: "AVAILABLE",
    offer: "sale",
    title: t("شقة بإطلالة بحرية في حي الشاطئ", "Sea View Apartment in Ash Shati"),
    place: at("shati", -3, 2),
    price: 1_950_000,
    area: 210,
    opening: t(
      "شقة واسعة في الدور التاسع بحي الشاطئ في جدة، بإطلالة مباشرة على البحر من الصالة وغرفة النوم الرئيسية، " +
        "في مبنى بمسبح ونادٍ رياضي وحراسة على مدار الساعة.",
      "A spacious ninth-floor apartment in Ash Shati, Jeddah, with direct sea views from the living room and main " +
        "bedroom, in a building with a pool, gym and round-the-clock security.",
    ),
    details: det({
      floor: 9,
      rooms: 3,
      bathrooms: 4,
      lounges: 2,
      kitchen: 1,
      maid_room: true,
      elevator: true,
      parking: 2,
      balcony: 1,
      property_age: 5,
    }),
    features: ["sea_view", "balcony", "swimming_pool", "gym", "elevator", "private_parking", "surveillance_cameras"],
    imageCount: 8,
  }),
  property({
    categorySlug: "apartment",
    status: "RENTED",
    offer: "rent",
    title: t("شقة عائلية للإيجار بحي الروضة", "Family Apartment for Rent in Ar Rawdah"),
    place: at("rawdah", 2, 2),
    price: 55_000,
    area: 150,
    opening: t(
      "شقة عائلية من أربع غرف في حي الروضة بجدة، قريبة من المدارس والجوامع، بمطبخ مجهّز ومكيفات منفصلة " +
        "ومدخل مستقل للرجال.",
      "A four-bedroom family apartment in Ar Rawdah, Jeddah, near schools and mosques, with a fitted kitchen, " +
        "split air conditioners and a separate guest entrance.",
    ),
    details: det({
      floor: 2,
      rooms: 4,
      bathrooms: 2,
      lounges: 1,
      kitchen: 1,
      property_age: 10,
      elevator: true,
      parking: 1,
    }),
    features: ["elevator", "kitchen", "air_conditioners", "schools", "mosques"],
    imageCount: 4,
  }),
  property({
    categorySlug: "villa",
    status: "AVAILABLE",
    offer: "sale",
    title: t("فيلا مع مسبح قرب شرم أبحر", "Villa with Pool near Obhur Creek"),
    place: at("obhur", 3, 5),
    price: 4_250_000,
    area: 560,
    opening: t(
      "فيلا عصرية في أبحر الشمالية على بُعد دقائق من الشرم، بمسبح وجلسة خارجية وحديقة، " +
        "ومجلس واسع يستقبل الضيوف بمدخل مستقل.",
      "A contemporary villa in Obhur Al Shamaliyah, minutes from the creek, with a pool, an outdoor seating area " +
        "and a garden, plus a large majlis with its own guest entrance.",
    ),
    details: det(
      {
        rooms: 5,
        bathrooms: 6,
        lounges: 2,
        majlis: 1,
        kitchen: 1,
        maid_room: true,
        driver_room: true,
        yard: true,
        parking: 3,
        property_age: 2,
        street_width: 20,
      },
      "W",
    ),
    features: ["swimming_pool", "garden", "annex", "car_entrance", "surveillance_cameras", "air_conditioners"],
    boundaries: bounds([20, neighbour], [20, neighbour], [28, neighbour], [28, street(20)]),
    imageCount: 9,
    videoUrl: video("Jd9sL4vP0aU"),
  }),
  property({
    categorySlug: "shop",
    status: "ACTIVE",
    offer: "rent",
    title: t("معرض تجاري للإيجار بحي الحمراء", "Showroom for Rent in Al Hamra"),
    place: at("hamra", -3, 2),
    price: 175_000,
    area: 240,
    opening: t(
      "معرض بواجهة 16 مترًا على شارع رئيسي بعرض 40 مترًا في حي الحمراء بجدة، مناسب لمعارض الأثاث " +
        "أو السيارات أو المطاعم، مع مستودع ملحق ومواقف أمامية.",
      "A showroom with a 16 m frontage on a 40 m main road in Al Hamra, Jeddah — right for furniture, cars or " +
        "a restaurant — with an attached storeroom and front parking.",
    ),
    details: det({ street_width: 40, property_age: 4, bathrooms: 2, warehouse: true }, "E"),
    features: ["markets_malls", "public_parking", "electricity", "surveillance_cameras"],
    imageCount: 5,
  }),
  property({
    categorySlug: "land",
    status: "UPCOMING",
    offer: "sale",
    title: t("أرض سكنية قريبة من البحر بأبحر الشمالية", "Residential Plot near the Sea in Obhur Al Shamaliyah"),
    place: at("obhur", -5, -4),
    price: 2_640_000,
    area: 880,
    opening: t(
      "أرض سكنية في أبحر الشمالية على بُعد خطوات من المنتجعات البحرية، بشكل منتظم وواجهة جنوبية، " +
        "تصلح لفيلا بمسبح أو استراحة عائلية.",
      "A regular-shaped residential plot in Obhur Al Shamaliyah, steps from the seaside resorts, with a southern " +
        "frontage — good for a villa with a pool or a family retreat.",
    ),
    details: det({ street_width: 20 }, "S"),
    features: ["utilities_available", "electricity", "water", "resorts", "mosques"],
    boundaries: bounds([22, neighbour], [22, street(20)], [40, neighbour], [40, neighbour]),
    imageCount: 3,
  }),
  property({
    categorySlug: "warehouse",
    status: "RENTED",
    offer: "rent",
    title: t("مستودع مرخّص للإيجار في الخمرة", "Licensed Warehouse for Rent in Al Khumrah"),
    place: at("khumrah", 2, -3),
    price: 140_000,
    area: 1_800,
    opening: t(
      "مستودع مرخّص في حي الخمرة جنوب جدة، قريب من الطرق المؤدية إلى الميناء ومكة المكرمة، " +
        "بساحة مناورة للشاحنات وأرضية خرسانية مقواة.",
      "A licensed warehouse in Al Khumrah, south Jeddah, close to the roads to the port and Makkah, with a truck " +
        "turning yard and a reinforced concrete floor.",
    ),
    details: det({ street_width: 30, property_age: 9, bathrooms: 2, parking: 4 }, "N"),
    features: ["car_entrance", "electricity", "water", "surveillance_cameras"],
    imageCount: 3,
  }),
  property({
    categorySlug: "apartment",
    status: "RENTED",
    offer: "rent",
    title: t("شقة مفروشة للإيجار في الفيصلية", "Furnished Apartment for Rent in Al Faisaliyah"),
    place: at("faisaliyahDmm", 1, -4),
    price: 4_500,
    period: "monthly",
    area: 120,
    opening: t(
      "شقة مفروشة بالكامل من غرفتين في حي الفيصلية بالدمام، بأثاث حديث وأجهزة منزلية جديدة، " +
        "قريبة من الأسواق والخدمات.",
      "A fully furnished two-bedroom apartment in Al Faisaliyah, Dammam, with modern furniture and new " +
        "appliances, close to shops and services.",
    ),
    details: det({
      floor: 1,
      rooms: 2,
      bathrooms: 2,
      lounges: 1,
      kitchen: 1,
      furnished: true,
      property_age: 4,
      parking: 1,
    }),
    features: ["furnished", "air_conditioners", "kitchen", "laundry_room", "parking"],
    imageCount: 6,
  }),
  property({
    categorySlug: "villa",
    status: "AVAILABLE",
    offer: "sale",
    title: t("فيلا زاوية على شارعين في الشاطئ الغربي", "Corner Villa in Ash Shati Al Gharbi, Dammam"),
    place: at("shatiGharbi", -3, -2),
    price: 2_350_000,
    area: 450,
    opening: t(
      "فيلا زاوية في حي الشاطئ الغربي بالدمام على بُعد دقائق من الواجهة البحرية، بحديقة جانبية " +
        "وملحق خارجي ومدخل سيارات مستقل.",
      "A corner villa in Ash Shati Al Gharbi, minutes from the Dammam waterfront, with a side garden, an outdoor " +
        "annex and a separate car entrance.",
    ),
    details: det(
      {
        rooms: 5,
        bathrooms: 5,
        lounges: 2,
        majlis: 1,
        kitchen: 1,
        maid_room: true,
        driver_room: true,
        yard: true,
        parking: 2,
        property_age: 8,
        street_width: 20,
      },
      "SE",
    ),
    features: ["annex", "yard", "garden", "car_entrance", "air_conditioners"],
    boundaries: bounds([20, neighbour], [20, street(20)], [22.5, street(15)], [22.5, neighbour]),
    imageCount: 7,
  }),
  property({
    categorySlug: "land",
    status: "SOLD",
    offer: "sale",
    title: t("أرض سكنية بحي النور في الدمام", "Residential Plot in An Nur, Dammam"),
    place: at("nur", 2, 3),
    price: 940_000,
    area: 625,
    opening: t(
      "أرض سكنية مربعة الشكل في حي النور بالدمام، في شارع هادئ قريب من الحديقة والمسجد، " + "وجاهزة للبناء مباشرة.",
      "A square residential plot in An Nur, Dammam, on a quiet street near a park and a mosque, ready to build on.",
    ),
    details: det({ street_width: 15 }, "E"),
    features: ["utilities_available", "electricity", "water", "mosques"],
    boundaries: bounds([25, neighbour], [25, neighbour], [25, street(15)], [25, neighbour]),
    imageCount: 3,
  }),
  property({
    categorySlug: "building",
    status: "ACTIVE",
    offer: "sale",
    title: t("عمارة تجارية سكنية على شارع رئيسي في الشعلة", "Mixed-Use Building on a Main Street in Ash Shulah"),
    place: at("shulah", -2, 4),
    price: 5_400_000,
    area: 750,
    opening: t(
      "عمارة تجارية سكنية في حي الشعلة بالدمام، تضم أربعة محلات في الدور الأرضي وثماني شقق في الأدوار العليا، " +
        "على شارع رئيسي بعرض 30 مترًا.",
      "A mixed-use building in Ash Shulah, Dammam, with four ground-floor shops and eight apartments above, " +
        "on a 30 m main road.",
    ),
    details: det({ apartments: 8, units: 4, elevator: true, parking: 10, property_age: 5, street_width: 30 }, "N"),
    features: ["elevator", "separate_electricity", "markets_malls", "parking", "surveillance_cameras"],
    imageCount: 5,
  }),
  property({
    categorySlug: "apartment",
    status: "AVAILABLE",
    offer: "sale",
    title: t("شقة تمليك قريبة من المشاعر في العزيزية", "Freehold Apartment near the Holy Sites in Al Aziziyah"),
    place: at("aziziyahMak", 3, -3),
    price: 880_000,
    area: 145,
    opening: t(
      "شقة تمليك في حي العزيزية بمكة المكرمة، على مقربة من المشاعر المقدسة والخدمات الصحية، " +
        "وتناسب السكن الدائم أو التأجير في المواسم.",
      "A freehold apartment in Al Aziziyah, Makkah, close to the holy sites and healthcare, suited to living in " +
        "or to seasonal letting.",
    ),
    details: det({
      floor: 5,
      rooms: 3,
      bathrooms: 2,
      lounges: 1,
      kitchen: 1,
      elevator: true,
      parking: 1,
      property_age: 3,
    }),
    features: ["elevator", "mosques", "markets_malls", "hospitals", "air_conditioners"],
    imageCount: 5,
  }),
  property({
    categorySlug: "building",
    status: "ACTIVE",
    offer: "sale",
    title: t("عمارة سكنية بمكة المكرمة في حي العوالي", "Residential Building in Al Awali, Makkah"),
    place: at("awali", 2, -2),
    price: 6_200_000,
    area: 600,
    opening: t(
      "عمارة سكنية من عشر شقق في حي العوالي بمكة المكرمة، بحالة إنشائية ممتازة وعقود إيجار سارية، " +
        "مع إمكانية التسليم شاغرة عند الطلب.",
      "A ten-apartment residential building in Al Awali, Makkah, in excellent structural condition with leases in " +
        "place, and the option of vacant handover on request.",
    ),
    details: det({ apartments: 10, elevator: true, parking: 6, property_age: 6, street_width: 20 }, "W"),
    features: ["elevator", "separate_electricity", "separate_water", "mosques", "hospitals"],
    imageCount: 4,
  }),
  property({
    categorySlug: "apartment",
    status: "UPCOMING",
    offer: "rent",
    title: t("شقة جديدة للإيجار بحي الشرائع", "New Apartment for Rent in Ash Shara'i"),
    place: at("sharai", -4, 3),
    price: 45_000,
    area: 130,
    opening: t(
      "شقة جديدة من ثلاث غرف في حي الشرائع بمكة المكرمة، في عمارة حديثة بمصعد ومواقف، " +
        "وقريبة من المدارس والأسواق اليومية.",
      "A new three-bedroom apartment in Ash Shara'i, Makkah, in a modern building with an elevator and parking, " +
        "close to schools and everyday shops.",
    ),
    details: det({
      floor: 3,
      rooms: 3,
      bathrooms: 2,
      lounges: 1,
      kitchen: 1,
      property_age: 0,
      elevator: true,
      parking: 1,
    }),
    features: ["elevator", "kitchen", "air_conditioners", "schools"],
    imageCount: 4,
  }),
  property({
    categorySlug: "apartment",
    status: "RENTED",
    offer: "rent",
    title: t("شقة للإيجار بالقرب من مسجد قباء", "Apartment for Rent near Quba Mosque"),
    place: at("quba", 3, 3, t("طريق قباء قرب مسجد قباء", "Quba Road near Quba Mosque")),
    price: 60_000,
    area: 140,
    opening: t(
      "شقة هادئة من ثلاث غرف في حي قباء بالمدينة المنورة، على مسافة مشي من مسجد قباء، " +
        "في عمارة حديثة قريبة من الأسواق والخدمات.",
      "A quiet three-bedroom apartment in Quba, Madinah, within walking distance of Quba Mosque, in a modern " +
        "building close to shops and services.",
    ),
    details: det({
      floor: 4,
      rooms: 3,
      bathrooms: 2,
      lounges: 1,
      kitchen: 1,
      elevator: true,
      parking: 1,
      property_age: 5,
    }),
    features: ["elevator", "mosques", "markets_malls", "air_conditioners", "kitchen"],
    imageCount: 5,
  }),
  property({
    categorySlug: "villa",
    status: "SOLD",
    offer: "sale",
    title: t("فيلا عائلية بحي الخالدية في المدينة المنورة", "Family Villa in Al Khalidiyah, Madinah"),
    place: at("khalidiyahMad", -3, -3),
    price: 2_150_000,
    area: 400,
    opening: t(
      "فيلا عائلية من دورين وملحق في حي الخالدية بالمدينة المنورة، بمجلس واسع وصالتين " + "وفناء خلفي مظلل.",
      "A two-storey family villa with an annex in Al Khalidiyah, Madinah, with a large majlis, two living rooms " +
        "and a shaded back yard.",
    ),
    details: det(
      {
        rooms: 5,
        bathrooms: 5,
        lounges: 2,
        majlis: 1,
        kitchen: 1,
        maid_room: true,
        yard: true,
        property_age: 6,
        street_width: 15,
      },
      "S",
    ),
    features: ["annex", "yard", "car_entrance", "mosques", "schools"],
    boundaries: bounds([20, neighbour], [20, street(15)], [20, neighbour], [20, neighbour]),
    imageCount: 6,
  }),
  property({
    categorySlug: "office",
    status: "UPCOMING",
    offer: "sale",
    title: t("مكتب إداري جديد بحي العليا في الخبر", "New Office Unit in Al Olaya, Al Khobar"),
    place: at("olayaKhb", -2, 3),
    price: 1_250_000,
    area: 150,
    opening: t(
      "وحدة مكتبية جديدة بصك مستقل في الدور السادس من مبنى إداري حديث بحي العليا في الخبر، " +
        "بتصميم مفتوح قابل للتقسيم ومواقف مخصصة.",
      "A new office unit with its own title deed on the sixth floor of a modern office building in Al Olaya, " +
        "Al Khobar, with an open layout that can be partitioned and reserved parking.",
    ),
    details: det({ floor: 6, rooms: 4, bathrooms: 2, kitchen: 1, elevator: true, parking: 3, property_age: 0 }),
    features: ["elevator", "air_conditioners", "private_parking", "surveillance_cameras", "hotels"],
    imageCount: 4,
  }),
  property({
    categorySlug: "apartment",
    status: "ACTIVE",
    offer: "sale",
    title: t("شقة دوبلكس مع سطح خاص في الراكة", "Duplex Apartment with Private Roof in Ar Rakah"),
    place: at("rakah", 3, 2),
    price: 1_100_000,
    area: 230,
    opening: t(
      "شقة دوبلكس في الدور الأخير بحي الراكة الشمالية بالخبر، بسطح خاص يصلح جلسة خارجية، " +
        "وأربع غرف نوم ومدخل مستقل.",
      "A top-floor duplex apartment in Ar Rakah Ash Shamaliyah, Al Khobar, with a private roof for outdoor " +
        "seating, four bedrooms and its own entrance.",
    ),
    details: det({
      floor: 3,
      rooms: 4,
      bathrooms: 4,
      lounges: 2,
      kitchen: 1,
      maid_room: true,
      parking: 2,
      balcony: 1,
      property_age: 1,
    }),
    features: ["duplex", "balcony", "private_parking", "air_conditioners", "laundry_room", "entrance"],
    imageCount: 6,
  }),
  property({
    categorySlug: "villa",
    status: "ACTIVE",
    offer: "sale",
    title: t("فيلا درج صالة مع شقتين في الصفراء ببريدة", "Villa with Two Rental Apartments in As Safra, Buraydah"),
    place: at("safra", 2, -3),
    price: 1_450_000,
    area: 375,
    opening: t(
      "فيلا درج صالة في حي الصفراء ببريدة، تسكنها العائلة في الدور الأرضي مع شقتين علويتين " +
        "بعدادات مستقلة تدر دخلًا إيجاريًا.",
      "A villa in As Safra, Buraydah, with the family home on the ground floor and two upstairs apartments on " +
        "separate meters that bring in rental income.",
    ),
    details: det(
      {
        rooms: 6,
        bathrooms: 6,
        lounges: 2,
        kitchen: 2,
        majlis: 1,
        apartments: 2,
        parking: 2,
        property_age: 3,
        street_width: 15,
      },
      "W",
    ),
    features: ["annex", "separate_electricity", "separate_water", "car_entrance", "yard"],
    boundaries: bounds([15, neighbour], [15, neighbour], [25, neighbour], [25, street(15)]),
    imageCount: 5,
  }),
  property({
    categorySlug: "villa",
    status: "SOLD",
    offer: "sale",
    title: t("فيلا حديثة بحي المروج في تبوك", "Modern Villa in Al Muruj, Tabuk"),
    place: at("muruj", 3, -2),
    price: 1_600_000,
    area: 400,
    opening: t(
      "فيلا حديثة بتصميم عصري في حي المروج بتبوك، بعزل حراري جيد يناسب شتاء المنطقة، " + "وحديقة أمامية ومجلس مستقل.",
      "A modern villa in Al Muruj, Tabuk, well insulated for the region's cold winters, with a front garden and " +
        "a separate majlis.",
    ),
    details: det(
      { rooms: 5, bathrooms: 5, lounges: 2, majlis: 1, kitchen: 1, driver_room: true, parking: 2, property_age: 2 },
      "N",
    ),
    features: ["garden", "car_entrance", "air_conditioners", "schools"],
    boundaries: bounds([20, street(20)], [20, neighbour], [20, neighbour], [20, neighbour]),
    imageCount: 5,
  }),
  property({
    categorySlug: "rest-house",
    status: "RENTED",
    offer: "rent",
    title: t("استراحة بإطلالة جبلية للإيجار في الهدا", "Mountain-View Rest House for Rent in Al Hada"),
    place: at("hada", -2, 3),
    price: 70_000,
    area: 2_400,
    opening: t(
      "استراحة عائلية في الهدا بالطائف بإطلالة على الجبال، بمسبح مسوّر وجلسات خارجية وأشجار مثمرة، " +
        "ومجلسين وغرف نوم للمبيت.",
      "A family rest house in Al Hada, Taif, with mountain views, a walled pool, outdoor seating and fruit trees, " +
        "plus two majlis rooms and bedrooms for overnight stays.",
    ),
    details: det(
      { rooms: 2, bathrooms: 3, majlis: 2, kitchen: 1, yard: true, trees: 25, palm_trees: 12, street_width: 15 },
      "S",
    ),
    features: ["swimming_pool", "kids_playground", "garden", "fruit_trees", "car_entrance"],
    boundaries: bounds([40, neighbour], [40, street(15)], [60, farmNext], [60, neighbour]),
    imageCount: 7,
  }),
  property({
    categorySlug: "apartment",
    status: "UPCOMING",
    offer: "sale",
    title: t("شقة بإطلالة جبلية في المنسك بأبها", "Mountain-View Apartment in Al Mansak, Abha"),
    place: at("mansak", -2, -3),
    price: 720_000,
    area: 170,
    opening: t(
      "شقة واسعة في حي المنسك بأبها، بنوافذ كبيرة تطل على الجبال ونسيم معتدل طوال الصيف، " +
        "في مبنى جديد من أربعة أدوار.",
      "A roomy apartment in Al Mansak, Abha, with large windows onto the mountains and cool breezes all summer, " +
        "in a new four-storey building.",
    ),
    details: det({ floor: 2, rooms: 3, bathrooms: 3, lounges: 1, kitchen: 1, balcony: 1, property_age: 0, parking: 1 }),
    features: ["balcony", "kitchen", "parking", "mosques"],
    imageCount: 4,
  }),
];

export const demoListings: DemoListing[] = [...auctions, ...projects, ...properties];
