import type { Company } from "../../../domain/company.ts";
import type { AboutTexts } from "../../../domain/company-pages.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { useSiteData } from "../../lib/site-data.ts";
import { RichHtml } from "../company/rich-html.tsx";
import { SectionHeading } from "../company/section-heading.tsx";
import { Icon } from "../icon.tsx";
import type { IconName } from "../icon-catalogue.ts";

type LicenceId = keyof Company["licences"];

const licences = [
  { id: "fal", icon: "scroll-text", issuer: "about.licences.falIssuer" },
  { id: "auctions", icon: "gavel" },
  { id: "judicialSales", icon: "scale" },
  { id: "commercialRegistration", icon: "landmark", issuer: "about.licences.commercialRegistrationIssuer" },
] as const satisfies readonly { id: LicenceId; icon: IconName; issuer?: string }[];

/**
 * About: the company's licences and registration, with their numbers from its details (decision 005). `texts`:
 * the heading and text staff published, else the site's own.
 */
export function LicencesSection({ texts }: { texts: AboutTexts["licences"] | null }) {
  const { t } = useTranslation();
  const { company, language } = useSiteData();
  return (
    <section aria-labelledby="about-licences" className="container-page py-12 sm:py-16">
      {texts ? (
        <div className="max-w-3xl">
          <SectionHeading id="about-licences" title={texts.heading} />
          <RichHtml
            html={texts.text}
            companyName={company.name[language]}
            className="mt-3 text-base leading-relaxed text-ink-500 sm:text-lg"
          />
        </div>
      ) : (
        <SectionHeading id="about-licences" title={t("about.licences.heading")} text={t("about.licences.text")} />
      )}
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {licences.map((licence) => (
          <li key={licence.id} className="flex flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
            <Icon name={licence.icon} className="size-8 text-brand-700" />
            <h3 className="mt-4 font-bold text-ink-900">{t(`about.licences.${licence.id}`)}</h3>
            {"issuer" in licence ? <p className="mt-1 text-sm text-ink-500">{t(licence.issuer)}</p> : null}
            <p className="mt-auto pt-4 text-sm text-ink-500">
              {t("about.licences.number")}:{" "}
              <span dir="ltr" className="text-base font-bold text-brand-800">
                {company.licences[licence.id]}
              </span>
            </p>
          </li>
        ))}
      </ul>
      {company.isPlaceholder ? <p className="mt-4 text-sm text-gold-700">{t("footer.placeholderNotice")}</p> : null}
    </section>
  );
}
