import { scaleBand, scaleLinear } from "d3-scale";
import { stack } from "d3-shape";
import { useEffect, useId, useRef, useState } from "react";
import type { Language } from "../../../domain/language.ts";
import { useAdminT } from "../admin-i18n.ts";

// A day-by-day stacked bar chart (docs/decisions/035-dashboard.md): d3-scale places the bars, d3-shape stacks the
// series, the SVG is ours. Time runs the way the page reads: right to left in Arabic. The figures are also a
// table behind the chart, for screen readers and for reading exact numbers.

export interface ChartSeries {
  key: string;
  label: string;
  values: number[];
}

/** Fill classes of the series, in order; the admin stylesheet is generated from these names. */
const fills = [
  "fill-brand-700",
  "fill-gold-500",
  "fill-sky-600",
  "fill-rose-600",
  "fill-ink-500",
  "fill-emerald-500",
  "fill-violet-600",
  "fill-amber-300",
];
const swatches = [
  "bg-brand-700",
  "bg-gold-500",
  "bg-sky-600",
  "bg-rose-600",
  "bg-ink-500",
  "bg-emerald-500",
  "bg-violet-600",
  "bg-amber-300",
];

const height = 200;
const margin = { top: 10, bottom: 24, side: 36 };

/** The width the chart has on the page, followed as it changes (phone turned, window resized). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect;
      if (box) setWidth(Math.max(240, Math.floor(box.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

const dayFormats = new Map<Language, Intl.DateTimeFormat>();
function formatDay(day: string, language: Language): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === "ar" ? "ar-SA-u-nu-latn-ca-gregory" : "en-GB", {
      timeZone: "UTC",
      day: "numeric",
      month: "short",
    });
    dayFormats.set(language, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

export default function DayChart({
  title,
  summary,
  days,
  series,
  language,
  testId,
}: {
  title: string;
  /** One sentence that says what the chart shows in figures (the SVG's description). */
  summary: string;
  days: string[];
  series: ChartSeries[];
  language: Language;
  testId: string;
}) {
  const t = useAdminT();
  const id = useId();
  const { ref, width } = useWidth();
  const rtl = language === "ar";
  const rows = days.map((day, index) =>
    Object.fromEntries([["day", day], ...series.map((entry) => [entry.key, entry.values[index] ?? 0])]),
  ) as Record<string, number | string>[];
  const stacked = stack<Record<string, number | string>>()
    .keys(series.map((entry) => entry.key))
    .value((row, key) => Number(row[key] ?? 0))(rows);
  const max = Math.max(
    1,
    ...days.map((_, index) => series.reduce((sum, entry) => sum + (entry.values[index] ?? 0), 0)),
  );
  // Time runs from the start side to the end side: right to left in Arabic.
  const x = scaleBand<string>()
    .domain(days)
    .range(rtl ? [width - margin.side, 4] : [margin.side, width - 4])
    .paddingInner(0.2);
  const y = scaleLinear()
    .domain([0, max])
    .nice()
    .range([height - margin.bottom, margin.top]);
  const ticks = y.ticks(4).filter((tick) => Number.isInteger(tick));
  const axisX = rtl ? width - 4 : 4;
  const labelEvery = Math.ceil(days.length / Math.max(2, Math.floor(width / 90)));
  // scaleBand's range is [start, end]: reversed, a bar's x is its right edge less its width.
  const barX = (day: string) => (rtl ? (x(day) ?? 0) - x.bandwidth() : (x(day) ?? 0));

  return (
    <figure className="grid gap-2" data-testid={testId}>
      <figcaption className="text-base font-bold text-ink-900" id={`${id}-title`}>
        {title}
      </figcaption>
      {series.length > 1 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-700" aria-hidden="true">
          {series.map((entry, index) => (
            <li key={entry.key} className="flex items-center gap-1">
              <span className={`inline-block size-3 rounded-sm ${swatches[index % swatches.length]}`} />
              {entry.label}
            </li>
          ))}
        </ul>
      ) : null}
      <div ref={ref} className="w-full">
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-summary`}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="block max-w-full"
        >
          <title>{title}</title>
          <desc id={`${id}-summary`}>{summary}</desc>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={rtl ? 4 : margin.side}
                x2={rtl ? width - margin.side : width - 4}
                y1={y(tick)}
                y2={y(tick)}
                className="stroke-ink-500/20"
              />
              <text
                x={axisX}
                y={y(tick)}
                dy="0.32em"
                textAnchor={rtl ? "end" : "start"}
                className="fill-ink-700 text-[11px]"
                direction="ltr"
              >
                {tick}
              </text>
            </g>
          ))}
          {stacked.map((layer, index) => (
            <g key={layer.key} className={fills[index % fills.length]}>
              {layer.map((point, dayIndex) => {
                const top = y(point[1]);
                const bottom = y(point[0]);
                const day = days[dayIndex] ?? "";
                return bottom - top > 0 ? (
                  <rect key={day} x={barX(day)} y={top} width={x.bandwidth()} height={bottom - top} />
                ) : null;
              })}
            </g>
          ))}
          {days.map((day, index) => {
            if ((days.length - 1 - index) % labelEvery !== 0) return null;
            // A label at either end of the chart is held inside it rather than cut in half.
            const centre = barX(day) + x.bandwidth() / 2;
            const edge = centre < 32 ? "left" : centre > width - 32 ? "right" : null;
            return (
              <text
                key={day}
                x={edge === "left" ? 0 : edge === "right" ? width : centre}
                y={height - 6}
                textAnchor={
                  edge === "left" ? (rtl ? "end" : "start") : edge === "right" ? (rtl ? "start" : "end") : "middle"
                }
                className="fill-ink-700 text-[11px]"
              >
                {formatDay(day, language)}
              </text>
            );
          })}
        </svg>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-brand-800">{t("dashboard.showTable")}</summary>
        {/* Scrolls on its own: reachable by keyboard, named by the chart's title. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled. */}
        <section className="mt-2 max-h-80 overflow-auto" tabIndex={0} aria-label={title}>
          <table className="w-full text-start" data-testid={`${testId}-table`}>
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-ink-500/20">
                <th scope="col" className="p-1 text-start">
                  {t("dashboard.day")}
                </th>
                {series.map((entry) => (
                  <th key={entry.key} scope="col" className="p-1 text-start">
                    {entry.label}
                  </th>
                ))}
                {series.length > 1 ? (
                  <th scope="col" className="p-1 text-start">
                    {t("dashboard.total")}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {[...days.entries()].reverse().map(([index, day]) => (
                <tr key={day} className="border-b border-ink-500/10" data-day={day}>
                  <th scope="row" className="p-1 text-start font-normal">
                    <bdi>{formatDay(day, language)}</bdi>
                  </th>
                  {series.map((entry) => (
                    <td key={entry.key} className="p-1 tabular-nums">
                      {entry.values[index] ?? 0}
                    </td>
                  ))}
                  {series.length > 1 ? (
                    <td className="p-1 tabular-nums">
                      {series.reduce((sum, entry) => sum + (entry.values[index] ?? 0), 0)}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </figure>
  );
}
