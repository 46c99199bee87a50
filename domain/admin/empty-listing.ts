import { type ListingKind, statusesOfKind } from "../listing.ts";
import type { ListingInput } from "./listing-editor.ts";

/**
 * A listing with nothing filled in but its kind's first status: a new listing's form starts from it, and tests
 * build their inputs on it, so a field added to `ListingInput` is added here once.
 */
export function emptyListingInput(kind: ListingKind, overrides: Partial<ListingInput> = {}): ListingInput {
  return {
    categoryId: null,
    status: statusesOfKind[kind][0]!,
    titleAr: "",
    titleEn: "",
    descriptionAr: "",
    descriptionEn: "",
    locationAr: "",
    locationEn: "",
    city: "",
    price: null,
    rentPeriod: null,
    area: null,
    lat: null,
    lng: null,
    videoUrl: null,
    auctionUrl: null,
    auctionCertificateUrl: null,
    fileUrl: null,
    termsUrl: null,
    marketingProfileUrl: null,
    startDate: null,
    endDate: null,
    depositAmount: null,
    auctionLicenceNumber: null,
    details: {},
    codes: { facade: null, purpose: null },
    features: [],
    boundaries: [],
    lots: [],
    adLicenceNumber: null,
    adLicenceExpiresOn: null,
    advertiserNameAr: null,
    advertiserNameEn: null,
    advertiserFalLicence: null,
    adQrUrl: null,
    ...overrides,
  };
}
