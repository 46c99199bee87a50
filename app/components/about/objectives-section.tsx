import type { AboutTexts } from "../../../domain/company-pages.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { formatNumber } from "../../lib/format.ts";
import { useSiteData } from "../../lib/site-data.ts";
import { SectionHeading } from "../company/section-heading.tsx";

const objectives = ["trust", "value", "access", "decisions", "vision"] as const;

/** About: the company's five objectives, numbered (`texts`: what staff published, else the site's own). */
export function ObjectivesSection({ texts }: { texts: AboutTexts["objectives"] | null }) {
  const { t } = useTranslation();
  const { language } = useSiteData();
  return (
    <section aria-labelledby="about-objectives" className="bg-sand-50 py-12 sm:py-16">
      <div className="container-page">
        <SectionHeading id="about-objectives" title={texts ? texts.heading : t("about.objectives.heading")} centered />
        <ol className="mx-auto mt-8 grid max-w-5xl gap-4 md:grid-cols-2">
          {objectives.map((id, index) => (
            <li key={id} className="flex items-start gap-4 rounded-2xl border border-sand-100 bg-white p-5 shadow-sm">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-gold-100 font-bold text-gold-700"
              >
                {formatNumber(index + 1, language)}
              </span>
              <p className="leading-relaxed whitespace-pre-line text-ink-700">
                {texts?.items[index] ?? t(`about.objectives.${id}`)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
