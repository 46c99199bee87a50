import { ContactCards } from "../components/contact/contact-cards.tsx";
import { EnquiryFormOnIntent } from "../components/enquiry/enquiry-form-on-intent.tsx";
import { PageBanner } from "../components/page-banner.tsx";
import { PageMeta } from "../components/page-meta.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { useSectionCrumbs } from "../lib/use-section-crumbs.ts";

/**
 * Spec §2 Contact page (List Your Property): the form with its heading and paragraph, and the
 * contact cards. The server renders the form; its code and texts load when the visitor reaches for it
 * (enquiry-form-on-intent.tsx).
 */
export default function ContactPage() {
  const { t } = useTranslation();
  const title = t("pages.contactus.title");
  const crumbs = useSectionCrumbs({ label: title, path: "/contactus" });
  return (
    <>
      <PageMeta title={title} description={t("contactPage.description")} />
      <PageBanner title={title} crumbs={crumbs} section="contactus" />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="contact-form" className="rounded-3xl border border-sand-100 bg-sand-50 p-5 sm:p-8">
          <h2 id="contact-form" className="text-2xl leading-snug font-bold text-ink-900 sm:text-3xl">
            {t("contactPage.heading")}
          </h2>
          <p className="mt-3 leading-relaxed text-ink-700">{t("contactPage.text")}</p>
          <EnquiryFormOnIntent className="mt-6" />
        </section>
        <ContactCards />
      </div>
    </>
  );
}
