import { Link } from "react-router";
import type { SocialNetwork } from "../../domain/company.ts";
import { formatPhone, telHref, whatsAppHref } from "../../domain/phone-display.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { formatNumber } from "../lib/format.ts";
import { servicePath, serviceSections } from "../lib/services-catalogue.ts";
import { useLocalizePath, useSiteData } from "../lib/site-data.ts";
import { BrandIcon, Icon } from "./icon.tsx";
import type { BrandName } from "./icon-catalogue.ts";
import { LogoMark } from "./icons.tsx";

const socialIcons: Record<SocialNetwork, BrandName> = {
  x: "brand-x",
  instagram: "brand-instagram",
  snapchat: "brand-snapchat",
  tiktok: "brand-tiktok",
  youtube: "brand-youtube",
  facebook: "brand-facebook",
};

const pageLinks = [
  { key: "nav.home", path: "/" },
  { key: "nav.aboutus", path: "/aboutus" },
  { key: "nav.directmarketing", path: "/directmarketing" },
  { key: "nav.propertymanagement", path: "/propertymanagement" },
  { key: "nav.auctions", path: "/auctions" },
  { key: "nav.searchOnMap", path: "/map" },
  { key: "nav.listYourProperty", path: "/contactus" },
] as const;

const headingClass = "mb-4 text-base font-bold text-white";
const linkClass = "text-brand-100 transition-colors hover:text-gold-500";

/** The footer's own element's class: the server keeps the footer's HTML inside an element of it (site-shell.tsx). */
export const siteFooterClass = "bg-brand-950 text-sm text-brand-100 print:hidden";

/** The same on every page of a language, so the server draws it once (app/lib/kept-on-server.tsx): nothing here may depend on the page. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { company, language } = useSiteData();
  const localize = useLocalizePath();
  const year = new Date().getFullYear();
  return (
    <footer className={siteFooterClass}>
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section>
          <div className="mb-4 flex items-center gap-2">
            <LogoMark className="size-10 text-brand-800" />
            <span className="text-lg font-bold text-white">{company.name[language]}</span>
          </div>
          <p className="leading-relaxed">{t("footer.about")}</p>
          <p className="mt-3 font-semibold text-gold-500">
            {t("footer.customers", {
              count: company.customersCount,
              number: formatNumber(company.customersCount, language),
            })}
          </p>
          <h2 className="mt-5 mb-2 font-bold text-white">{t("footer.licences")}</h2>
          <ul className="space-y-1">
            <li>{t("footer.falLicence", { number: company.licences.fal })}</li>
            <li>{t("footer.auctionsLicence", { number: company.licences.auctions })}</li>
            <li>{t("footer.judicialSalesLicence", { number: company.licences.judicialSales })}</li>
            <li>{t("footer.commercialRegistration", { number: company.licences.commercialRegistration })}</li>
          </ul>
        </section>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            {t("footer.services")}
          </h2>
          <ul className="space-y-2">
            {serviceSections.map((section) => (
              <li key={section}>
                <Link to={localize(servicePath(section))} className={linkClass}>
                  {t(`services.${section}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages" className={headingClass}>
            {t("footer.pages")}
          </h2>
          <ul className="space-y-2">
            {pageLinks.map((link) => (
              <li key={link.path}>
                <Link to={localize(link.path)} className={linkClass}>
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            {t("footer.contact")}
          </h2>
          <ul className="space-y-3">
            <li className="flex items-center gap-2">
              <Icon name="phone" className="size-4 shrink-0 text-gold-500" />
              <span className="sr-only">{t("footer.phone")}</span>
              <a href={telHref(company.phone)} dir="ltr" className={linkClass}>
                {formatPhone(company.phone)}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <BrandIcon name="brand-whatsapp" className="size-4 shrink-0 text-gold-500" />
              <span className="sr-only">{t("footer.whatsapp")}</span>
              <a href={whatsAppHref(company.whatsapp)} dir="ltr" className={linkClass} rel="noopener" target="_blank">
                {formatPhone(company.whatsapp)}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Icon name="mail" className="size-4 shrink-0 text-gold-500" />
              <span className="sr-only">{t("footer.email")}</span>
              <a href={`mailto:${company.email}`} className={linkClass}>
                {company.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-gold-500" />
              <span className="sr-only">{t("footer.address")}</span>
              <span>{company.address[language]}</span>
            </li>
            <li className="flex items-start gap-2">
              <Icon name="clock" className="mt-0.5 size-4 shrink-0 text-gold-500" />
              <span className="sr-only">{t("footer.workingHours")}</span>
              <span>{company.workingHours[language]}</span>
            </li>
          </ul>
          <h3 className="mt-5 mb-2 font-bold text-white">{t("footer.followUs")}</h3>
          <ul className="flex gap-2">
            {company.social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener"
                  aria-label={t(`social.${link.network}`)}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-brand-800 text-white transition-colors hover:bg-gold-600"
                >
                  <BrandIcon name={socialIcons[link.network]} className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      {/* Room under the last line (on a phone) or beside its end (wider) for the floating WhatsApp button: at the
          page's end it covered the notice's "ليست" ("not"), which then said the opposite. */}
      <div className="border-t border-brand-800">
        <div className="container-page flex flex-col gap-2 pt-5 pb-24 text-xs text-brand-100/80 sm:flex-row sm:items-center sm:justify-between sm:pb-5">
          <p>{t("footer.rights", { year, name: company.name[language] })}</p>
          {company.isPlaceholder ? <p className="text-gold-500 sm:me-20">{t("footer.placeholderNotice")}</p> : null}
        </div>
      </div>
    </footer>
  );
}
