import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import skyline from "../assets/skyline.svg?url";
import { PageMeta } from "../components/page-meta.tsx";
import { useLocalizePath, useSiteData } from "../lib/site-data.ts";

export default function HomePage() {
  const { t } = useTranslation();
  const { company, language } = useSiteData();
  const localize = useLocalizePath();
  return (
    <>
      <PageMeta title={company.name[language]} />
      <section
        className="bg-brand-900 bg-bottom bg-no-repeat text-white"
        style={{ backgroundImage: `url(${skyline})` }}
      >
        <div className="container-page py-20 sm:py-28">
          <h1 className="max-w-3xl text-3xl leading-tight font-bold sm:text-5xl">{t("pages.home.heading")}</h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100">{t("meta.defaultDescription")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={localize("/auctions")}
              className="rounded-md bg-gold-500 px-6 py-3 font-semibold text-brand-950 hover:bg-gold-600"
            >
              {t("nav.auctions")}
            </Link>
            <Link
              to={localize("/contactus")}
              className="rounded-md border border-white/40 px-6 py-3 font-semibold hover:bg-white/10"
            >
              {t("nav.listYourProperty")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
