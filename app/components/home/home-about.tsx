import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n.tsx";
import { useLocalizePath } from "../../lib/site-data.ts";
import { CustomersStat } from "../company/customers-stat.tsx";
import { SectionHeading } from "../company/section-heading.tsx";
import { Icon } from "../icon.tsx";

const points = ["licensed", "integrated", "online"] as const;

/** Home: who the company is, in short, with the way to the about page. */
export function HomeAbout() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <section aria-labelledby="home-about" className="container-page py-14 sm:py-20">
      <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <SectionHeading
            id="home-about"
            eyebrow={t("home.about.eyebrow")}
            title={t("home.about.heading")}
            text={t("home.about.text")}
          />
          <ul className="mt-6 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-3">
                <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span className="text-ink-700">{t(`home.about.points.${point}`)}</span>
              </li>
            ))}
          </ul>
          <Link
            to={localize("/aboutus")}
            className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
          >
            {t("home.about.more")}
            <Icon name="arrow-left" className="size-4 ltr:rotate-180" />
          </Link>
        </div>
        <CustomersStat />
      </div>
    </section>
  );
}
