import { Link } from "react-router";
import type { ServicesTexts } from "../../../domain/company-pages.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { isBrowsableService, type ServiceSection, serviceListPaths } from "../../lib/services-catalogue.ts";
import { useLocalizePath } from "../../lib/site-data.ts";
import { serviceIcons } from "../company/service-icons.ts";
import { Icon } from "../icon.tsx";
import { panelId, tabId } from "./service-tabs.tsx";

/**
 * One service's section of the services page. Every section is in the HTML (for search
 * engines and readers without JavaScript); only the open one is shown. `texts`: its title and text as staff
 * published them (paragraphs split at empty lines, the first the summary), else the site's own.
 */
export function ServicePanel({
  section,
  open,
  texts,
}: {
  section: ServiceSection;
  open: boolean;
  texts: ServicesTexts["sections"][ServiceSection] | null;
}) {
  const { t, texts: siteTexts } = useTranslation();
  const localize = useLocalizePath();
  // Staff's offers, one per line (none: no list), else the site's own.
  const offers =
    texts?.offers === undefined
      ? Object.values(siteTexts.servicesPage.sections[section].offers)
      : texts.offers
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean);
  return (
    <div
      role="tabpanel"
      id={panelId(section)}
      aria-labelledby={tabId(section)}
      hidden={!open}
      className="rounded-2xl border border-sand-100 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex items-center gap-4">
        <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name={serviceIcons[section]} className="size-7" />
        </span>
        <h2 className="text-2xl font-bold text-ink-900 sm:text-3xl">{texts?.title ?? t(`services.${section}`)}</h2>
      </div>
      {texts ? (
        texts.text
          .split(/\n\s*\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean)
          .map((paragraph, index) => (
            <p
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, in order
              key={index}
              className={
                index === 0
                  ? "mt-5 text-lg leading-relaxed whitespace-pre-line text-ink-700"
                  : "mt-3 leading-relaxed whitespace-pre-line text-ink-500"
              }
            >
              {paragraph}
            </p>
          ))
      ) : (
        <>
          <p className="mt-5 text-lg leading-relaxed text-ink-700">{t(`serviceSummaries.${section}`)}</p>
          <p className="mt-3 leading-relaxed text-ink-500">{t(`servicesPage.sections.${section}.lead`)}</p>
        </>
      )}

      {offers.length > 0 ? (
        <>
          <h3 className="mt-8 text-lg font-bold text-ink-900">{t("servicesPage.offersHeading")}</h3>
          <ul className="mt-4 grid gap-3 md:grid-cols-2">
            {offers.map((text, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the offers of one text, in order
              <li key={index} className="flex items-start gap-3 rounded-xl bg-sand-50 p-4">
                <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span className="text-ink-700">{text}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <div className="mt-8 flex flex-wrap gap-3">
        <Link
          to={localize("/contactus")}
          className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          <Icon name="send" className="size-4 rtl:-scale-x-100" />
          {t("servicesPage.request")}
        </Link>
        {isBrowsableService(section) ? (
          <Link
            to={localize(serviceListPaths[section])}
            className="inline-flex items-center gap-2 rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t(`servicesPage.browse.${section}`)}
            <Icon name="arrow-left" className="size-4 ltr:rotate-180" />
          </Link>
        ) : null}
      </div>
    </div>
  );
}
