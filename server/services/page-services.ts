import { data } from "react-router";
import type { SiteServices } from "../../domain/site-services.ts";
import { isDatabaseUnavailable } from "../db/outage.ts";

/**
 * The services as page loaders get them: a database outage becomes a 503 route error, which the root error
 * boundary shows as the "unavailable for now" page in the page's language (other errors stay 500s).
 */
export function pageServicesOf(services: SiteServices): SiteServices {
  const unavailable = (error: unknown): never => {
    if (isDatabaseUnavailable(error)) throw data("unavailable", { status: 503 });
    throw error;
  };
  return {
    getCompany: () => services.getCompany().catch(unavailable),
    getCompanyPage: (page) => services.getCompanyPage(page).catch(unavailable),
    listListings: (...args) => services.listListings(...args).catch(unavailable),
    relatedCandidates: (...args) => services.relatedCandidates(...args).catch(unavailable),
    listingsByRefs: (...args) => services.listingsByRefs(...args).catch(unavailable),
    listCategories: (...args) => services.listCategories(...args).catch(unavailable),
    getListing: (...args) => services.getListing(...args).catch(unavailable),
    getMapData: (...args) => services.getMapData(...args).catch(unavailable),
  };
}
