import { get } from "node:http";
import type { Page, Request } from "@playwright/test";
import { heldModuleType } from "../../app/lib/scripts-after-first-paint.ts";
import { expect, test } from "./fixtures.ts";

/**
 * First-load budgets (docs/decisions/020-first-load.md): what a visitor's browser downloads
 * to show and hydrate each page type, in both languages, before touching anything. Sizes are the bytes
 * on the wire as Chromium counts them (compressed body plus response headers), like Lighthouse's
 * "transferred". A page that grows past its budget fails here; lower a budget when a change frees bytes.
 */
const kb = 1024;
type PageType =
  | "home"
  | "auctions"
  | "projects"
  | "properties"
  | "auction"
  | "project"
  | "property"
  | "map"
  | "services"
  | "about"
  | "contact";

/**
 * Budgets in bytes transferred: 120 KB of scripts on every page but the map (161 KB there, its
 * pins worker's script included; 160 until search by area). See docs/decisions/020-first-load.md for where the bytes go.
 */
const goal = 120 * kb;
const budgets: Record<PageType, { js: number; css: number }> = {
  home: { js: goal, css: 10 * kb },
  auctions: { js: goal, css: 10 * kb },
  projects: { js: goal, css: 10 * kb },
  properties: { js: goal, css: 10 * kb },
  auction: { js: goal, css: 10 * kb },
  project: { js: goal, css: 10 * kb },
  property: { js: goal, css: 10 * kb },
  map: { js: 161 * kb, css: 16 * kb },
  services: { js: goal, css: 10 * kb },
  about: { js: goal, css: 10 * kb },
  contact: { js: goal, css: 10 * kb },
};
/**
 * Font files: regular and bold, each holding the Arabic and the Latin glyphs (`npm run assets:fonts`), so
 * the digits and Latin words of an Arabic page, or the language switch's Arabic label on an English one,
 * need no third file.
 */
const fontBudget = 2;

const fixedPaths: Partial<Record<PageType, string>> = {
  home: "/",
  auctions: "/auctions",
  projects: "/directmarketing",
  properties: "/propertymanagement",
  map: "/map",
  services: "/services",
  about: "/aboutus",
  contact: "/contactus",
};
const detailKinds = { auction: "auction", project: "project", property: "property" } as const;

interface Loaded {
  url: string;
  type: string;
  bytes: number;
}

/**
 * Counts the elements of the server's HTML that leave the page after it has been parsed: hydration should
 * adopt every one of them (a Suspense boundary that React renders again in the browser instead would
 * replace its elements, images included).
 */
