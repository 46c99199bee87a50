import { describe, expect, it } from "vitest";
import type { Company } from "./company.ts";
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
