import { Link } from "react-router";
import type { WhyChooseUsView } from "../../../domain/company-page-view.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { useLocalizePath } from "../../lib/site-data.ts";
import { CustomersStat, FigureStat } from "../company/customers-stat.tsx";
import { SectionHeading } from "../company/section-heading.tsx";
import { Icon } from "../icon.tsx";

const points = ["licensed", "integrated", "online"] as const;

/**
 * Home: who the company is, in short, its reasons to choose it with their figures, and the way to the about page.
 * The reasons and figures are what staff published (`view`, docs/decisions/043-company-pages.md); without them,
 * the points and the customer count the site ships.
 */
export function HomeAbout({ view }: { view: WhyChooseUsView | null }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const shown = view?.points ?? points.map((point) => t(`home.about.points.${point}`));
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
            {shown.map((point) => (
              <li key={point} className="flex items-start gap-3">
                <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span className="text-ink-700">{point}</span>
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
        {view ? (
          view.figures.length > 0 ? (
            <ul className="grid gap-4" data-figures>
              {view.figures.map((figure, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the figures are staff's list, in its order
                <li key={index}>
                  <FigureStat figure={figure} />
                </li>
              ))}
            </ul>
          ) : null
        ) : (
          <CustomersStat />
        )}
      </div>
    </section>
  );
}
