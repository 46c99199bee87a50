import { describe, expect, it } from "vitest";
import type { Company } from "./company.ts";
import { aboutDescription } from "./company-page-view.ts";
import type { AboutPageContent, AboutTexts } from "./company-pages.ts";
import type { ListingDetail } from "./listing-detail-wire.ts";
import { breadcrumbLd, companyLd, listingLd, serializeJsonLd } from "./structured-data.ts";

const company = {
  name: { ar: "شركة العقار", en: "Realty Co." },
  phone: "966110000000",
  whatsapp: "966500000000",
  email: "info@example.sa",
  licences: { fal: "1200000000", commercialRegistration: "1010000000", auctions: "1", judicialSales: "2" },
  address: { ar: "الرياض، حي الملقا", en: "Malqa, Riyadh" },
  office: { lat: 24.8, lng: 46.6, placeUrl: "https://maps.example/place" },
  workingHours: { ar: "من الأحد إلى الخميس", en: "Sunday to Thursday" },
  social: [{ network: "x", url: "https://x.com/realty" }],
  customersCount: 1,
  isPlaceholder: false,
} as Company;

const auction = {
  id: 3,
  kind: "auction",
  title: "مزاد أرض الملقا",
  status: "UPCOMING",
  price: 1_500_000,
  rent_period: null,
  location_description: "الرياض، الملقا",
  lat: 24.8,
  lng: 46.6,
  start_date: "2026-12-01T09:00:00.000Z",
  end_date: "2026-12-03T09:00:00.000Z",
  Images: [{ image: "/media/a-1280.webp" }],
} as unknown as ListingDetail;

/** Before the auction's dates. */
const now = Date.parse("2026-11-25T12:00:00Z");

