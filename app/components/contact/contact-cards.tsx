import { formatPhone, telHref, whatsAppHref } from "../../../domain/phone-display.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { useSiteData } from "../../lib/site-data.ts";
import { Icon } from "../icon.tsx";
import type { IconName } from "../icon-catalogue.ts";

const linkClass = "font-semibold text-brand-800 underline-offset-4 hover:text-brand-600 hover:underline";

/** One card: its icon, its title and what follows the title. */
function ContactCard({ icon, title, children }: { icon: IconName; title: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon name={icon} className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="font-bold text-ink-900">{title}</h3>
        {children}
      </div>
    </li>
  );
}

/** The contact page's cards (spec §2): message, call, e-mail and visit, from the company's details. */
export function ContactCards() {
  const { t } = useTranslation();
  const { company, language } = useSiteData();
  const newTab = <span className="sr-only">{t("contactPage.opensInNewTab")}</span>;
  return (
    <section aria-labelledby="contact-cards">
      <h2 id="contact-cards" className="text-xl font-bold text-ink-900">
        {t("contactPage.cardsHeading")}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <ContactCard icon="message-circle" title={t("contactPage.cards.contact.title")}>
          <p className="mt-1 text-sm text-ink-500">{t("contactPage.cards.contact.text")}</p>
          <a
            href={whatsAppHref(company.whatsapp)}
            target="_blank"
            rel="noopener"
            className={`${linkClass} mt-2 inline-block`}
          >
            {t("contactPage.cards.contact.action")}
            {newTab}
          </a>
        </ContactCard>
        <ContactCard icon="phone" title={t("contactPage.cards.call.title")}>
          <a href={telHref(company.phone)} dir="ltr" className={`${linkClass} mt-1 inline-block`}>
            {formatPhone(company.phone)}
          </a>
          <p className="mt-1 flex items-start gap-1.5 text-sm text-ink-500">
            <Icon name="clock" className="mt-0.5 size-4 shrink-0" />
            <span>{company.workingHours[language]}</span>
          </p>
        </ContactCard>
        <ContactCard icon="mail" title={t("contactPage.cards.email.title")}>
          <a href={`mailto:${company.email}`} dir="ltr" className={`${linkClass} mt-1 inline-block break-all`}>
            {company.email}
          </a>
          <p className="mt-1 text-sm text-ink-500">{t("contactPage.cards.email.text")}</p>
        </ContactCard>
        <ContactCard icon="map-pin" title={t("contactPage.cards.visit.title")}>
          <p className="mt-1 text-ink-700">{company.address[language]}</p>
          <a
            href={company.office.placeUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`${linkClass} mt-2 inline-flex items-center gap-1.5`}
          >
            {t("contactPage.cards.visit.action")}
            <Icon name="external-link" className="size-4" />
            {newTab}
          </a>
        </ContactCard>
      </ul>
      {company.isPlaceholder ? <p className="mt-4 text-sm text-gold-700">{t("footer.placeholderNotice")}</p> : null}
    </section>
  );
}
