import { type ComponentProps, lazy, Suspense } from "react";
import { useAdminT } from "../admin-i18n.ts";
import type DayChart from "./day-chart.tsx";

// The chart and its library (d3-scale, d3-shape) come when a chart is first drawn: never with the public pages,
// nor with back office pages that draw none (docs/decisions/035-dashboard.md).
const Chart = lazy(() => import("./day-chart.tsx"));

export function LazyDayChart(props: ComponentProps<typeof DayChart>) {
  const t = useAdminT();
  return (
    <Suspense
      fallback={
        <p className="grid h-60 place-items-center text-sm text-ink-700" role="status">
          {t("dashboard.loadingChart")}
        </p>
      }
    >
      <Chart {...props} />
    </Suspense>
  );
}
