import { useTranslation } from "react-i18next";
import { type Crumb, PageBanner } from "./page-banner.tsx";
import { PageMeta } from "./page-meta.tsx";

/** A page whose content is still being built: its banner, title and a short note. */
export function SectionPlaceholder({ title, crumbs }: { title: string; crumbs: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={title} />
      <PageBanner title={title} crumbs={crumbs} />
      <section className="container-page py-16">
        <p className="text-lg text-ink-500">{t("common.comingSoon")}</p>
      </section>
    </>
  );
}
