import { useTranslation } from "react-i18next";
import { SectionPlaceholder } from "../components/section-placeholder.tsx";
import { parseListingId } from "../lib/listing-id.ts";
import { useSectionCrumbs } from "../lib/use-section-crumbs.ts";
import type { Route } from "./+types/property-detail";

export function loader({ params }: Route.LoaderArgs) {
  return { id: parseListingId(params.id) };
}

export default function PropertyDetailPage() {
  const { t } = useTranslation();
  const title = t("pages.property.title");
  const crumbs = useSectionCrumbs({ label: t("pages.propertymanagement.title"), path: "/propertymanagement" }, title);
  return <SectionPlaceholder title={title} crumbs={crumbs} />;
}
