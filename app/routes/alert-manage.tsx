import { Link } from "react-router";
import { isListingKind, type ListingKind } from "../../domain/listing.ts";
import { languageOfPath } from "../../domain/localized-path.ts";
import { SearchSummary } from "../components/alerts/search-summary.tsx";
import { PageMeta } from "../components/page-meta.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { alertsContext } from "../lib/alerts-context.ts";
import { servicesContext } from "../lib/load-context.ts";
import { useLanguage, useLocalizePath } from "../lib/site-data.ts";
import type { Route } from "./+types/alert-manage";

/**
 * /alerts/manage?token=…: the alerts of the address the e-mail's link names, with their frequency and a delete;
 * plain forms posting to /api/alerts/manage, so the page works without JavaScript. `stop` marks the alert whose
 * e-mail's "stop" link was followed; `confirmed` and `changed` say what just happened. Never cached (the token).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  const view = token ? await context.get(alertsContext).manageView(token) : null;
  const number = (name: string) => Number(url.searchParams.get(name) ?? "") || null;
  // The names of the categories the alerts filter by, in the page's language (a search shows "Villas", not 12).
  const language = languageOfPath(url.pathname);
  const kinds = new Set(
    (view?.alerts ?? []).flatMap((alert) =>
      isListingKind(alert.kind) && new URLSearchParams(alert.filters).has("categoryId") ? [alert.kind] : [],
    ),
  );
  const categories = await Promise.all(
    [...kinds].map(async (kind) => {
      const list = await context
        .get(servicesContext)
        .listCategories(kind, language)
        .catch(() => []);
      return [kind, list.map(({ id, name }) => ({ id, name }))] as const;
    }),
  );
  return {
    token,
    categories: Object.fromEntries(categories) as Partial<Record<ListingKind, { id: number; name: string }[]>>,
    view: view && {
      email: view.email,
      alerts: view.alerts.flatMap((alert) =>
        isListingKind(alert.kind)
          ? [{ id: alert.id, kind: alert.kind, filters: alert.filters, frequency: alert.frequency, state: alert.state }]
          : [],
      ),
    },
    confirmed: number("confirmed"),
    changed: number("changed"),
    stop: number("stop"),
  };
}

const button = "rounded-md px-4 py-2 text-sm font-semibold";

export default function AlertManage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const localize = useLocalizePath();
  const { token, view, categories, confirmed, changed, stop } = loaderData;
  const notice = confirmed ? t("alertsPage.confirmed") : changed ? t("alertsPage.changed") : null;

  return (
    <div className="container-page max-w-3xl py-10">
      <PageMeta title={t("alertsPage.manageTitle")} noIndex />
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t("alertsPage.manageTitle")}</h1>
      {view === null ? (
        <div className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-5">
          <p className="text-ink-900">{t("alertsPage.invalid")}</p>
          <Link to={localize("/")} className="mt-3 inline-block font-semibold text-brand-800 underline">
            {t("alertsPage.browse")}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-ink-700">
            {t("alertsPage.manageIntro")}
            <bdi dir="ltr" className="break-all font-semibold">
              {view.email}
            </bdi>
          </p>
          {notice ? (
            <p role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-900">
              {notice}
            </p>
          ) : null}
          {view.alerts.length === 0 ? <p className="mt-6 text-ink-700">{t("alertsPage.none")}</p> : null}
          <ul className="mt-6 flex flex-col gap-4">
            {view.alerts.map((alert) => (
              <li
                key={alert.id}
                id={`alert-${alert.id}`}
                className={`rounded-xl border bg-white p-4 ${stop === alert.id ? "border-red-300 ring-2 ring-red-200" : "border-sand-100"}`}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="font-semibold text-ink-900">{t(`alertsPage.kinds.${alert.kind}`)}</h2>
                  <span className="text-sm text-ink-500">{t(`alertsPage.states.${alert.state as "active"}`)}</span>
                </div>
                <div className="mt-2">
                  <SearchSummary kind={alert.kind} filters={alert.filters} categories={categories[alert.kind] ?? []} />
                </div>
                {stop === alert.id ? (
                  <p className="mt-3 font-semibold text-red-900">{t("alertsPage.stopPrompt")}</p>
                ) : null}
                <div className="mt-3 flex flex-wrap items-end gap-3">
                  <form method="post" action="/api/alerts/manage" className="flex items-end gap-2">
                    <input type="hidden" name="token" value={token} />
                    <input type="hidden" name="alertId" value={alert.id} />
                    <input type="hidden" name="action" value="frequency" />
                    <input type="hidden" name="language" value={language} />
                    <label className="flex flex-col gap-1 text-sm">
                      <span className="font-semibold text-ink-700">{t("alertsPage.frequency")}</span>
                      <select
                        name="frequency"
                        defaultValue={alert.frequency}
                        className="rounded-md border border-sand-200 bg-white px-3 py-2"
                      >
                        <option value="daily">{t("alertsPage.daily")}</option>
                        <option value="weekly">{t("alertsPage.weekly")}</option>
                      </select>
                    </label>
                    <button
                      type="submit"
                      className={`${button} border border-brand-100 text-brand-800 hover:bg-brand-50`}
                    >
                      {t("alertsPage.save")}
                    </button>
                  </form>
                  <form method="post" action="/api/alerts/manage">
                    <input type="hidden" name="token" value={token} />
                    <input type="hidden" name="alertId" value={alert.id} />
                    <input type="hidden" name="action" value="delete" />
                    <input type="hidden" name="language" value={language} />
                    <button type="submit" className={`${button} bg-red-700 text-white hover:bg-red-800`}>
                      {t("alertsPage.delete")}
                    </button>
                  </form>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
