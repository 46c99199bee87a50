import { type ServiceSectionName, serviceSectionNames } from "../../domain/company-page-view.ts";

/** The company's five services (spec §2 /services sections), in display order (their texts are staff's to edit). */
export const serviceSections = serviceSectionNames;
export type ServiceSection = ServiceSectionName;

/** Query parameter naming the open section (docs/decisions/011-services-sections.md). */
export const sectionParam = "section";

/** Link to a service's own section on the services page. */
export function servicePath(section: ServiceSection): string {
  return `/services?${sectionParam}=${section}`;
}

/** Navigation state that opens the services page on a section (spec §2). */
export interface ServicesNavigationState {
  section: ServiceSection;
}

export function isServiceSection(value: unknown): value is ServiceSection {
  return typeof value === "string" && (serviceSections as readonly string[]).includes(value);
}

/**
 * The section the services page opens on: the URL's `?section=` first (direct links,
 * reloads, back and forward), then the section passed in navigation state, then the first.
 */
export function activeServiceSection(search: string, state: unknown): ServiceSection {
  const fromUrl = new URLSearchParams(search).get(sectionParam);
  if (isServiceSection(fromUrl)) return fromUrl;
  const fromState = typeof state === "object" && state !== null ? (state as { section?: unknown }).section : undefined;
  if (isServiceSection(fromState)) return fromState;
  return serviceSections[0];
}

/** The list page where a service's offers can be browsed, for the services that have one. */
export const serviceListPaths = {
  marketing: "/directmarketing",
  management: "/propertymanagement",
  auction: "/auctions",
} as const satisfies Partial<Record<ServiceSection, string>>;
export type BrowsableService = keyof typeof serviceListPaths;

export function isBrowsableService(section: ServiceSection): section is BrowsableService {
  return section in serviceListPaths;
}