function countServerElementsRemoved(heldScriptType: string) {
  const fromServer = new WeakSet<Node>();
  let parsing = true;
  document.addEventListener("DOMContentLoaded", () => {
    parsing = false;
  });
  (window as unknown as { serverElementsRemoved: number }).serverElementsRemoved = 0;
  new MutationObserver((records) => {
    for (const record of records) {
      if (parsing) for (const node of record.addedNodes) fromServer.add(node);
      for (const node of record.removedNodes) {
        // The held module script gives way to the one that runs (app/lib/scripts-after-first-paint.ts), and the
        // map page's first view to Leaflet's own tiles (app/components/map/first-view.tsx).
        const heldScript = node instanceof HTMLScriptElement && node.type === heldScriptType;
        const firstView = node instanceof HTMLElement && node.hasAttribute("data-map-first-view");
        // A countdown shows the page's render time while it hydrates, then the clock's: a part that reaches
        // zero in between (a minute before a whole hour, for targets on the hour) leaves, as it should.
        const countdownTick = record.target instanceof Element && record.target.closest('[role="timer"]') !== null;
        if (
          node.nodeType === Node.ELEMENT_NODE &&
          fromServer.has(node) &&
          !heldScript &&
          !firstView &&
          !countdownTick
        ) {
          (window as unknown as { serverElementsRemoved: number }).serverElementsRemoved++;
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/** The bytes of a file's body on the wire, compressed as a browser asks for it. */
function compressedBodySize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on("end", () => resolve(bytes));
    }).on("error", reject);
  });
}

async function firstLoad(page: Page, path: string, drawsMap: boolean): Promise<Loaded[]> {
  await page.addInitScript(countServerElementsRemoved, heldModuleType);
  const finished: Promise<Loaded>[] = [];
  page.on("requestfinished", (request: Request) => {
    finished.push(
      request.sizes().then(async (sizes) => ({
        url: new URL(request.url()).pathname,
        type: request.resourceType(),
        // Chromium gives a worker's script its headers but no body size (the map's pins worker): its body is
        // fetched again, compressed as the browser was sent it.
        bytes:
          (sizes.responseBodySize ||
            (request.resourceType() === "script" ? await compressedBodySize(request.url()) : 0)) +
          sizes.responseHeadersSize,
      })),
    );
  });
  await page.goto(path);
  // Whatever the page fetches by itself once hydrated (the map's code, a lazy section) counts too. Network
  // quiet alone is not enough: on a busy machine the page can be still for 500 ms before it hydrates, and the
  // map's code was then left out of its count.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  if (drawsMap) await page.locator(".leaflet-marker-icon").first().waitFor();
  await page.waitForLoadState("networkidle");
  return Promise.all(finished);
}

const total = (loaded: Loaded[]) => loaded.reduce((sum, item) => sum + item.bytes, 0);

test.describe("first-load budgets @desktop", () => {
  // A visitor in Saudi Arabia, as most are: a detail page's dates then stay as the server drew them, in the
  // company's zone, and their code is not fetched (app/lib/server-island.tsx).
  test.use({ timezoneId: "Asia/Riyadh" });
  for (const language of ["ar", "en"] as const) {
    for (const type of Object.keys(budgets) as PageType[]) {
      test(`${type} (${language}) stays within its first-load budget`, async ({ page, request }) => {
        let path = fixedPaths[type];
        if (!path) {
          const kind = detailKinds[type as keyof typeof detailKinds];
          const list = (await (await request.get(`/api/${kind}?limit=1`)).json()) as { data: { id: number }[] };
          path = `/${kind}/${list.data[0]!.id}`;
        }
        if (language === "en") path = path === "/" ? "/en" : `/en${path}`;
        const loaded = await firstLoad(page, path, type === "map");
        const scripts = loaded.filter((item) => item.type === "script");
        const styles = loaded.filter((item) => item.type === "stylesheet");
        const fonts = loaded.filter((item) => item.type === "font");
        const summary = `${path}: ${scripts.length} scripts ${(total(scripts) / kb).toFixed(1)} KB, css ${(total(styles) / kb).toFixed(1)} KB, ${fonts.length} fonts`;
        test.info().annotations.push({ type: "first load", description: summary });
        console.log(summary);
        expect(
          total(scripts),
          `${summary}\n${scripts.map((s) => `${s.bytes} ${s.url}`).join("\n")}`,
        ).toBeLessThanOrEqual(budgets[type].js);
        expect(total(styles), summary).toBeLessThanOrEqual(budgets[type].css);
        expect(fonts.length, summary).toBeLessThanOrEqual(fontBudget);
        // The back office's code never rides along with a public page.
        expect(scripts.filter((script) => /admin/.test(script.url))).toEqual([]);
        // Hydration adopted the server's page rather than drawing parts of it again (the map's loading notice
        // is the one server element that leaves, once the pins are in).
        await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
        // The scripts wait for the first paint rather than sharing the first bandwidth with the style sheet and fonts.
        const { firstContentfulPaint, firstScriptRequested } = await page.evaluate(() => ({
          firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
          firstScriptRequested: Math.min(
            ...performance
              .getEntriesByType("resource")
              .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
              .map((entry) => entry.startTime),
          ),
        }));
        expect(firstScriptRequested).toBeGreaterThanOrEqual(firstContentfulPaint);
        expect(
          await page.evaluate(() => (window as unknown as { serverElementsRemoved: number }).serverElementsRemoved),
        ).toBe(type === "map" ? 1 : 0);
      });
    }
  }
});
