import type { AboutView } from "../../../domain/company-page-view.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { useSiteData } from "../../lib/site-data.ts";
import { CustomersStat } from "../company/customers-stat.tsx";
import { PagePicture } from "../company/page-picture.tsx";
import { RichHtml } from "../company/rich-html.tsx";
import { SectionHeading } from "../company/section-heading.tsx";

/**
 * About: who the company is, named from its details, with its customer count. `view`: what staff published
 * (docs/decisions/043-company-pages.md), null for the texts the site ships.
 */
export function AboutIntro({ view }: { view: AboutView | null }) {
  const { t } = useTranslation();
  const { company, language } = useSiteData();
  const picture = view?.picture ?? null;
  return (
    <section aria-labelledby="about-intro" className="container-page py-12 sm:py-16">
      <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <SectionHeading id="about-intro" title={view ? view.texts.intro.heading : t("about.intro.heading")} />
          {view ? (
            <RichHtml
              html={view.texts.intro.text}
              companyName={company.name[language]}
              className="mt-4 text-lg leading-relaxed text-ink-700"
            />
          ) : (
            <>
              <p className="mt-4 text-lg leading-relaxed text-ink-700">
                {t("about.intro.who", { name: company.name[language] })}
              </p>
              <p className="mt-4 leading-relaxed text-ink-500">{t("about.intro.belief")}</p>
            </>
          )}
        </div>
        <div className="grid gap-6">
          {picture ? (
            <PagePicture
              picture={picture}
              sizes="(min-width: 1024px) 40vw, 100vw"
              className="aspect-[4/3] w-full rounded-2xl"
            />
          ) : null}
          <CustomersStat />
        </div>
      </div>
    </section>
  );
}
