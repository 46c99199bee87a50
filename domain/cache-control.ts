/**
 * Every `Cache-Control` the site answers, by kind of answer (docs/decisions/007-caching.md): what a browser, a proxy
 * or a CDN may keep. The server's own cache (server/cache/) is what makes "ask again each time" cheap.
 */
export const cacheControl = {
  /** A server-rendered page: a browser keeps it but asks again each time, so a withdrawn listing never lingers. */
  page: "no-cache",
  /** Lists, categories and the map: stored by browsers and proxies, asked again each time (a change shows at once). */
  apiList: "public, no-cache",
  /** One listing: as lists. */
  apiDetail: "public, no-cache",
  /** The company's public details: they change rarely, and a minute's delay is harmless. */
  apiSettings: "public, max-age=60",
  /** The API's description. */
  apiDocs: "public, max-age=300",
  /** An auction's calendar file, when its links carry the configured origin. */
  calendar: "public, max-age=60",
  /** The sitemap, when its links carry the configured origin: shared caches a minute, browsers ask again. */
  sitemap: "public, max-age=0, s-maxage=60",
  /** robots.txt, when its links carry the configured origin. */
  robots: "public, max-age=3600",
  /** An answer whose links carry the request's own Host (no PUBLIC_ORIGIN): never handed to another visitor. */
  perHost: "private, no-cache",
  /** Uploaded media and their variants: a key is never reused for other content. */
  media: "public, max-age=31536000, immutable",
  /** A fingerprinted build asset (a new build has new names). */
  staticAsset: "public, max-age=31536000, immutable",
  /** Any other file of the client build (favicon, manifest): an hour. */
  staticFile: "public, max-age=3600",
  /** The back office's pages and API: never kept anywhere. */
  admin: "no-store",
  /** One visitor's or one moment's answer (a lead sent, an error, a redirect, health): never kept anywhere. */
  noStore: "no-store",
} as const;

export type CacheControlKind = keyof typeof cacheControl;

/**
 * The search alerts' pages (/alerts/…): a token and an e-mail address in their query, so never kept anywhere, by the
 * server's page cache or any other (docs/decisions/040-search-alerts.md).
 */
export function isAlertPagePath(path: string): boolean {
  return /^(\/en)?\/alerts(\/|\.data|$)/.test(path);
}
