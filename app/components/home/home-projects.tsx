import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n.tsx";
import type { HomePageData } from "../../lib/home-page-data.ts";
import { useLocalizePath } from "../../lib/site-data.ts";
import { SectionHeading } from "../company/section-heading.tsx";
import { Icon } from "../icon.tsx";
import type { IconName } from "../icon-catalogue.ts";

const projectCards = [
  { id: "directmarketing", path: "/directmarketing", kind: "project", icon: "building-2" },
  { id: "propertymanagement", path: "/propertymanagement", kind: "property", icon: "house" },
] as const satisfies readonly { id: string; path: string; kind: "project" | "property"; icon: IconName }[];

/** Home: the two kinds of project (spec §2), each with how many offers it has and a link to its list. */
export function HomeProjects({ data }: { data: HomePageData }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <section aria-labelledby="home-projects" className="container-page py-14 sm:py-20">
      <SectionHeading id="home-projects" eyebrow={t("home.projects.eyebrow")} title={t("home.projects.heading")} />
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {projectCards.map(({ id, path, kind, icon }) => {
          const total = data[kind]?.total;
          return (
            <li key={id}>
              <article className="group relative flex h-full flex-col gap-4 overflow-hidden rounded-2xl bg-brand-900 p-6 text-white shadow-sm transition-shadow hover:shadow-lg sm:flex-row sm:p-8">
                <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-white/10 text-gold-500">
                  <Icon name={icon} className="size-7" />
                </span>
                <div className="flex flex-1 flex-col">
                  <h3 className="text-xl font-bold">
                    <Link
                      to={localize(path)}
                      className="outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-gold-500 focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-gold-500"
                    >
                      {t(`nav.${id}`)}
                    </Link>
                  </h3>
                  {total !== undefined ? (
                    <p className="mt-1 text-sm font-semibold text-gold-500">
                      {t(`listings.${kind}.count`, { count: total })}
                    </p>
                  ) : null}
                  <p className="mt-3 flex-1 leading-relaxed text-brand-100">{t(`home.projects.${id}`)}</p>
                  <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1 text-sm font-semibold">
                    {t("home.projects.browse")}
                    <Icon name="arrow-left" className="size-4 ltr:rotate-180" />
                  </span>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
