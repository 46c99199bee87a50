import type { Company } from "./company.ts";
import type { CompanyPageContent, CompanyPageName } from "./company-pages.ts";
import type { Language } from "./language.ts";
import type { ListingKind } from "./listing.ts";
import type { ListingDetail } from "./listing-detail-wire.ts";
import type { ListingQuery } from "./listing-query.ts";
import type { ListingRef } from "./listing-ref.ts";
import type { Category, ListingSummary, ListPage } from "./listing-wire.ts";
import type { MapData } from "./map-item.ts";

/**
 * What the pages' server loaders may ask of the server. The server implements it
 * (server/services/) and hands it to React Router through the load context, so a
 * loader calls the same code as the API without an HTTP hop.
 */
export interface SiteServices {
  getCompany(): Promise<Company>;
  /** A company page as staff published it; null when nothing was, and the page shows the texts the code ships. */
  getCompanyPage<P extends CompanyPageName>(page: P): Promise<CompanyPageContent[P] | null>;
  listListings(kind: ListingKind, query: ListingQuery, language: Language): Promise<ListPage<ListingSummary>>;
  /** The first `limit` listings of a kind in the lists' order, for the related section of its detail pages. */
  relatedCandidates(kind: ListingKind, limit: number, language: Language): Promise<ListingSummary[]>;
  /** The visible ones of the listings named, in the order named; hidden or deleted ones are left out. */
  listingsByRefs(refs: readonly ListingRef[], language: Language): Promise<ListingSummary[]>;
  listCategories(kind: ListingKind, language: Language): Promise<Category[]>;
  /** One visible listing of the kind, or null when there is none with this id. */
  getListing(kind: ListingKind, id: number, language: Language): Promise<ListingDetail | null>;
  /**
   * Every visible listing with valid coordinates, as map items (spec §3), by kind. `prepare` runs
   * on newly built data before anyone gets it (the API serialises and compresses it there).
   */
  getMapData(language: Language, prepare?: (data: MapData) => Promise<void>): Promise<MapData>;
}
