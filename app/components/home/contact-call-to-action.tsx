import { Link } from "react-router";
import { formatPhone, telHref } from "../../../domain/phone-display.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { useLocalizePath, useSiteData } from "../../lib/site-data.ts";
import { Icon } from "../icon.tsx";

/** Home: the closing invitation to list a property (spec §2), or to call the company. */
export function ContactCallToAction() {
  const { t } = useTranslation();
  const { company } = useSiteData();
  const localize = useLocalizePath();
  return (
    <section aria-labelledby="home-contact" className="container-page py-14 sm:py-20">
      <div className="flex flex-col gap-6 rounded-3xl bg-gold-100 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="home-contact" className="text-2xl leading-snug font-bold text-ink-900 sm:text-3xl">
            {t("home.contact.heading")}
          </h2>
          <p className="mt-3 leading-relaxed text-ink-700">{t("home.contact.text")}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <Link
            to={localize("/contactus")}
            className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            <Icon name="send" className="size-4 rtl:-scale-x-100" />
            {t("home.contact.action")}
          </Link>
          <a
            href={telHref(company.phone)}
            className="inline-flex items-center gap-2 rounded-md border border-brand-700 px-6 py-3 font-semibold text-brand-800 hover:bg-white/60"
          >
            <Icon name="phone" className="size-4" />
            {t("home.contact.call")}
            <span dir="ltr" className="text-sm font-normal">
              {formatPhone(company.phone)}
            </span>
          </a>
        </div>
      </div>
    </section>
  );
}
