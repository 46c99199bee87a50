import type { Company } from "./company.ts";

/**
 * What the pages' server loaders may ask of the server. The server implements it
 * (server/services/) and hands it to React Router through the load context, so a
 * loader calls the same code as the API without an HTTP hop.
 */
export interface SiteServices {
  getCompany(): Promise<Company>;
}
