import { customersSlot } from "../../../domain/company-page-view.ts";
import type { AboutTexts } from "../../../domain/company-pages.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { formatNumber } from "../../lib/format.ts";
import { useSiteData } from "../../lib/site-data.ts";
import { SectionHeading } from "../company/section-heading.tsx";
import { Icon } from "../icon.tsx";
import type { IconName } from "../icon-catalogue.ts";

const reasons = [
  { id: "licensed", icon: "badge-check" },
  { id: "reach", icon: "users" },
  { id: "integrated", icon: "handshake" },
] as const satisfies readonly { id: string; icon: IconName }[];

/**
 * About: three reasons to choose the company; the customer count comes from its details. `texts`: what staff
 * published (`{{customers}}` in a text is that count), else the site's own.
 */
export function WhyUsSection({ texts }: { texts: AboutTexts["whyUs"] | null }) {
  const { t } = useTranslation();
  const { company, language } = useSiteData();
  const number = formatNumber(company.customersCount, language);
  return (
    <section aria-labelledby="about-why-us" className="container-page py-12 sm:py-16">
      <SectionHeading id="about-why-us" title={texts ? texts.heading : t("about.whyUs.heading")} centered />
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {reasons.map(({ id, icon }, index) => (
          <li key={id} className="flex gap-4 rounded-2xl bg-brand-900 p-6 text-white">
            <Icon name={icon} className="size-8 shrink-0 text-gold-500" />
            <div>
              <h3 className="text-lg font-bold">{texts?.items[index]?.title ?? t(`about.whyUs.${id}.title`)}</h3>
              <p className="mt-2 leading-relaxed whitespace-pre-line text-brand-100">
                {texts?.items[index]?.text.replaceAll(customersSlot, number) ??
                  t(`about.whyUs.${id}.text`, { number, count: company.customersCount })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
