import { Link } from "react-router";
import {
  type DashboardData,
  type DashboardListing,
  dashboardDays,
  responseBands,
  sourcePageKinds,
} from "../../../domain/admin/dashboard.ts";
import type { Language } from "../../../domain/language.ts";
import { adminFetch } from "../admin-api.ts";
import { useAdmin } from "../admin-context.ts";
import { adminLanguageOf, adminPath, formatAdminTime } from "../admin-format.ts";
import { type AdminKey, useAdminT } from "../admin-i18n.ts";
import { AdminTitle } from "../admin-title.tsx";
import type { ChartSeries } from "../dashboard/day-chart.tsx";
import { LazyDayChart } from "../dashboard/lazy-day-chart.tsx";
import type { Route } from "./+types/dashboard";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const language = adminLanguageOf(url.pathname);
  // The leads list was the back office's home: an old link with its filters (/admin?status=new) still opens it.
  if (url.search.length > 1) {
    throw new Response(null, { status: 302, headers: { location: `${adminPath("/leads", language)}${url.search}` } });
  }
  return adminFetch<{ data: DashboardData }>("/dashboard", { language, signal: request.signal });
}

const card = "rounded-xl bg-white p-4 shadow-sm";
const numbers = new Map<Language, Intl.NumberFormat>();
function formatCount(value: number, language: Language): string {
  let format = numbers.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === "ar" ? "ar-SA-u-nu-latn" : "en-GB");
    numbers.set(language, format);
  }
  return format.format(value);
}

