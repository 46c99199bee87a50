/** The company's five services (spec §2 /services sections), in display order. */
export const serviceSections = ["marketing", "management", "auction", "marketStudy", "consulting"] as const;
export type ServiceSection = (typeof serviceSections)[number];

/** Link to a service's own section on the services page. */
export function servicePath(section: ServiceSection): string {
  return `/services?section=${section}`;
}
