import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n.tsx";
import { useLocalizePath } from "../../lib/site-data.ts";
import { Icon } from "../icon.tsx";

/** The opening of the home page: what the company does and the two main ways in. Text only, so it paints at once. */
export function HomeHero() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <section className="home-hero bg-brand-900 bg-bottom bg-no-repeat text-white">
      <div className="container-page py-16 sm:py-24">
        <p className="text-sm font-semibold text-gold-500 sm:text-base">{t("home.hero.eyebrow")}</p>
        <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-bold sm:text-5xl">{t("home.hero.heading")}</h1>
        <p className="mt-5 max-w-2xl text-base leading-relaxed text-brand-100 sm:text-lg">{t("home.hero.text")}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to={localize("/auctions")}
            className="inline-flex items-center gap-2 rounded-md bg-gold-500 px-6 py-3 font-semibold text-brand-950 hover:bg-gold-600"
          >
            {t("home.hero.browseAuctions")}
            <Icon name="arrow-left" className="size-4 ltr:rotate-180" />
          </Link>
          <Link
            to={localize("/services")}
            className="rounded-md border border-white/40 px-6 py-3 font-semibold hover:bg-white/10"
          >
            {t("home.hero.ourServices")}
          </Link>
        </div>
      </div>
    </section>
  );
}