function Waiting({ waiting }: { waiting: DashboardData["waiting"] }) {
  const t = useAdminT();
  const { language } = useAdmin();
  return (
    <section aria-labelledby="waiting" className={card} data-testid="waiting">
      <h2 id="waiting" className="text-lg font-bold text-ink-900">
        {t("dashboard.waiting.title")}
      </h2>
      <p className="mt-2 text-2xl font-bold text-brand-800" data-testid="waiting-count">
        {t("dashboard.waiting.count", { count: waiting.count })}
      </p>
      {waiting.oldest.length > 0 ? (
        <>
          <h3 className="mt-3 text-sm font-semibold text-ink-700">{t("dashboard.waiting.oldest")}</h3>
          <ul className="mt-1 grid gap-1 text-sm">
            {waiting.oldest.map((lead) => (
              <li key={lead.id} className="flex flex-wrap justify-between gap-x-3">
                <Link to={adminPath(`/leads/${lead.id}`, language)} className="text-brand-800 underline">
                  <bdi>{lead.name}</bdi>
                </Link>
                <span className="text-ink-700">
                  {t(`kinds.${lead.kind}` as AdminKey)} · <bdi>{formatAdminTime(lead.createdAt, language)}</bdi>
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link
        to={`${adminPath("/leads", language)}?status=new`}
        className="mt-3 inline-block text-sm font-semibold text-brand-800 underline"
      >
        {t("dashboard.waiting.open")}
      </Link>
    </section>
  );
}

function TopListings({ title, listings, testId }: { title: string; listings: DashboardListing[]; testId: string }) {
  const t = useAdminT();
  const { language } = useAdmin();
  return (
    <section className={card} aria-labelledby={testId}>
      <h2 id={testId} className="text-lg font-bold text-ink-900">
        {title}
      </h2>
      {listings.length === 0 ? (
        <p className="mt-2 text-sm text-ink-700">{t("dashboard.none")}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-sm" data-testid={testId}>
            <thead>
              <tr className="border-b border-ink-500/20 text-ink-700">
                <th scope="col" className="p-1 text-start">
                  {t("dashboard.top.listing")}
                </th>
                <th scope="col" className="p-1 text-end">
                  {t("dashboard.top.views")}
                </th>
                <th scope="col" className="p-1 text-end">
                  {t("dashboard.top.leads")}
                </th>
              </tr>
            </thead>
            <tbody>
              {listings.map((listing) => (
                <tr key={listing.id} className="border-b border-ink-500/10" data-listing={listing.id}>
                  <th scope="row" className="p-1 text-start font-normal">
                    <Link to={adminPath(`/listings/${listing.id}`, language)} className="text-brand-800 underline">
                      <bdi>{language === "ar" ? listing.titleAr : listing.titleEn || listing.titleAr}</bdi>
                    </Link>
                  </th>
                  <td className="p-1 text-end tabular-nums">{formatCount(listing.views, language)}</td>
                  <td className="p-1 text-end tabular-nums">{formatCount(listing.leads, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ResponseTime({ response }: { response: DashboardData["response"] }) {
  const t = useAdminT();
  const { language } = useAdmin();
  return (
    <section className={card} aria-labelledby="response-time" data-testid="response-time">
      <h2 id="response-time" className="text-lg font-bold text-ink-900">
        {t("dashboard.response.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{t("dashboard.response.explain")}</p>
      {response.answered === 0 ? (
        <p className="mt-2 text-sm text-ink-700">{t("dashboard.response.none")}</p>
      ) : (
        <>
          <p className="mt-2">
            <span className="text-ink-700">{t("dashboard.response.average")}: </span>
            <strong className="text-2xl text-brand-800" data-testid="response-average">
              {t("dashboard.response.averageHours", { hours: formatCount(response.averageHours ?? 0, language) })}
            </strong>
          </p>
          <p className="text-sm text-ink-700" data-testid="response-answered">
            {t("dashboard.response.answered", { days: dashboardDays, count: formatCount(response.answered, language) })}
          </p>
          <table className="mt-2 w-full text-sm" data-testid="response-bands">
            <thead>
              <tr className="border-b border-ink-500/20 text-ink-700">
                <th scope="col" className="p-1 text-start">
                  {t("dashboard.response.band")}
                </th>
                <th scope="col" className="p-1 text-end">
                  {t("dashboard.response.leads")}
                </th>
              </tr>
            </thead>
            <tbody>
              {responseBands.map((band) => (
                <tr key={band} className="border-b border-ink-500/10" data-band={band}>
                  <th scope="row" className="p-1 text-start font-normal">
                    {t(`dashboard.response.bands.${band}`)}
                  </th>
                  <td className="p-1 text-end tabular-nums">{formatCount(response.bands[band], language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

function Licences({ licences }: { licences: DashboardData["expiringLicences"] }) {
  const t = useAdminT();
  const { language } = useAdmin();
  return (
    <section className={card} aria-labelledby="licences" data-testid="licences">
      <h2 id="licences" className="text-lg font-bold text-ink-900">
        {t("dashboard.licences.title")}
      </h2>
      {licences.length === 0 ? (
        <p className="mt-2 text-sm text-ink-700">{t("dashboard.licences.none")}</p>
      ) : (
        <ul className="mt-2 grid gap-2 text-sm">
          {licences.map((listing) => (
            <li key={listing.id} className="flex flex-wrap justify-between gap-x-3" data-listing={listing.id}>
              <Link to={adminPath(`/listings/${listing.id}`, language)} className="text-brand-800 underline">
                <bdi>{language === "ar" ? listing.titleAr : listing.titleEn || listing.titleAr}</bdi>
              </Link>
              <span className="text-ink-700">
                {t("dashboard.licences.expires")} <bdi>{formatAdminTime(listing.expiresAt, language)}</bdi> ·{" "}
                {listing.published ? t("dashboard.licences.published") : t("dashboard.licences.draft")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The back office's home (docs/decisions/035-dashboard.md). */
export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { language } = useAdmin();
  const data = loaderData.data;
  const days = data.days.map((day) => day.day);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const byKind: ChartSeries[] = data.leadKinds.map((kind) => ({
    key: kind,
    label: t(`kinds.${kind}` as AdminKey),
    values: data.days.map((day) => day.byKind[kind] ?? 0),
  }));
  const bySource: ChartSeries[] = sourcePageKinds
    .map((source) => ({
      key: source,
      label: t(`dashboard.sources.${source}`),
      values: data.days.map((day) => day.bySource[source] ?? 0),
    }))
    .filter((entry) => sum(entry.values) > 0);
  const viewValues = data.days.map((day) => day.views);
  const views: ChartSeries[] = [{ key: "views", label: t("dashboard.views.series"), values: viewValues }];
  const leadTotal = sum(byKind.map((entry) => sum(entry.values)));
  const leadSummary = t("dashboard.leadsPerDay.summary", {
    total: formatCount(leadTotal, language),
    days: dashboardDays,
  });

  return (
    <div className="grid gap-4">
      <AdminTitle text={t("dashboard.title")} />
      <h1 className="text-2xl font-bold text-ink-900">{t("dashboard.title")}</h1>
      <div className="grid gap-4 lg:grid-cols-2">
        <Waiting waiting={data.waiting} />
        <ResponseTime response={data.response} />
      </div>
      <section className={card} aria-label={t("dashboard.lastDays", { count: dashboardDays })}>
        <div className="grid gap-6">
          <LazyDayChart
            title={t("dashboard.leadsPerDay.byKind")}
            summary={leadSummary}
            days={days}
            series={byKind}
            language={language}
            testId="chart-kind"
          />
          <LazyDayChart
            title={t("dashboard.leadsPerDay.bySource")}
            summary={leadSummary}
            days={days}
            series={bySource}
            language={language}
            testId="chart-source"
          />
          <LazyDayChart
            title={t("dashboard.views.perDay")}
            summary={t("dashboard.views.summary", {
              total: formatCount(sum(viewValues), language),
              days: dashboardDays,
            })}
            days={days}
            series={views}
            language={language}
            testId="chart-views"
          />
          <p className="text-xs text-ink-700">{t("dashboard.views.note")}</p>
        </div>
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <TopListings title={t("dashboard.top.byViews")} listings={data.topByViews} testId="top-views" />
        <TopListings title={t("dashboard.top.byLeads")} listings={data.topByLeads} testId="top-leads" />
      </div>
      <Licences licences={data.expiringLicences} />
    </div>
  );
}
