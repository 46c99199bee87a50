import type { ListingKind } from "../../domain/listing.ts";

/**
 * The cache's topics (docs/decisions/007-caching.md). A value is kept under one or more topics; the first is its
 * family. A staff change invalidates the topics of what it changed.
 */
export const topics = {
  /** Results of a list query (any listing may enter or leave one). */
  lists: "list",
  /** Every listing's detail answer. */
  details: "detail",
  /** The categories of a kind. */
  categories: "categories",
  /** The map's data. */
  map: "map",
  /** The company's settings. */
  company: "company",
  /** Rendered pages: every page shows the company and may show listings. */
  pages: "pages",
  /** The company's own pages as staff published them (docs/decisions/043-company-pages.md). */
  companyPages: "company-pages",
  /** The back office's lead counts. */
  leads: "lead-counts",
} as const;

/** One listing's detail answer, so a later change can name just it. */
export function listingTopic(kind: ListingKind, id: number): string {
  return `listing:${kind}:${id}`;
}

/** What a change to listings or categories makes stale: lists, details, categories, the map and the pages. */
export const listingsChangedTopics = [
  topics.lists,
  topics.details,
  topics.categories,
  topics.map,
  topics.pages,
] as const;

/** What a change to the company's settings makes stale. */
export const companyChangedTopics = [topics.company, topics.pages] as const;

/** What publishing a company page makes stale: its content and the rendered pages. */
export const companyPagesChangedTopics = [topics.companyPages, topics.pages] as const;

/** Every topic: what another process may publish that this one should hear. */
export const topicFamilies: readonly string[] = Object.values(topics);
