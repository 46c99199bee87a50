// Lighthouse mobile performance of every page type (bench/README.md), against the built server on the
// benchmark database:  npm run build && npm run bench:lighthouse
// Lighthouse's default mobile run: a mid-range phone's screen, 4× CPU slowdown and slow 4G, simulated.
// Each page is measured BENCH_RUNS times (default 3) in a fresh headless chromium; the median score
// and that run's metrics are printed as a markdown table. The machines are noisy: compare medians.
// Arguments keep the pages whose name contains one of them:  npm run bench:lighthouse -- detail map
// The map's tiles come from bench/tile-server.ts (this machine has no internet); with BENCH_ORIGIN, start the
// server being measured with MAP_TILE_URL set to the template `node bench/tile-server.ts` prints.
import { spawn } from "node:child_process";
import { startBenchServer } from "./harness.ts";
import { startTileServer } from "./tile-server.ts";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const goal = 98;

interface Figures {
  score: number;
  /** Accessibility, best practices and SEO, as "100/100/100". */
  others: string;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
}

interface LighthouseReport {
  categories: Record<"performance" | "accessibility" | "best-practices" | "seo", { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
}

function lighthouse(url: string): Promise<Figures> {
  const args = [
    url,
    "--quiet",
    "--only-categories=performance,accessibility,best-practices,seo",
    "--output=json",
    "--output-path=stdout",
    "--chrome-flags=--headless=new --no-sandbox",
  ];
  return new Promise((resolve, reject) => {
    const child = spawn("node_modules/.bin/lighthouse", args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} for ${url}`));
      const report = JSON.parse(output) as LighthouseReport;
      const score = report.categories.performance.score;
      if (score === null) return reject(new Error(`${url}: ${report.runtimeError?.message ?? "no score"}`));
      const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
      const other = (id: "accessibility" | "best-practices" | "seo") =>
        Math.round((report.categories[id]?.score ?? 0) * 100);
      resolve({
        score: Math.round(score * 100),
        others: `${other("accessibility")}/${other("best-practices")}/${other("seo")}`,
        fcp: metric("first-contentful-paint"),
        lcp: metric("largest-contentful-paint"),
        tbt: metric("total-blocking-time"),
        cls: metric("cumulative-layout-shift"),
        speedIndex: metric("speed-index"),
      });
    });
  });
}

/** A published listing of the kind, to measure its detail page. */
async function firstListingPath(origin: string, kind: "auction" | "project" | "property"): Promise<string> {
  const page = (await (await fetch(`${origin}/api/${kind}?limit=1`)).json()) as { data: { id: number }[] };
  const id = page.data[0]?.id;
  if (id === undefined) throw new Error(`No ${kind} to measure`);
  return `/${kind}/${id}`;
}

/** Lighthouse sometimes fails to record a load's trace (NO_NAVSTART); such a run is tried again. */
async function withRetries<T>(measure: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`${(error as Error).message}; trying again`);
    }
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// BENCH_ORIGIN measures a server that is already running (its own database) instead of starting one.
const tiles = process.env.BENCH_ORIGIN ? undefined : await startTileServer();
const server = tiles
  ? await startBenchServer({ MAP_TILE_URL: tiles.template })
  : { origin: process.env.BENCH_ORIGIN as string, stop: () => undefined };
try {
  const arabicPages = [
    ["home", "/"],
    ["auctions list", "/auctions"],
    ["projects list", "/directmarketing"],
    ["properties list", "/propertymanagement"],
    ["auction detail", await firstListingPath(server.origin, "auction")],
    ["project detail", await firstListingPath(server.origin, "project")],
    ["property detail", await firstListingPath(server.origin, "property")],
    ["map", "/map"],
    ["services", "/services"],
    ["about", "/aboutus"],
    ["list your property", "/contactus"],
  ] as const;
  // Every page type in both languages: the English page of each follows its Arabic one.
  const pages = arabicPages.flatMap(([name, path]) => [
    [name, path] as const,
    [`${name} (English)`, path === "/" ? "/en" : `/en${path}`] as const,
  ]);
  const wanted = process.argv.slice(2);
  const measured = pages.filter(([name]) => wanted.length === 0 || wanted.some((word) => name.includes(word)));
  console.log(`| page | score (${runs} runs) | FCP | LCP | TBT | CLS | Speed Index | a11y/BP/SEO | goal ≥ ${goal} |`);
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const [name, path] of measured) {
    const results: Figures[] = [];
    for (let run = 0; run < runs; run++) results.push(await withRetries(() => lighthouse(`${server.origin}${path}`)));
    const sorted = [...results].sort((a, b) => a.score - b.score);
    const median = sorted[Math.floor(sorted.length / 2)] as Figures;
    console.log(
      `| ${name} \`${path}\` | **${median.score}** (${results.map((result) => result.score).join(" / ")}) | ` +
        `${seconds(median.fcp)} | ${seconds(median.lcp)} | ${Math.round(median.tbt)} ms | ${median.cls.toFixed(3)} | ` +
        `${seconds(median.speedIndex)} | ${median.others} | ${median.score >= goal ? "yes" : "no"} |`,
    );
  }
} finally {
  server.stop();
  tiles?.stop();
}
