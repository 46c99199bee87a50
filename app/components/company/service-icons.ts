import { ChartColumn, Gavel, KeyRound, type LucideIcon, Megaphone, MessagesSquare } from "lucide-react";
import type { ServiceSection } from "../../lib/services-catalogue.ts";

/** The icon of each service, the same on the home cards and the services page. */
export const serviceIcons: Record<ServiceSection, LucideIcon> = {
  marketing: Megaphone,
  management: KeyRound,
  auction: Gavel,
  marketStudy: ChartColumn,
  consulting: MessagesSquare,
};
