import { AboutIntro } from "../components/about/about-intro.tsx";
import { LicencesSection } from "../components/about/licences-section.tsx";
import { ObjectivesSection } from "../components/about/objectives-section.tsx";
import { ValuesSection } from "../components/about/values-section.tsx";
import { WhyUsSection } from "../components/about/why-us-section.tsx";
import { PageBanner } from "../components/page-banner.tsx";
import { PageMeta } from "../components/page-meta.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { useSectionCrumbs } from "../lib/use-section-crumbs.ts";

/** Spec §2 About: about us, values (4), why choose us (3), objectives (5), licences. */
export default function AboutPage() {
  const { t } = useTranslation();
  const title = t("pages.aboutus.title");
  const crumbs = useSectionCrumbs({ label: title, path: "/aboutus" });
  return (
    <>
      <PageMeta title={title} description={t("about.description")} />
      <PageBanner title={title} crumbs={crumbs} section="aboutus" />
      <AboutIntro />
      <ValuesSection />
      <WhyUsSection />
      <ObjectivesSection />
      <LicencesSection />
    </>
  );
}