describe("structured data", () => {
  it("describes the company as a real-estate agent in the page's language", () => {
    const data = companyLd(company, "en", "https://www.example.sa");
    expect(data).toMatchObject({
      "@type": "RealEstateAgent",
      name: "Realty Co.",
      url: "https://www.example.sa/en",
      telephone: "+966110000000",
      address: { "@type": "PostalAddress", streetAddress: "Malqa, Riyadh", addressCountry: "SA" },
      geo: { latitude: 24.8, longitude: 46.6 },
      sameAs: ["https://x.com/realty"],
    });
    expect(data.identifier).toContainEqual({ "@type": "PropertyValue", propertyID: "FAL", value: "1200000000" });
  });

  it("takes the about page's published intro as the company's description, as plain text, else the hours", () => {
    const texts = (intro: string): AboutTexts => ({
      intro: { heading: "h", text: intro },
      values: { heading: "v", items: [] },
      objectives: { heading: "o", items: [] },
      licences: { heading: "l", text: "" },
    });
    const about: AboutPageContent = {
      ar: texts("<p>{{name}} شركة <strong>عقارية</strong></p><p>ثانية</p>"),
      en: texts('<h2>Who</h2><p>{{name}} &amp; partners<br>sell <a href="https://x.sa">homes</a> &lt;3</p>'),
      picture: null,
    };
    expect(aboutDescription(about, "ar", "شركة العقار")).toBe("شركة العقار شركة عقارية");
    expect(aboutDescription(about, "en", "Realty Co.")).toBe("Realty Co. & partners");
    expect(aboutDescription({ ...about, en: texts(`<p>${"word ".repeat(100)}</p>`) }, "en", "R")).toHaveLength(300);
    expect(aboutDescription({ ...about, en: texts("<p> </p><p>{{name}} &amp; co</p>") }, "en", "R")).toBe("R & co");

    const described = companyLd(company, "ar", "https://a.sa", aboutDescription(about, "ar", company.name.ar));
    expect(described.description).toBe("شركة العقار شركة عقارية");
    expect(companyLd(company, "en", "https://a.sa").description).toBe("Sunday to Thursday");
    expect(schemaProblems([described])).toEqual([]);
  });

  it("numbers breadcrumb items from 1", () => {
    const data = breadcrumbLd([
      { name: "الرئيسية", url: "https://a.sa/" },
      { name: "المزادات", url: "https://a.sa/auctions" },
    ]);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "الرئيسية", item: "https://a.sa/" },
      { "@type": "ListItem", position: 2, name: "المزادات", item: "https://a.sa/auctions" },
    ]);
  });

  it("gives an auction as a listing with its offer in SAR and as an event with its dates and place", () => {
    const [page, event] = listingLd(auction, "https://a.sa/auction/3", "https://a.sa", "ar", now);
    expect(page).toMatchObject({
      "@type": "RealEstateListing",
      url: "https://a.sa/auction/3",
      image: ["https://a.sa/media/a-1280.webp"],
      offers: { "@type": "Offer", price: 1_500_000, priceCurrency: "SAR", availability: "https://schema.org/InStock" },
      contentLocation: { "@type": "Place", geo: { "@type": "GeoCoordinates", latitude: 24.8, longitude: 46.6 } },
    });
    expect(event).toMatchObject({
      "@type": "Event",
      startDate: "2026-12-01T09:00:00.000Z",
      endDate: "2026-12-03T09:00:00.000Z",
      location: { "@type": "Place", name: "الرياض، الملقا" },
      eventStatus: "https://schema.org/EventScheduled",
    });
  });

  it("gives an auction whose end date has passed as sold out and not scheduled, though its status is still open", () => {
    const ended = { ...auction, status: "ACTIVE" } as ListingDetail;
    const afterEnd = Date.parse("2026-12-03T09:00:00.000Z");
    const [page, event] = listingLd(ended, "https://a.sa/auction/3", "https://a.sa", "ar", afterEnd);
    expect(page?.offers).toMatchObject({ availability: "https://schema.org/SoldOut" });
    expect(event?.offers).toMatchObject({ availability: "https://schema.org/SoldOut" });
    expect(event).toMatchObject({ "@type": "Event", endDate: "2026-12-03T09:00:00.000Z" });
    expect(event).not.toHaveProperty("eventStatus");
    const [, completed] = listingLd(
      { ...auction, status: "COMPLETED" } as ListingDetail,
      "u",
      "https://a.sa",
      "ar",
      now,
    );
    expect(completed).not.toHaveProperty("eventStatus");
  });

  it("prices a rent per year or month, and leaves the offer out without a price", () => {
    const rent = { ...auction, kind: "property", rent_period: "monthly", status: "RENTED" } as ListingDetail;
    const [page] = listingLd(rent, "https://a.sa/property/3", "https://a.sa", "en", now);
    expect(page?.offers).toMatchObject({
      availability: "https://schema.org/SoldOut",
      priceSpecification: { unitCode: "MON", priceCurrency: "SAR" },
    });
    const [unpriced, ...rest] = listingLd({ ...rent, price: null }, "u", "https://a.sa", "en", now);
    expect(unpriced).not.toHaveProperty("offers");
    expect(rest).toEqual([]);
  });

  it("serialises so that no text can end the script element", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script> & more" });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script> & more" });
  });
});

/**
 * schema.org's rules for what we emit (docs/decisions/019-search-engines.md): every node's properties are
 * defined on its type or a type it inherits from (as schema.org lists them), the properties search engines
 * need are there, enumerations name schema.org's members, dates are ISO 8601 and prices are numbers in SAR.
 */
