import { useTranslation } from "react-i18next";
import { SectionPlaceholder } from "../components/section-placeholder.tsx";
import { useSectionCrumbs } from "../lib/use-section-crumbs.ts";

export default function AboutPage() {
  const { t } = useTranslation();
  const title = t("pages.aboutus.title");
  return <SectionPlaceholder title={title} crumbs={useSectionCrumbs({ label: title, path: "/aboutus" })} />;
}
