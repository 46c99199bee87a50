import { createContext } from "react-router";
import type { MapTiles } from "../../domain/map-tiles.ts";
import type { SiteServices } from "../../domain/site-services.ts";

/** The server's services, set by the Fastify host for every page request. */
export const servicesContext = createContext<SiteServices>();

export interface RequestInfo {
  /** CSP nonce for the page's inline scripts ("" in development). */
  nonce: string;
  /** Public origin for canonical and alternate links, e.g. https://www.example.sa. */
  origin: string;
}

export const requestInfoContext = createContext<RequestInfo>();

/** Server settings the browser needs (from the environment, the same for every request). */
export interface PublicSettings {
  mapTiles: MapTiles;
}

export const publicSettingsContext = createContext<PublicSettings>();