const thing = ["name", "description", "url", "image", "identifier", "sameAs", "alternateName"];
const vocabulary: Record<string, { properties: string[]; required: string[] }> = {
  // LocalBusiness: Organization and Place.
  RealEstateAgent: {
    properties: [...thing, "address", "telephone", "email", "geo", "hasMap", "openingHours", "logo"],
    required: ["name", "address", "telephone"],
  },
  PostalAddress: {
    properties: [...thing, "streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"],
    required: ["addressCountry"],
  },
  GeoCoordinates: { properties: [...thing, "latitude", "longitude"], required: ["latitude", "longitude"] },
  PropertyValue: { properties: [...thing, "propertyID", "value"], required: ["propertyID", "value"] },
  BreadcrumbList: { properties: [...thing, "itemListElement"], required: ["itemListElement"] },
  ListItem: { properties: [...thing, "position", "item"], required: ["position", "name"] },
  // WebPage and CreativeWork.
  RealEstateListing: {
    properties: [...thing, "datePosted", "offers", "contentLocation", "inLanguage", "provider"],
    required: ["name", "url"],
  },
  Offer: {
    properties: [...thing, "price", "priceCurrency", "availability", "priceSpecification", "seller"],
    required: ["price", "priceCurrency"],
  },
  UnitPriceSpecification: {
    properties: [...thing, "price", "priceCurrency", "unitCode", "referenceQuantity"],
    required: ["price", "priceCurrency"],
  },
  Place: { properties: [...thing, "address", "geo", "hasMap"], required: [] },
  Event: {
    properties: [
      ...thing,
      "startDate",
      "endDate",
      "location",
      "eventStatus",
      "eventAttendanceMode",
      "organizer",
      "offers",
      "inLanguage",
    ],
    required: ["name", "startDate", "location"],
  },
};
const enumerations: Record<string, RegExp> = {
  availability: /^https:\/\/schema\.org\/(InStock|SoldOut|PreOrder|OutOfStock|LimitedAvailability)$/,
  eventStatus: /^https:\/\/schema\.org\/(EventScheduled|EventCancelled|EventPostponed|EventRescheduled)$/,
  eventAttendanceMode: /^https:\/\/schema\.org\/(OfflineEventAttendanceMode|OnlineEventAttendanceMode)$/,
};
const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** Every rule broken by a JSON-LD tree, as "path: problem". */
function schemaProblems(node: unknown, path = "$"): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => schemaProblems(item, `${path}[${index}]`));
  if (typeof node !== "object" || node === null) return [];
  const record = node as Record<string, unknown>;
  const type = record["@type"];
  const problems: string[] = [];
  if (typeof type === "string") {
    const known = vocabulary[type];
    if (!known) return [`${path}: ${type} is not a type we checked against schema.org`];
    for (const key of Object.keys(record)) {
      if (!key.startsWith("@") && !known.properties.includes(key)) problems.push(`${path}: ${type} has no ${key}`);
    }
    for (const key of known.required) if (record[key] === undefined) problems.push(`${path}: ${type} needs ${key}`);
  }
  for (const [key, value] of Object.entries(record)) {
    if (key in enumerations && !enumerations[key]?.test(String(value))) problems.push(`${path}.${key}: ${value}`);
    if (/^(startDate|endDate|datePosted)$/.test(key) && !isoDate.test(String(value))) {
      problems.push(`${path}.${key}: ${value} is not ISO 8601`);
    }
    if (key === "price" && typeof value !== "number") problems.push(`${path}.price: not a number`);
    if (key === "priceCurrency" && value !== "SAR") problems.push(`${path}.priceCurrency: ${value}`);
    if (key === "@context" && value !== "https://schema.org") problems.push(`${path}: context ${value}`);
    problems.push(...schemaProblems(value, `${path}.${key}`));
  }
  return problems;
}

describe("structured data by schema.org's rules", () => {
  it("the company, breadcrumbs, listings, rents and auctions use only schema.org's types and properties", () => {
    const rent = { ...auction, kind: "property", rent_period: "yearly", status: "ACTIVE" } as ListingDetail;
    const trees = [
      companyLd(company, "ar", "https://a.sa"),
      companyLd(company, "en", "https://a.sa"),
      breadcrumbLd([
        { name: "الرئيسية", url: "https://a.sa/" },
        { name: "المزادات", url: "https://a.sa/auctions" },
      ]),
      ...listingLd(auction, "https://a.sa/auction/3", "https://a.sa", "ar", now),
      ...listingLd(auction, "https://a.sa/en/auction/3", "https://a.sa", "en", Date.parse("2026-12-05T00:00:00Z")),
      ...listingLd(rent, "https://a.sa/property/3", "https://a.sa", "en", now),
    ];
    for (const tree of trees) expect(tree["@context"]).toBe("https://schema.org");
    expect(schemaProblems(trees)).toEqual([]);
  });

  it("catches a property that schema.org does not define and a missing one", () => {
    expect(schemaProblems({ "@type": "Event", name: "x", startDate: "2026-12-01", location: {}, price: 1 })).toEqual([
      "$: Event has no price",
    ]);
    expect(schemaProblems({ "@type": "Offer", price: "1", priceCurrency: "USD" })).toEqual([
      "$.price: not a number",
      "$.priceCurrency: USD",
    ]);
    expect(schemaProblems({ "@type": "Event", name: "x", location: {} })).toEqual(["$: Event needs startDate"]);
  });
});
