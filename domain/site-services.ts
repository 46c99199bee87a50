import type { Company } from "./company.ts";
import type { Language } from "./language.ts";
import type { ListingKind } from "./listing.ts";
import type { ListingQuery } from "./listing-query.ts";
import type { Category, ListingSummary, ListPage } from "./listing-wire.ts";

/**
 * What the pages' server loaders may ask of the server. The server implements it
 * (server/services/) and hands it to React Router through the load context, so a
 * loader calls the same code as the API without an HTTP hop.
 */
export interface SiteServices {
  getCompany(): Promise<Company>;
  listListings(kind: ListingKind, query: ListingQuery, language: Language): Promise<ListPage<ListingSummary>>;
  listCategories(kind: ListingKind, language: Language): Promise<Category[]>;
}
