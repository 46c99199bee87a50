import { useLocation } from "react-router";
import { useTranslation } from "../i18n/i18n.tsx";

/**
 * Shown when a page fails for a reason other than not being found; `unavailable` when the server answered 503
 * (its database cannot be reached for now).
 */
export function ErrorPage({ unavailable = false }: { unavailable?: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const title = t(unavailable ? "error.unavailableTitle" : "error.title");
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <title>{title}</title>
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mt-3 max-w-xl text-ink-500">{t(unavailable ? "error.unavailableText" : "error.text")}</p>
      <a
        href={`${pathname}${search}`}
        className="mt-8 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t("error.retry")}
      </a>
    </section>
  );
}
