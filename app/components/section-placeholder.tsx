import type { BannerSection } from "../../domain/banner.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { type Crumb, PageBanner } from "./page-banner.tsx";
import { PageMeta } from "./page-meta.tsx";

/** A page whose content is still being built: its banner, title and a short note. */
export function SectionPlaceholder({
  title,
  crumbs,
  section,
}: {
  title: string;
  crumbs: Crumb[];
  section: BannerSection;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={title} />
      <PageBanner title={title} crumbs={crumbs} section={section} />
      <section className="container-page py-16">
        <p className="text-lg text-ink-500">{t("common.comingSoon")}</p>
      </section>
    </>
  );
}
