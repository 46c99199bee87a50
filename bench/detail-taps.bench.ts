// How long a tap on a detail page takes to show what it opens, on a phone (bench/README.md, issue 31):
//   npm run build && npm run bench:detail-taps
// A Pixel 7's screen and touch, the CPU slowed 4× and the network throttled to slow 4G through the DevTools
// protocol. Each run loads a project page in a fresh browser, waits until it has hydrated, taps a photo and
// times until the viewer shows that photo; then, in another fresh browser, taps Register interest and times
// until the form's first field shows. Prints the median of BENCH_RUNS (default 5) runs of each.
// Starts the built site on the demo data (tests/e2e/serve-for-tests.ts) on BENCH_PORT (default 3200), or measures
// BENCH_ORIGIN when set.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { chromium, devices } = require("playwright-core") as typeof import("playwright-core");

const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3200);

/** DevTools' "Slow 4G": 562.5 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const slow4g = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

async function startServer(): Promise<{ origin: string; stop: () => void }> {
  if (process.env.BENCH_ORIGIN) return { origin: process.env.BENCH_ORIGIN, stop: () => undefined };
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn("node", ["tests/e2e/serve-for-tests.ts", "sqlite", String(port)], { stdio: "inherit" });
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) })).ok) {
        return { origin, stop: () => server.kill("SIGTERM") };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill("SIGTERM");
  throw new Error("The server did not become ready");
}

async function projectWithPhotos(origin: string): Promise<string> {
  const list = (await (await fetch(`${origin}/api/project?limit=20`)).json()) as { data: { id: number }[] };
  for (const { id } of list.data) {
    const html = await (await fetch(`${origin}/en/project/${id}`)).text();
    if (html.includes("data-thumbnail") && html.includes("Register interest")) return `/en/project/${id}`;
  }
  throw new Error("No open project with photos in the demo data");
}

/**
 * Milliseconds from the tap on `target` to `shown` being visible, on a hydrated phone page: at once, or after the
 * visitor has scrolled a little and read for 5 s (the code is fetched once the visitor starts using the page).
 */
async function timeTap(url: string, target: string, shown: string, readFirst: boolean): Promise<number> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const context = await browser.newContext({ ...devices["Pixel 7"] });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", slow4g);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    if (readFirst) {
      await page.evaluate(() => window.scrollBy(0, 100));
      await page.waitForTimeout(5000);
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    const started = Date.now();
    await page.locator(target).first().tap();
    await page.locator(shown).first().waitFor({ state: "visible", timeout: 60_000 });
    return Date.now() - started;
  } finally {
    await browser.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const server = await startServer();
try {
  const path = await projectWithPhotos(server.origin);
  const url = `${server.origin}${path}`;
  const scenarios = [
    {
      name: "photo → viewer shows it, tapped at once",
      target: "[data-thumbnail='1'] button",
      shown: ".yarl__slide_current img",
      readFirst: false,
    },
    {
      name: "Register interest → form shows, tapped at once",
      target: "button[aria-haspopup='dialog']",
      shown: "[role='dialog'] input",
      readFirst: false,
    },
    {
      name: "photo → viewer, after a scroll and 5 s",
      target: "[data-thumbnail='1'] button",
      shown: ".yarl__slide_current img",
      readFirst: true,
    },
    {
      name: "Register interest → form, after a scroll and 5 s",
      target: "button[aria-haspopup='dialog']",
      shown: "[role='dialog'] input",
      readFirst: true,
    },
  ];
  const times = scenarios.map(() => [] as number[]);
  for (let run = 0; run < runs; run++) {
    for (const [index, scenario] of scenarios.entries()) {
      times[index]?.push(await timeTap(url, scenario.target, scenario.shown, scenario.readFirst));
    }
    console.log(`run ${run + 1}: ${times.map((each) => `${each.at(-1)} ms`).join(", ")}`);
  }
  console.log(`\n${path}, median of ${runs}, Pixel 7, slow 4G, CPU 4×`);
  console.log("| tap | median | runs |\n|---|---|---|");
  for (const [index, scenario] of scenarios.entries()) {
    const each = times[index] ?? [];
    console.log(`| ${scenario.name} | **${median(each)} ms** | ${each.join(" / ")} |`);
  }
} finally {
  server.stop();
}
