import { useTranslation } from "../../i18n/i18n.tsx";
import { useSiteData } from "../../lib/site-data.ts";
import { CustomersStat } from "../company/customers-stat.tsx";
import { SectionHeading } from "../company/section-heading.tsx";

/** About: who the company is, named from its details, with its customer count. */
export function AboutIntro() {
  const { t } = useTranslation();
  const { company, language } = useSiteData();
  return (
    <section aria-labelledby="about-intro" className="container-page py-12 sm:py-16">
      <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <SectionHeading id="about-intro" title={t("about.intro.heading")} />
          <p className="mt-4 text-lg leading-relaxed text-ink-700">
            {t("about.intro.who", { name: company.name[language] })}
          </p>
          <p className="mt-4 leading-relaxed text-ink-500">{t("about.intro.belief")}</p>
        </div>
        <CustomersStat />
      </div>
    </section>
  );
}
