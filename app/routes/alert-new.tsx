import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { isListingKind, type ListingKind, listingKinds } from "../../domain/listing.ts";
import { languageOfPath } from "../../domain/localized-path.ts";
import { alertFiltersOf } from "../../domain/search-alert.ts";
import { SearchSummary } from "../components/alerts/search-summary.tsx";
import { PageMeta } from "../components/page-meta.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { latinDigitsInEmail } from "../lib/email-digits.ts";
import { servicesContext } from "../lib/load-context.ts";
import { useLanguage, useLocalizePath } from "../lib/site-data.ts";
import type { Route } from "./+types/alert-new";

const listPaths = { auction: "/auctions", project: "/directmarketing", property: "/propertymanagement" } as const;

/**
 * /alerts/new?kind=…&<the list's filters>: the "Alert me" link of a list (or of the map) opens it. The filters are
 * read by the lists' one filter table; the form posts to /api/alerts, with or without JavaScript.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const language = languageOfPath(url.pathname);
  const kindParam = url.searchParams.get("kind");
  const kind: ListingKind | null = isListingKind(kindParam) ? kindParam : null;
  const parsed = alertFiltersOf(kind ?? "property", url.searchParams);
  const filters = parsed.success ? parsed.filters : "";
  const categories =
    kind === null
      ? []
      : await context
          .get(servicesContext)
          .listCategories(kind, language)
          .catch(() => []);
  return {
    kind,
    filters,
    categories: categories.map(({ id, name }) => ({ id, name })),
    sent: url.searchParams.get("sent") === "1",
  };
}

const field = "w-full rounded-md border border-sand-200 bg-white px-3 py-2.5 text-base";
const primary =
  "inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";

export default function AlertNew({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const localize = useLocalizePath();
  const { kind, filters, categories } = loaderData;
  const [sent, setSent] = useState(loaderData.sent);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const backTo = kind ? `${localize(listPaths[kind])}${filters ? `?${filters}` : ""}` : localize("/map");

  // With JavaScript the answer shows here; without it the form posts and the API answers with this page, sent.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const response = await fetch("/api/alerts", {
        method: "POST",
        headers: { "content-type": "application/json", "accept-language": language },
        body: JSON.stringify(Object.fromEntries(form)),
      });
      if (response.ok) {
        setSent(true);
        return;
      }
      const body = (await response.json().catch(() => null)) as {
        error?: { message?: string; fields?: Record<string, string> };
      } | null;
      const fields = body?.error?.fields;
      setError((fields && Object.values(fields)[0]) ?? body?.error?.message ?? t("alertsPage.failed"));
    } catch {
      setError(t("alertsPage.failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="container-page max-w-2xl py-10">
      <PageMeta title={t("alertsPage.newTitle")} noIndex />
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t("alertsPage.newTitle")}</h1>
      <p className="mt-2 text-ink-700">{t("alertsPage.newIntro")}</p>
      {sent ? (
        <div role="status" className="mt-6 rounded-xl border border-green-200 bg-green-50 p-5">
          <h2 className="text-lg font-bold text-green-900">{t("alertsPage.sentTitle")}</h2>
          <p className="mt-1 text-green-900">{t("alertsPage.sentText")}</p>
        </div>
      ) : (
        <form
          method="post"
          action="/api/alerts"
          onSubmit={submit}
          className="mt-6 flex flex-col gap-5"
          noValidate={false}
        >
          <input type="hidden" name="filters" value={filters} />
          <input type="hidden" name="language" value={language} />
          {kind ? (
            <section className="rounded-xl border border-sand-100 bg-white p-4">
              <h2 className="mb-2 font-semibold text-ink-900">
                {t("alertsPage.search")}: {t(`alertsPage.kinds.${kind}`)}
              </h2>
              <input type="hidden" name="kind" value={kind} />
              <SearchSummary kind={kind} filters={filters} categories={categories} />
            </section>
          ) : (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-semibold text-ink-900">{t("alertsPage.chooseSection")}</legend>
              {listingKinds.map((option) => (
                <label key={option} className="flex items-center gap-2">
                  <input type="radio" name="kind" value={option} required />
                  {t(`alertsPage.kinds.${option}`)}
                </label>
              ))}
            </fieldset>
          )}
          <label className="flex flex-col gap-1">
            <span className="font-semibold text-ink-900">{t("alertsPage.email")}</span>
            <input
              type="email"
              name="email"
              required
              maxLength={254}
              autoComplete="email"
              inputMode="email"
              dir="ltr"
              className={field}
              onChange={(event) => latinDigitsInEmail(event.currentTarget)}
              aria-describedby="alert-email-hint"
            />
            <span id="alert-email-hint" className="text-sm text-ink-500">
              {t("alertsPage.emailHint")}
            </span>
          </label>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold text-ink-900">{t("alertsPage.frequency")}</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="frequency" value="daily" defaultChecked />
              {t("alertsPage.daily")}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="frequency" value="weekly" />
              {t("alertsPage.weekly")}
            </label>
          </fieldset>
          {error ? (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-900">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className={primary} disabled={busy}>
              {busy ? t("alertsPage.sending") : t("alertsPage.submit")}
            </button>
            <Link to={backTo} className="text-sm font-semibold text-brand-800 underline">
              {t("alertsPage.backToList")}
            </Link>
          </div>
        </form>
      )}
    </div>
  );
}
