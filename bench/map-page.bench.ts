// Benchmark of the /map page in chromium with every pin of 10,000 listings (bench/README.md).
//   npm run build && npm run bench:map-page
// The CPU is slowed 4× (as Lighthouse does for phones). Reports, as the median of BENCH_RUNS loads:
// the time until the clusters are on the map, the main thread's blocking time (the part of each
// long task over 50 ms) while loading, and the longest response to a click on a cluster and on a
// legend entry (Event Timing, as INP measures it).
import { createRequire } from "node:module";
import { startBenchServer } from "./harness.ts";

const require = createRequire(import.meta.url);
const { chromium } = require("playwright-core") as typeof import("playwright-core");

const runs = Number(process.env.BENCH_RUNS ?? 3);
const cpuSlowdown = 4;

interface PageFigures {
  clustersShownMs: number;
  blockingMs: number;
  clickResponseMs: number;
  legendResponseMs: number;
}

// Collected in the page from its first script on.
const observe = () => {
  const figures = { blocking: 0, events: [] as { name: string; duration: number }[] };
  (window as unknown as { benchFigures: typeof figures }).benchFigures = figures;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) figures.blocking += Math.max(0, entry.duration - 50);
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) figures.events.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};

async function loadOnce(origin: string): Promise<PageFigures> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, hasTouch: false });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.addInitScript(observe);
    const started = Date.now();
    await page.goto(`${origin}/map`);
    await page.locator(".map-cluster").first().waitFor();
    const clustersShownMs = Date.now() - started;
    await page.waitForTimeout(1000);
    // The biggest cluster, which zooms the map in: the first in the page's order depends on the order the
    // pins were added in, and may be one whose pins share a spot, which spreads them out instead.
    const counts = await page
      .locator(".map-cluster")
      .evaluateAll((clusters) =>
        clusters.map((cluster) => Number(cluster.querySelector("[aria-hidden]")?.textContent?.replace(/\D/g, "") ?? 0)),
      );
    const cluster = page.locator(".map-cluster").nth(counts.indexOf(Math.max(...counts)));

    const eventsBefore = await page.evaluate(
      () => (window as never as { benchFigures: { events: [] } }).benchFigures.events.length,
    );
    await cluster.click();
    await page.waitForTimeout(1000);
    const afterClick = await page.evaluate(
      () => (window as never as { benchFigures: { events: [] } }).benchFigures.events.length,
    );
    await page.getByRole("button", { pressed: true }).first().click();
    await page.waitForTimeout(1000);

    const figures = await page.evaluate(
      () => (window as never as { benchFigures: { blocking: number; events: { duration: number }[] } }).benchFigures,
    );
    const longest = (events: { duration: number }[]) => Math.max(0, ...events.map((event) => event.duration));
    return {
      clustersShownMs,
      blockingMs: Math.round(figures.blocking),
      clickResponseMs: longest(figures.events.slice(eventsBefore, afterClick)),
      legendResponseMs: longest(figures.events.slice(afterClick)),
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const server = await startBenchServer();
try {
  const origin = server.origin;
  const pins = (await (await fetch(`${origin}/api/content/map`)).json()) as { data: Record<string, unknown[]> };
  console.log(`pins: ${Object.values(pins.data).reduce((sum, items) => sum + items.length, 0)}`);
  await loadOnce(origin); // warm-up: caches and the browser's first start
  const results: PageFigures[] = [];
  for (let run = 0; run < runs; run++) results.push(await loadOnce(origin));
  for (const key of Object.keys(results[0] ?? {}) as (keyof PageFigures)[]) {
    const values = results.map((result) => result[key]);
    console.log(`${key}: median ${median(values)} ms (${values.join(" / ")})`);
  }
} finally {
  server.stop();
}
