/**
 * On a throttled phone (slow 4G, CPU 4× slower), the time from the first paint to the first tap that
 * works, on a list page and a detail page. Run by hand against a built site that is already serving:
 *
 *   node bench/early-taps.bench.ts http://127.0.0.1:4500 [runs=5]
 *
 * Each run opens the page in a fresh browser context and, from the first contentful paint on, taps one control
 * every 150 ms until its effect shows: "List view" on /en/auctions (the list turns into rows), and "Calculate the
 * instalment" on a priced property for sale (the calculator's fields show). List view is idempotent, so a later
 * tap cannot undo an earlier one; the calculator is a `<details>` that a second tap would close, so its first tap
 * is given a second to show. The first working tap is the first tap when the page holds it before hydration
 * (app/lib/early-taps.ts: `window.__heldInput` has it) or a `<summary>`'s (the browser opens it), otherwise the
 * first tap after hydration. Prints
 * the medians (ms after the first paint): first working tap, hydration, effect.
 */
import { type Browser, chromium, devices, type Locator } from "@playwright/test";

const base = process.argv[2] ?? "http://127.0.0.1:4500";
const runs = Number(process.argv[3] ?? 5);
const slow4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 94_000 };

interface Run {
  firstWorkingTap: number;
  hydrated: number;
  effect: number;
}

declare global {
  interface Window {
    __taps?: { at: number; hydrated: boolean; held: boolean }[];
    __hydratedAt?: number;
  }
}

async function once(
  browser: Browser,
  path: string,
  control: (page: Locator) => Locator,
  effect: (page: Locator) => Locator,
  effectWait: number,
) {
  const context = await browser.newContext({ ...devices["Pixel 7"] });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__taps = [];
    window.addEventListener(
      "click",
      (event) => {
        if (!event.isTrusted) return;
        const hydrated = document.documentElement.hasAttribute("data-hydrated");
        const before = window.__heldInput?.length ?? 0;
        // A disclosure opens without any script: that tap works.
        const native = event.target instanceof Element && event.target.closest("summary") !== null;
        const tap = { at: performance.now(), hydrated, held: native };
        window.__taps?.push(tap);
        // The page's own listener runs after this one: was the press held?
        setTimeout(() => {
          tap.held ||= (window.__heldInput?.length ?? 0) > before || hydrated;
        }, 0);
      },
      true,
    );
    // Not before the document has its root element.
    document.addEventListener("DOMContentLoaded", () => {
      new MutationObserver(() => {
        if (document.documentElement.hasAttribute("data-hydrated")) window.__hydratedAt ??= performance.now();
      }).observe(document.documentElement, { attributes: true });
    });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", slow4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(base + path, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
    polling: 20,
  });
  const firstPaint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime);
  const target = control(page.locator("body")).first();
  const shown = effect(page.locator("body"));
  let seenAt = 0;
  while (!seenAt) {
    // Forced: at the control's place as it is now, without waiting for it to be stable (the page is still laid
    // out). Short: the page is tapped again every so often.
    await target.tap({ force: true, timeout: 300 }).catch(() => undefined);
    try {
      await shown.waitFor({ state: "visible", timeout: effectWait });
      seenAt = await page.evaluate(() => performance.now());
    } catch {
      // Not yet: tap again.
    }
  }
  const { taps, hydratedAt } = await page.evaluate(() => ({
    taps: window.__taps ?? [],
    hydratedAt: window.__hydratedAt,
  }));
  const working = taps.find((tap) => tap.held) ?? taps.at(-1);
  if (process.env.DEBUG) console.log(firstPaint, hydratedAt, JSON.stringify(taps));
  await context.close();
  const after = (time: number | undefined) => Math.round((time ?? Number.NaN) - (firstPaint ?? 0));
  return { firstWorkingTap: after(working?.at), hydrated: after(hydratedAt), effect: after(seenAt) } satisfies Run;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const listings = (await (await fetch(`${base}/api/property?limit=50`)).json()) as {
  data: { id: number; price: number | null; rent_period: string | null }[];
};
const sale = listings.data.find((listing) => (listing.price ?? 0) > 0 && !listing.rent_period);
if (!sale) throw new Error("no priced property for sale");

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const pages = [
  {
    name: "list /en/auctions, List view",
    path: "/en/auctions",
    control: (body: Locator) => body.getByRole("button", { name: "List view" }),
    effect: (body: Locator) => body.locator('button[aria-pressed="true"][title="List view"]'),
    effectWait: 150,
  },
  {
    name: `detail /en/property/${sale.id}, calculator`,
    path: `/en/property/${sale.id}`,
    control: (body: Locator) => body.locator("summary", { hasText: "Calculate the instalment" }),
    effect: (body: Locator) => body.getByLabel("Down payment (%)"),
    effectWait: 1000,
  },
];
for (const { name, path, control, effect, effectWait } of pages) {
  const results: Run[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await once(browser, path, control, effect, effectWait));
  const summary = (key: keyof Run) =>
    `${median(results.map((result) => result[key]))} (${results.map((r) => r[key]).join(" / ")})`;
  console.log(
    `${name}: first working tap ${summary("firstWorkingTap")}, hydrated ${summary("hydrated")}, effect ${summary("effect")} ms after first paint`,
  );
}
await browser.close();
