import { useTranslation } from "react-i18next";
import { SectionPlaceholder } from "../components/section-placeholder.tsx";
import { useSectionCrumbs } from "../lib/use-section-crumbs.ts";

export default function AuctionsPage() {
  const { t } = useTranslation();
  const title = t("pages.auctions.title");
  return <SectionPlaceholder title={title} crumbs={useSectionCrumbs({ label: title, path: "/auctions" })} />;
}
