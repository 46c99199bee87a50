import type { ServiceSection } from "../../lib/services-catalogue.ts";
import type { IconName } from "../icon-catalogue.ts";

/** The icon of each service, the same on the home cards and the services page. */
export const serviceIcons: Record<ServiceSection, IconName> = {
  marketing: "megaphone",
  management: "key-round",
  auction: "gavel",
  marketStudy: "chart-column",
  consulting: "messages-square",
};
