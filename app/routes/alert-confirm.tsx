import { Link } from "react-router";
import { isListingKind } from "../../domain/listing.ts";
import { languageOfPath } from "../../domain/localized-path.ts";
import { SearchSummary } from "../components/alerts/search-summary.tsx";
import { PageMeta } from "../components/page-meta.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { alertsContext } from "../lib/alerts-context.ts";
import { servicesContext } from "../lib/load-context.ts";
import { useLanguage, useLocalizePath } from "../lib/site-data.ts";
import type { Route } from "./+types/alert-confirm";

/**
 * /alerts/confirm?token=…: the confirmation e-mail's link. Mail scanners open every link in an e-mail, so opening
 * this page changes nothing: it shows the alert waiting for its confirmation, and its one button posts the token to
 * /api/alerts/confirm as a plain form (no JavaScript needed; the origin check applies), which answers with the
 * address's manage page. Never cached, never indexed (the token is in the query).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const language = languageOfPath(url.pathname);
  const token = url.searchParams.get("token") ?? "";
  const pending = token ? await context.get(alertsContext).pendingView(token) : null;
  const kind = pending && isListingKind(pending.kind) ? pending.kind : null;
  const categories =
    kind === null || !new URLSearchParams(pending?.filters).has("categoryId")
      ? []
      : await context
          .get(servicesContext)
          .listCategories(kind, language)
          .catch(() => []);
  return {
    token,
    alert:
      pending && kind
        ? {
            email: pending.email,
            kind,
            filters: pending.filters,
            frequency: pending.frequency === "weekly" ? ("weekly" as const) : ("daily" as const),
          }
        : null,
    categories: categories.map(({ id, name }) => ({ id, name })),
  };
}

const primary =
  "inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 text-base font-semibold text-white hover:bg-brand-800";

export default function AlertConfirm({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const localize = useLocalizePath();
  const { token, alert, categories } = loaderData;

  return (
    <div className="container-page max-w-2xl py-10">
      <PageMeta title={t("alertsPage.confirmTitle")} noIndex />
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t("alertsPage.confirmTitle")}</h1>
      {alert === null ? (
        <div className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-5">
          <p className="text-ink-900">{t("alertsPage.invalid")}</p>
          <Link to={localize("/")} className="mt-3 inline-block font-semibold text-brand-800 underline">
            {t("alertsPage.browse")}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-ink-700">{t("alertsPage.confirmIntro")}</p>
          <section className="mt-6 rounded-xl border border-sand-100 bg-white p-4" aria-labelledby="alert-search">
            <h2 id="alert-search" className="mb-2 font-semibold text-ink-900">
              {t("alertsPage.search")}: {t(`alertsPage.kinds.${alert.kind}`)}
            </h2>
            <SearchSummary kind={alert.kind} filters={alert.filters} categories={categories}>
              <dt className="mt-2 border-t border-sand-100 pt-2 font-semibold text-ink-700">
                {t("alertsPage.sentTo")}
              </dt>
              <dd className="mt-2 min-w-0 border-t border-sand-100 pt-2 text-ink-900">
                <bdi dir="ltr" className="break-all">
                  {alert.email}
                </bdi>
              </dd>
              <dt className="font-semibold text-ink-700">{t("alertsPage.howOften")}</dt>
              <dd className="text-ink-900">{t(`alertsPage.${alert.frequency}`)}</dd>
            </SearchSummary>
          </section>
          <form method="post" action="/api/alerts/confirm" className="mt-6">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="language" value={language} />
            <button type="submit" className={primary}>
              {t("alertsPage.confirmButton")}
            </button>
          </form>
          <p className="mt-4 text-sm text-ink-500">{t("alertsPage.confirmIgnore")}</p>
        </>
      )}
    </div>
  );
}
