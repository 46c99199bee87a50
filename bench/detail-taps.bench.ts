// How long a tap on a detail page takes to show what it opens, on a phone (bench/README.md, docs/decisions/020-first-load.md):
//   npm run build && npm run bench:detail-taps
// A Pixel 7's screen and touch, the CPU slowed 4× and the network throttled to slow 4G through the DevTools
// protocol. Each measurement loads a page in a fresh browser, waits until it has hydrated, taps, and notes in the
// page (performance.now(), from the touch) when each thing the tap should show is first on screen: for a photo, the
// viewer open with the photo drawn in it (the thumbnail already downloaded, or the full-size photo), then the
// full-size photo drawn; for Register interest, the dialog, then its form's first field; for the calculator, the
// monthly instalment. Prints the median of BENCH_RUNS (default 5) runs of each.
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

async function propertyWithCalculator(origin: string): Promise<string> {
  const list = (await (await fetch(`${origin}/api/property?limit=50`)).json()) as {
    data: { id: number; price: number | null; rent_period: string | null }[];
  };
  const sale = list.data.find((listing) => (listing.price ?? 0) > 0 && !listing.rent_period);
  if (!sale) throw new Error("No priced property for sale in the demo data");
  return `/en/property/${sale.id}`;
}

/** What a tap should show: a selector, and whether it must be a fully loaded image (not just laid out). */
interface Sight {
  name: string;
  selector: string;
  image?: boolean;
}

/**
 * Runs in the page: notes when the first touch starts and when each sight is first on screen (a box, not hidden,
 * and for an image, loaded and decoded: not the viewer's "loading" state), checked every frame.
 */
function watch(sights: Sight[]) {
  const state = { tappedAt: Number.NaN, seen: {} as Record<string, number> };
  (window as unknown as { __tap: typeof state }).__tap = state;
  window.addEventListener(
    "touchstart",
    () => {
      if (Number.isNaN(state.tappedAt)) state.tappedAt = performance.now();
    },
    { capture: true },
  );
  const isShown = (sight: Sight) =>
    Array.from(document.querySelectorAll(sight.selector)).some((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === "hidden") return false;
      if (!sight.image) return true;
      return (
        element instanceof HTMLImageElement &&
        element.complete &&
        element.naturalWidth > 0 &&
        !element.classList.contains("yarl__slide_image_loading")
      );
    });
  const tick = () => {
    if (!Number.isNaN(state.tappedAt)) {
      for (const sight of sights)
        if (!(sight.name in state.seen) && isShown(sight)) state.seen[sight.name] = performance.now();
    }
    if (Object.keys(state.seen).length < sights.length) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** Milliseconds from the touch on `target` to each sight, on a phone page tapped as soon as it has hydrated. */
async function timeTap(url: string, target: string, sights: Sight[]): Promise<number[]> {
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
    await page.evaluate(watch, sights);
    await page.locator(target).first().tap();
    await page.waitForFunction(
      (count) => Object.keys((window as unknown as { __tap: { seen: object } }).__tap.seen).length === count,
      sights.length,
      { timeout: 60_000, polling: 250 },
    );
    const { tappedAt, seen } = await page.evaluate(
      () => (window as unknown as { __tap: { tappedAt: number; seen: Record<string, number> } }).__tap,
    );
    return sights.map((sight) => Math.round((seen[sight.name] ?? Number.NaN) - tappedAt));
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
  const project = await projectWithPhotos(server.origin);
  const property = await propertyWithCalculator(server.origin);
  const scenarios: { path: string; target: string; sights: Sight[] }[] = [
    {
      path: project,
      target: "[data-thumbnail='1'] button",
      sights: [
        // The viewer's shell with the thumbnail already downloaded, or the viewer's own slide.
        {
          name: "photo → viewer open, showing the photo",
          selector: "[role=status][aria-busy] img, .yarl__slide_current img",
          image: true,
        },
        { name: "photo → full-size photo drawn", selector: ".yarl__slide_current img.yarl__slide_image", image: true },
      ],
    },
    {
      path: project,
      target: "button[aria-haspopup='dialog']",
      sights: [
        // A native <dialog> since branch interest31 (docs/decisions/020-first-load.md, "Register interest at once").
        { name: "Register interest → dialog open", selector: "[role='dialog'], dialog[open]" },
        {
          name: "Register interest → form's first field",
          selector: "[role='dialog'] input, dialog[open] input[name='name']",
        },
      ],
    },
    {
      path: property,
      target: "[data-finance-open]",
      sights: [{ name: "calculator → monthly instalment", selector: "[data-testid='finance-monthly']" }],
    },
  ];
  const names = scenarios.flatMap((scenario) => scenario.sights.map((sight) => sight.name));
  const times = names.map(() => [] as number[]);
  for (let run = 0; run < runs; run++) {
    const measured = [];
    for (const scenario of scenarios) {
      measured.push(...(await timeTap(`${server.origin}${scenario.path}`, scenario.target, scenario.sights)));
    }
    for (const [index, value] of measured.entries()) times[index]?.push(value);
    console.log(`run ${run + 1}: ${measured.map((value) => `${value} ms`).join(", ")}`);
  }
  console.log(`\n${project}, ${property}: median of ${runs}, ms from the touch, Pixel 7, slow 4G, CPU 4×`);
  console.log("| tap → what shows | median | runs |\n|---|---|---|");
  for (const [index, name] of names.entries()) {
    const each = times[index] ?? [];
    console.log(`| ${name} | **${median(each)} ms** | ${each.join(" / ")} |`);
  }
} finally {
  server.stop();
}
