import { Link } from "react-router";
import { useTranslation } from "../i18n/i18n.tsx";
import { useLocalizePath } from "../lib/site-data.ts";
import { PageMeta } from "./page-meta.tsx";

/** The 404 page (spec §2): the code, its title, the apology and a way home. */
export function NotFound() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <PageMeta title={t("notFound.title")} noIndex />
      <p className="text-7xl font-bold text-brand-700 sm:text-8xl" aria-hidden="true">
        {t("notFound.code")}
      </p>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{t("notFound.title")}</h1>
      <p className="mt-3 max-w-xl text-ink-500">{t("notFound.text")}</p>
      <Link
        to={localize("/")}
        className="mt-8 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t("notFound.back")}
      </Link>
    </section>
  );
}
