import type { Company } from "./company.ts";
import type { Language } from "./language.ts";
import type { ListingDetail } from "./listing-detail-wire.ts";
import { listingState } from "./listing-state.ts";
import { localizePath } from "./localized-path.ts";

/**
 * Structured data (schema.org as JSON-LD) that search engines read from the pages: the company on every page,
 * the breadcrumb of pages with a banner, and the listing on its detail page (an auction as an Event).
 */
export type JsonLd = Record<string, unknown>;

const context = "https://schema.org";

/**
 * The company as a real-estate agent, with its address, phone, office and licences. `description`: the about
 * page's intro as staff published it (docs/decisions/043-company-pages.md); without it, the working hours.
 */
export function companyLd(company: Company, language: Language, origin: string, description?: string | null): JsonLd {
  return {
    "@context": context,
    "@type": "RealEstateAgent",
    "@id": `${origin}/#company`,
    name: company.name[language],
    alternateName: company.name[language === "ar" ? "en" : "ar"],
    url: `${origin}${localizePath("/", language)}`,
    telephone: `+${company.phone.replace(/^\+/, "")}`,
    email: company.email,
    address: { "@type": "PostalAddress", streetAddress: company.address[language], addressCountry: "SA" },
    geo: { "@type": "GeoCoordinates", latitude: company.office.lat, longitude: company.office.lng },
    hasMap: company.office.placeUrl,
    // Free text in the company's settings: schema.org's openingHours wants "Su-Th 09:00-17:00", so the
    // hours go in as a description rather than a value crawlers would misread, unless the about page gives one.
    description: description || company.workingHours[language],
    identifier: [
      { "@type": "PropertyValue", propertyID: "FAL", value: company.licences.fal },
      { "@type": "PropertyValue", propertyID: "CR", value: company.licences.commercialRegistration },
    ],
    sameAs: company.social.map((link) => link.url),
  };
}

export interface BreadcrumbItem {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbLd(items: readonly BreadcrumbItem[]): JsonLd {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * A listing's detail page: a RealEstateListing with its offer in SAR, place and images; an auction also as an
 * Event with its dates and place. `url` is the page's absolute URL. Whether it is still open is the listing
 * state's to say at `now` (an open status whose end date has passed is closed): a closed listing's offer is sold
 * out, and an auction that is over says no EventScheduled (schema.org has no status for an event that ended).
 */
export function listingLd(
  listing: ListingDetail,
  url: string,
  origin: string,
  language: Language,
  now: Date | number,
): JsonLd[] {
  const open = listingState(listing, now).open;
  const images = listing.Images.map((image) => `${origin}${image.image}`);
  const place = {
    "@type": "Place",
    name: listing.location_description,
    address: { "@type": "PostalAddress", streetAddress: listing.location_description, addressCountry: "SA" },
    ...(listing.lat !== null && listing.lng !== null
      ? { geo: { "@type": "GeoCoordinates", latitude: listing.lat, longitude: listing.lng } }
      : {}),
  };
  const offer =
    listing.price !== null && listing.price > 0
      ? {
          "@type": "Offer",
          price: listing.price,
          priceCurrency: "SAR",
          availability: open ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
          url,
          ...(listing.rent_period
            ? {
                priceSpecification: {
                  "@type": "UnitPriceSpecification",
                  price: listing.price,
                  priceCurrency: "SAR",
                  unitCode: listing.rent_period === "monthly" ? "MON" : "ANN",
                },
              }
            : {}),
        }
      : undefined;
  const page: JsonLd = {
    "@context": context,
    "@type": "RealEstateListing",
    name: listing.title,
    url,
    inLanguage: language,
    ...(images.length > 0 ? { image: images } : {}),
    contentLocation: place,
    ...(listing.start_date ? { datePosted: listing.start_date } : {}),
    ...(offer ? { offers: offer } : {}),
    provider: { "@id": `${origin}/#company` },
  };
  if (listing.kind !== "auction" || !listing.start_date) return [page];
  const event: JsonLd = {
    "@context": context,
    "@type": "Event",
    name: listing.title,
    url,
    inLanguage: language,
    startDate: listing.start_date,
    ...(listing.end_date ? { endDate: listing.end_date } : {}),
    ...(open ? { eventStatus: "https://schema.org/EventScheduled" } : {}),
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: place,
    ...(images.length > 0 ? { image: images } : {}),
    organizer: { "@id": `${origin}/#company` },
    ...(offer ? { offers: offer } : {}),
  };
  return [page, event];
}

/** JSON for a `<script type="application/ld+json">`: nothing in it can close the script element. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}
