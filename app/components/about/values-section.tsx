import type { AboutTexts } from "../../../domain/company-pages.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { SectionHeading } from "../company/section-heading.tsx";
import { Icon } from "../icon.tsx";
import type { IconName } from "../icon-catalogue.ts";

const values = [
  { id: "integrity", icon: "shield-check" },
  { id: "transparency", icon: "eye" },
  { id: "professionalism", icon: "award" },
  { id: "innovation", icon: "lightbulb" },
] as const satisfies readonly { id: string; icon: IconName }[];

/** About: the company's four values (`texts`: what staff published, else the site's own). */
export function ValuesSection({ texts }: { texts: AboutTexts["values"] | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="about-values" className="bg-sand-50 py-12 sm:py-16">
      <div className="container-page">
        <SectionHeading id="about-values" title={texts ? texts.heading : t("about.values.heading")} centered />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map(({ id, icon }, index) => (
            <li key={id} className="flex flex-col rounded-2xl border border-sand-100 bg-white p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink-900">
                {texts?.items[index]?.title ?? t(`about.values.${id}.title`)}
              </h3>
              <p className="mt-2 leading-relaxed whitespace-pre-line text-ink-500">
                {texts?.items[index]?.text ?? t(`about.values.${id}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
