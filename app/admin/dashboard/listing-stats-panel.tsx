import { useEffect, useState } from "react";
import type { ListingStats } from "../../../domain/admin/dashboard.ts";
import type { Language } from "../../../domain/language.ts";
import { adminFetch } from "../admin-api.ts";
import { useAdminT } from "../admin-i18n.ts";
import { LazyDayChart } from "./lazy-day-chart.tsx";

/** A listing's own views and leads, on its editor page (docs/decisions/035-dashboard.md). */
export function ListingStatsPanel({ id, language }: { id: number; language: Language }) {
  const t = useAdminT();
  const [stats, setStats] = useState<ListingStats | null>(null);
  // The chart's code comes when the chart is opened, not with the editor.
  const [chartOpen, setChartOpen] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    adminFetch<{ data: ListingStats }>(`/listings/${id}/stats`, { language, signal: controller.signal })
      .then((answer) => setStats(answer.data))
      // The panel is an aside: without it the editor works as before.
      .catch(() => undefined);
    return () => controller.abort();
  }, [id, language]);
  if (!stats) return null;
  const figures = [
    ["views30", stats.totals.views30],
    ["leads30", stats.totals.leads30],
    ["views90", stats.totals.views],
    ["leads90", stats.totals.leads],
  ] as const;
  return (
    <section aria-labelledby="listing-stats" className="rounded-xl bg-white p-4 shadow-sm" data-testid="listing-stats">
      <h2 id="listing-stats" className="text-lg font-bold text-ink-900">
        {t("dashboard.listing.title")}
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map(([key, value]) => (
          <div key={key} className="rounded-md bg-sand-50 p-2">
            <dt className="text-xs text-ink-700">{t(`dashboard.listing.${key}`)}</dt>
            <dd className="text-xl font-bold text-brand-800 tabular-nums" data-testid={`listing-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <details className="mt-3" onToggle={(event) => setChartOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer text-sm font-semibold text-brand-800">
          {t("dashboard.listing.chart")}
        </summary>
        <div className="mt-2">
          {chartOpen ? (
            <LazyDayChart
              title={t("dashboard.listing.chart")}
              summary={`${t("dashboard.listing.views90")}: ${stats.totals.views}, ${t("dashboard.listing.leads90")}: ${stats.totals.leads}`}
              days={stats.days.map((day) => day.day)}
              series={[
                { key: "views", label: t("dashboard.top.views"), values: stats.days.map((day) => day.views) },
                { key: "leads", label: t("dashboard.top.leads"), values: stats.days.map((day) => day.leads) },
              ]}
              language={language}
              testId="listing-chart"
            />
          ) : null}
        </div>
      </details>
    </section>
  );
}
