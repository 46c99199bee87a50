import { createContext } from "react-router";
import type { CompanyPageContent, CompanyPageName } from "../../domain/company-pages.ts";
import type { Language } from "../../domain/language.ts";
import type { ListingKind } from "../../domain/listing.ts";
import type { ListingDetail } from "../../domain/listing-detail-wire.ts";
import type { MapTiles } from "../../domain/map-tiles.ts";
import type { SiteServices } from "../../domain/site-services.ts";

/** The server's services, set by the Fastify host for every page request. */
export const servicesContext = createContext<SiteServices>();

export interface RequestInfo {
  /** CSP nonce for the page's inline scripts ("" in development). */
  nonce: string;
  /** Public origin for canonical and alternate links, e.g. https://www.example.sa. */
  origin: string;
  /**
   * Set by app/entry.server.tsx: the page's HTML (UTF-8) as it rendered it, so that the host keeps a page without
   * reading the response's body back (server/plugins/pages/render.ts).
   */
  renderedPage?: Buffer;
}

export const requestInfoContext = createContext<RequestInfo>();

/** Server settings the browser needs (from the environment, the same for every request). */
export interface PublicSettings {
  mapTiles: MapTiles;
}

export const publicSettingsContext = createContext<PublicSettings>();

/**
 * A listing as its public page would show it, drafts included, for the back office's preview: null when the
 * request has no staff session (or there is no such listing). Set by the host for every page request.
 */
export type ListingPreview = (kind: ListingKind, id: number, language: Language) => Promise<ListingDetail | null>;

// Set by the server on every request (server/app.ts): no default to ship to the browser.
export const listingPreviewContext = createContext<ListingPreview>();

/**
 * A company page as its draft would show, for the back office's preview: its draft (else what is published; null
 * content: the texts the site ships), or undefined when the request has no staff session allowed to edit pages.
 */
export type CompanyPagePreview = <P extends CompanyPageName>(
  page: P,
) => Promise<{ content: CompanyPageContent[P] | null } | undefined>;

export const companyPagePreviewContext = createContext<CompanyPagePreview>();
