import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n.tsx";
import { type ServicesNavigationState, servicePath, serviceSections } from "../../lib/services-catalogue.ts";
import { useLocalizePath } from "../../lib/site-data.ts";
import { SectionHeading } from "../company/section-heading.tsx";
import { serviceIcons } from "../company/service-icons.ts";
import { Icon } from "../icon.tsx";

/**
 * Home: the five services as cards. Each opens the services page on its own section,
 * by its address (`?section=`) and by navigation state (spec §2).
 */
export function HomeServices() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <section aria-labelledby="home-services" className="bg-sand-50 py-14 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="home-services"
          eyebrow={t("home.services.eyebrow")}
          title={t("home.services.heading")}
          text={t("home.services.text")}
          centered
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {serviceSections.map((section) => {
            const state: ServicesNavigationState = { section };
            return (
              <li key={section}>
                <article className="group relative flex h-full flex-col rounded-2xl border border-sand-100 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
                  <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon name={serviceIcons[section]} className="size-6" />
                  </span>
                  <h3 className="mt-4 text-lg font-bold text-ink-900">
                    <Link
                      to={localize(servicePath(section))}
                      state={state}
                      className="outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-700 focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-gold-600"
                    >
                      {t(`services.${section}`)}
                    </Link>
                  </h3>
                  <p className="mt-2 flex-1 leading-relaxed text-ink-500">{t(`serviceSummaries.${section}`)}</p>
                  <span
                    aria-hidden="true"
                    className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
                  >
                    {t("home.services.details")}
                    <Icon
                      name="arrow-left"
                      className="size-4 transition-transform group-hover:-translate-x-1 ltr:rotate-180 ltr:group-hover:translate-x-1"
                    />
                  </span>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
