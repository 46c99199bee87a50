import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { servicesView } from "../../domain/company-page-view.ts";
import { languageOfPath } from "../../domain/localized-path.ts";
import { PageBanner } from "../components/page-banner.tsx";
import { PageMeta } from "../components/page-meta.tsx";
import { ServicePanel } from "../components/services/service-panel.tsx";
import { ServiceTabs } from "../components/services/service-tabs.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { fetchCompanyPageContent, loadCompanyPageContent } from "../lib/company-page-content.ts";
import { activeServiceSection, sectionParam, serviceSections } from "../lib/services-catalogue.ts";
import { useSiteData } from "../lib/site-data.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { useSectionCrumbs } from "../lib/use-section-crumbs.ts";
import type { Route } from "./+types/services";

/** The words staff published (docs/decisions/043-company-pages.md); null: the texts the site ships. */
export async function loader({ url, context }: Route.LoaderArgs) {
  return { content: await loadCompanyPageContent("services", url, context) };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { pathname } = new URL(request.url);
  const options = { language: languageOfPath(pathname), signal: request.signal };
  const content = await fetchCompanyPageContent("services", pathname, options);
  request.signal.throwIfAborted();
  return { content };
}

/**
 * Spec §2 /services: the five sections, opening on the one named by `?section=` or passed
 * in navigation state (docs/decisions/011-services-sections.md).
 */
export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { language } = useSiteData();
  const texts = loaderData.content ? servicesView(loaderData.content, language) : null;
  const title = t("pages.services.title");
  const crumbs = useSectionCrumbs({ label: title, path: "/services" });
  const location = useLocation();
  const navigate = useNavigate();
  // Navigation state lives only in the browser's history: the first render ignores it to match the server's HTML.
  const hydrated = useHydrated();
  const active = activeServiceSection(location.search, hydrated ? location.state : null);
  const sectionInUrl = new URLSearchParams(location.search).has(sectionParam);

  // A section that came by navigation state is written into the address, so a reload,
  // a shared link or the back button later opens the same section.
  useEffect(() => {
    if (!sectionInUrl && active !== serviceSections[0]) {
      navigate(
        { search: `?${sectionParam}=${active}`, hash: location.hash },
        { replace: true, state: location.state, preventScrollReset: true },
      );
    }
  }, [sectionInUrl, active, navigate, location.hash, location.state]);

  return (
    <>
      <PageMeta title={title} description={t("servicesPage.description")} />
      <PageBanner title={title} crumbs={crumbs} section="services" />
      <div className="container-page py-10 sm:py-14">
        {texts ? (
          texts.intro ? (
            <p className="max-w-3xl text-lg leading-relaxed whitespace-pre-line text-ink-700">{texts.intro}</p>
          ) : null
        ) : (
          <p className="max-w-3xl text-lg leading-relaxed text-ink-700">{t("servicesPage.intro")}</p>
        )}
        <div className="mt-8 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
          <div className="lg:sticky lg:top-[calc(var(--header-height)+1rem)]">
            <ServiceTabs
              active={active}
              titles={
                texts
                  ? (Object.fromEntries(
                      serviceSections.map((section) => [section, texts.sections[section].title]),
                    ) as Record<(typeof serviceSections)[number], string>)
                  : null
              }
            />
          </div>
          <div>
            {serviceSections.map((section) => (
              <ServicePanel
                key={section}
                section={section}
                open={section === active}
                texts={texts?.sections[section] ?? null}
              />
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
