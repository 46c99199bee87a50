import { aboutView } from "../../domain/company-page-view.ts";
import { languageOfPath } from "../../domain/localized-path.ts";
import { AboutIntro } from "../components/about/about-intro.tsx";
import { LicencesSection } from "../components/about/licences-section.tsx";
import { ObjectivesSection } from "../components/about/objectives-section.tsx";
import { ValuesSection } from "../components/about/values-section.tsx";
import { WhyUsSection } from "../components/about/why-us-section.tsx";
import { PageBanner } from "../components/page-banner.tsx";
import { PageMeta } from "../components/page-meta.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { fetchCompanyPageContent, loadCompanyPageContent } from "../lib/company-page-content.ts";
import { useSiteData } from "../lib/site-data.ts";
import { useSectionCrumbs } from "../lib/use-section-crumbs.ts";
import type { Route } from "./+types/about";

/** The words staff published (docs/decisions/043-company-pages.md); null: the texts the site ships. */
export async function loader({ url, context }: Route.LoaderArgs) {
  return { content: await loadCompanyPageContent("about", url, context) };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { pathname } = new URL(request.url);
  const options = { language: languageOfPath(pathname), signal: request.signal };
  const content = await fetchCompanyPageContent("about", pathname, options);
  request.signal.throwIfAborted();
  return { content };
}

/** Spec §2 About: about us, values (4), why choose us (3), objectives (5), licences. */
export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { language } = useSiteData();
  const title = t("pages.aboutus.title");
  const crumbs = useSectionCrumbs({ label: title, path: "/aboutus" });
  const view = loaderData.content ? aboutView(loaderData.content, language) : null;
  return (
    <>
      <PageMeta title={title} description={t("about.description")} />
      <PageBanner title={title} crumbs={crumbs} section="aboutus" />
      <AboutIntro view={view} />
      <ValuesSection texts={view?.texts.values ?? null} />
      <WhyUsSection texts={view?.texts.whyUs ?? null} />
      <ObjectivesSection texts={view?.texts.objectives ?? null} />
      <LicencesSection texts={view?.texts.licences ?? null} />
    </>
  );
}
