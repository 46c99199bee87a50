import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { Language } from "../../domain/language.ts";
import type { ListingKind as Kind } from "../../domain/listing.ts";
import { mapGroupOf as groupOf, type MapData } from "../../domain/map-item.ts";
import { expect, expectNoSeriousA11yViolations, isPhone, test } from "./fixtures.ts";
import { transientListingTitles } from "./listings-db.ts";

const kinds: Kind[] = ["auction", "project", "property"];

const texts = {
  ar: {
    title: "البحث على الخريطة",
    map: "خريطة الإعلانات",
    legend: "إظهار على الخريطة",
    loading: "جارٍ تحميل الخريطة…",
    kinds: { auction: "المزادات", project: "التسويق المباشر", property: "إدارة الأملاك" },
    pin: { auction: /^مزاد: /, project: /^مشروع: /, property: /^عقار: / },
    anyPin: /^(مزاد|مشروع|عقار): /,
    cluster: /هنا، اضغط للتكبير/,
    viewDetails: "عرض التفاصيل",
    close: "إغلاق",
    zoomOut: "تصغير الخريطة",
    prefix: "",
  },
  en: {
    title: "Search on Map",
    map: "Map of listings",
    legend: "Show on the map",
    loading: "Loading map…",
    kinds: { auction: "Auctions", project: "Direct marketing", property: "Property management" },
    pin: { auction: /^Auction: /, project: /^Project: /, property: /^Property: / },
    anyPin: /^(Auction|Project|Property): /,
    cluster: /listings? here, select to zoom in/,
    viewDetails: "View details",
    close: "Close",
    zoomOut: "Zoom out",
    prefix: "/en",
  },
} as const;

async function mapData(request: APIRequestContext, language: Language): Promise<MapData> {
  const response = await request.get("/api/content/map", { headers: { "accept-language": language } });
  return ((await response.json()) as { data: MapData }).data;
}

/** Taps on phones (touch), clicks elsewhere. */
async function press(page: Page, target: Locator): Promise<void> {
  if (isPhone(page)) await target.tap();
  else await target.click();
}

/** The zoom of the view the map has drawn, and how many views it has drawn (set once a view's markers are on it). */
async function drawnView(map: Locator): Promise<{ zoom: number; views: number }> {
  const container = map.locator(".leaflet-container");
  return {
    zoom: Number(await container.getAttribute("data-view-zoom")),
    views: Number(await container.getAttribute("data-views")),
  };
}

/** Presses `target` (a cluster, a zoom button) and waits until the map has drawn its view at the new zoom; returns it. */
async function pressAndZoom(page: Page, map: Locator, target: Locator): Promise<number> {
  const before = (await drawnView(map)).zoom;
  await press(page, target);
  await expect.poll(async () => (await drawnView(map)).zoom).not.toBe(before);
  await expect(page.locator(".leaflet-zoom-anim")).toHaveCount(0);
  return (await drawnView(map)).zoom;
}

/** The first of the locator's elements that a visitor can press: inside the window and not covered (by the legend, say). */
async function firstPressable(locator: Locator): Promise<Locator | null> {
  for (const candidate of await locator.all()) {
    const pressable = await candidate.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && (top === element || element.contains(top));
    });
    if (pressable) return candidate;
  }
  return null;
}

/** Pins of the listings the editor's journey creates and withdraws again, which may be gone when opened. */
const transientPins = Object.values(transientListingTitles)
  .map((title) => `[title^="${title} "]`)
  .join(", ");

/** Opens clusters until a pin of the given name is on screen (not a transient listing's), and returns it. */
async function drillToPin(page: Page, map: Locator, pinName: RegExp, clusterName: RegExp): Promise<Locator> {
  for (let step = 0; step < 14; step++) {
    const pin = await firstPressable(
      map.getByRole("button", { name: pinName }).and(page.locator(`:not(:is(${transientPins}))`)),
    );
    if (pin) return pin;
    const cluster = await firstPressable(map.getByRole("button", { name: clusterName }));
    if (!cluster) throw new Error("neither a pin nor a cluster to press");
    await pressAndZoom(page, map, cluster);
  }
  throw new Error(`no pin named ${pinName} after opening clusters`);
}

/** How many pins a cluster's label speaks of ("30 إعلانًا هنا…", "إعلانان هنا…", "12 listings here…"). */
function countOf(label: string): number {
  if (label.startsWith("إعلانان")) return 2;
  if (label.startsWith("إعلان واحد")) return 1;
  return Number(label.replace(/,/g, "").match(/\d+/)?.[0] ?? Number.NaN);
}

/** Pins the map shows now: those in clusters (their counts) and single ones. */
async function shownPins(map: Locator, language: Language): Promise<number> {
  const labels = await map.getByText(texts[language].cluster).allTextContents();
  const clustered = labels.reduce((sum, label) => sum + countOf(label), 0);
  return clustered + (await map.getByRole("button", { name: texts[language].anyPin }).count());
}

/** Hides every kind but `kind` with the legend and waits until the map counts all `count` of its pins; returns the legend. */
async function showOnly(page: Page, map: Locator, language: Language, kind: Kind, count: number): Promise<Locator> {
  const legend = page.getByRole("group", { name: texts[language].legend });
  for (const other of kinds.filter((candidate) => candidate !== kind)) {
    await press(page, legend.getByRole("button", { name: texts[language].kinds[other] }));
  }
  await expect.poll(() => shownPins(map, language)).toBe(count);
  return legend;
}

/** Opens the map page once its pins are in: every pin is in view, on a phone too (the view fits them there). */
async function openMap(page: Page, language: Language): Promise<Locator> {
  const text = texts[language];
  await page.goto(`${text.prefix}/map`);
  await expect(page.getByText(text.loading)).toBeHidden();
  const map = page.getByRole("region", { name: text.map });
  await expect(map.getByRole("button", { name: text.cluster }).first()).toBeVisible();
  return map;
}

test.describe("map page", () => {
  test("centres on Riyadh with the legend, shows every listing in clusters, and a cluster opens when pressed", async ({
    page,
    request,
  }) => {
    const data = await mapData(request, "ar");
    const total = data.auctions.length + data.projects.length + data.properties.length;
    const map = await openMap(page, "ar");
    await expect(page.getByRole("heading", { level: 1, name: "البحث على الخريطة" })).toBeVisible();
    await expect(page).toHaveTitle(/^البحث على الخريطة \|/);
    const legend = page.getByRole("group", { name: texts.ar.legend });
    for (const kind of kinds) {
      await expect(legend.getByRole("button", { name: texts.ar.kinds[kind] })).toHaveAttribute("aria-pressed", "true");
    }
    // The map stays left to right inside the right-to-left page.
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(map).toHaveAttribute("dir", "ltr");
    await expect.poll(() => shownPins(map, "ar")).toBe(total);

    // Pressing the biggest cluster zooms in on it: it splits into smaller clusters and single pins.
    let cluster: Locator | null = null;
    let pressed = 0;
    for (const candidate of await map.getByRole("button", { name: texts.ar.cluster }).all()) {
      const count = countOf((await candidate.getByText(texts.ar.cluster).textContent()) ?? "");
      if (count > pressed && (await firstPressable(candidate))) [cluster, pressed] = [candidate, count];
    }
    if (!cluster) throw new Error("no cluster on screen");
    await pressAndZoom(page, map, cluster);
    const biggest = async () => Math.max(0, ...(await map.getByText(texts.ar.cluster).allTextContents()).map(countOf));
    await expect.poll(biggest).toBeLessThan(pressed);
    const markers = map.getByRole("button", { name: /هنا، اضغط للتكبير|^(مزاد|مشروع|عقار): / });
    expect(await markers.count()).toBeGreaterThanOrEqual(2);
  });

  for (const kind of kinds) {
    test(`a ${kind} pin opens its info window, and View Details opens its page`, async ({ page, request }) => {
      const items = (await mapData(request, "ar"))[groupOf[kind]];
      const map = await openMap(page, "ar");
      // Only this kind on the map: every cluster then holds pins of this kind.
      await showOnly(page, map, "ar", kind, items.length);

      const pin = await drillToPin(page, map, texts.ar.pin[kind], texts.ar.cluster);
      await expect(pin).toHaveAttribute("src", /^data:image\/svg\+xml,/);
      const title = (await pin.getAttribute("title")) ?? "";
      const item = items.find((candidate) => candidate.title === title);
      if (!item) throw new Error(`no ${kind} titled ${title}`);
      await press(page, pin);

      const window = map.getByRole("article");
      await expect(window.getByRole("heading", { name: title })).toBeVisible();
      await expect(window.getByText(item.location_description)).toBeVisible();
      // Right to left: the title and the date line start at their right edge (the window's, for the title), as the
      // location does; Leaflet's popup would align them to the left.
      const windowBox = (await window.boundingBox())!;
      const heading = window.getByRole("heading", { name: title });
      for (const line of [heading, window.locator("time")]) {
        if ((await line.count()) === 0) continue;
        const [textRight, boxRight] = await line.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return [range.getBoundingClientRect().right, element.getBoundingClientRect().right];
        });
        expect(Math.abs(boxRight - textRight)).toBeLessThan(2);
      }
      const headingBox = (await heading.boundingBox())!;
      expect(Math.abs(windowBox.x + windowBox.width - (headingBox.x + headingBox.width))).toBeLessThan(2);
      await expect(window).toHaveCSS("text-align", "start");
      await expect(window.getByText("ريال سعودي")).toHaveCount(item.price ? 1 : 0);
      // An auction says when it starts, ends or ended; other kinds have no such line.
      await expect(window.getByText(/^(يبدأ|ينتهي|انتهى|بدأ) المزاد يوم/)).toHaveCount(
        item.start_date || item.end_date ? 1 : 0,
      );
      const counting =
        kind === "auction" &&
        (item.status === "UPCOMING" || item.status === "ACTIVE") &&
        Date.parse(item.end_date ?? item.start_date ?? "") > Date.now() + 60_000;
      await expect(window.getByRole("timer")).toHaveCount(counting ? 1 : 0);
      await expect(map.getByRole("button", { name: texts.ar.close })).toBeVisible();
      // The close button and the favourite button sit in opposite corners of the cover, both pressable.
      const closeBox = (await map.getByRole("button", { name: texts.ar.close }).boundingBox())!;
      const heartBox = (await window.getByRole("button").first().boundingBox())!;
      expect(
        closeBox.x < heartBox.x + heartBox.width &&
          heartBox.x < closeBox.x + closeBox.width &&
          closeBox.y < heartBox.y + heartBox.height &&
          heartBox.y < closeBox.y + closeBox.height,
      ).toBe(false);

      await press(page, window.getByRole("link", { name: texts.ar.viewDetails }));
      await expect(page).toHaveURL(new RegExp(`/${kind}/${item.id}$`));
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    });
  }

  test("in English: English labels, and View Details stays in the English pages", async ({ page, request }) => {
    const projects = (await mapData(request, "en")).projects;
    const map = await openMap(page, "en");
    await expect(page.getByRole("heading", { level: 1, name: "Search on Map" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await showOnly(page, map, "en", "project", projects.length);

    const pin = await drillToPin(page, map, texts.en.pin.project, texts.en.cluster);
    const title = (await pin.getAttribute("title")) ?? "";
    const project = projects.find((candidate) => candidate.title === title);
    if (!project) throw new Error(`no project titled ${title}`);
    await press(page, pin);
    await press(page, map.getByRole("article").getByRole("link", { name: "View details" }));
    await expect(page).toHaveURL(new RegExp(`/en/project/${project.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });

  test("Enter on a focused pin opens its info window, which leaves with the pin when its kind is hidden", async ({
    page,
    request,
  }) => {
    const projects = (await mapData(request, "en")).projects;
    const map = await openMap(page, "en");
    const legend = await showOnly(page, map, "en", "project", projects.length);

    const pin = await drillToPin(page, map, texts.en.pin.project, texts.en.cluster);
    const title = (await pin.getAttribute("title")) ?? "";
    await pin.focus();
    await page.keyboard.press("Enter");
    await expect(map.getByRole("article").getByRole("heading", { name: title })).toBeVisible();
    // A pan draws the view again; the pin stays in it, and so its marker and its window stay.
    const marker = await pin.elementHandle();
    await expect.poll(() => marker?.evaluate((element) => element.isConnected)).toBe(true);
    const { views } = await drawnView(map);
    await map.locator(".leaflet-container").focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(async () => (await drawnView(map)).views).toBeGreaterThan(views);
    expect(await marker?.evaluate((element) => element.isConnected)).toBe(true);
    await expect(map.getByRole("article").getByRole("heading", { name: title })).toBeVisible();

    await press(page, legend.getByRole("button", { name: texts.en.kinds.project }));
    await expect(map.getByRole("article")).toHaveCount(0);
    await expect(map.getByRole("button", { name: `Project: ${title}`, exact: true })).toHaveCount(0);
    // Shown again, the pins come back (all of them: the legend's journey counts them) without the window.
    await press(page, legend.getByRole("button", { name: texts.en.kinds.project }));
    await expect.poll(() => shownPins(map, "en")).toBeGreaterThan(0);
    await expect(map.getByRole("article")).toHaveCount(0);
  });

  test("a legend entry hides its kind's pins and shows them again", async ({ page, request }) => {
    const data = await mapData(request, "ar");
    const total = data.auctions.length + data.projects.length + data.properties.length;
    const map = await openMap(page, "ar");
    const auctions = page.getByRole("group", { name: texts.ar.legend }).getByRole("button", { name: "المزادات" });
    await expect.poll(() => shownPins(map, "ar")).toBe(total);
    await press(page, auctions);
    await expect(auctions).toHaveAttribute("aria-pressed", "false");
    await expect.poll(() => shownPins(map, "ar")).toBe(total - data.auctions.length);
    await press(page, auctions);
    await expect(auctions).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => shownPins(map, "ar")).toBe(total);
  });

  test("pins at the very same spot: their cluster's press zooms in to 13, where nothing clusters and they fan out", async ({
    page,
    request,
  }) => {
    const data = await mapData(request, "ar");
    const first = { auctions: data.auctions[0], projects: data.projects[0], properties: data.properties[0] };
    // The demo listings all have their own spot: here one of each kind shares one.
    await page.route("**/api/content/map", async (route) => {
      const spot = { lat: 24.7136, lng: 46.6753 };
      const json = {
        data: {
          auctions: [{ ...first.auctions, ...spot }],
          projects: [{ ...first.projects, ...spot }],
          properties: [{ ...first.properties, ...spot }],
        },
      };
      await route.fulfill({ json });
    });
    const map = await openMap(page, "ar");
    const cluster = map.getByRole("button", { name: "3 إعلانات هنا، اضغط للتكبير" });
    await expect(cluster).toBeVisible();
    // They never come apart by zooming, so the press goes to zoom 13, where the three pins fan out around their
    // spot instead of hiding each other.
    expect(await pressAndZoom(page, map, cluster)).toBe(13);
    await expect(map.getByRole("button", { name: texts.ar.cluster })).toHaveCount(0);
    const tips = new Set<string>();
    for (const kind of kinds) {
      const pin = map.getByRole("button", { name: texts.ar.pin[kind] });
      await expect(pin).toBeVisible();
      expect(await firstPressable(pin), `${kind} pin can be pressed`).not.toBeNull();
      const box = (await pin.boundingBox())!;
      tips.add(`${Math.round(box.x)},${Math.round(box.y)}`);
    }
    expect(tips.size).toBe(3);
    await press(page, map.getByRole("button", { name: texts.ar.pin.property }));
    await expect(map.getByRole("article").getByRole("heading", { name: first.properties?.title })).toBeVisible();

    // With a window open, Enter on another pin shows that pin's window (the map has one popup for every pin).
    for (const kind of ["auction", "project"] as const) {
      await map.getByRole("button", { name: texts.ar.pin[kind] }).focus();
      await page.keyboard.press("Enter");
      const title = kind === "auction" ? first.auctions?.title : first.projects?.title;
      await expect(map.getByRole("article").getByRole("heading", { name: title })).toBeVisible();
      await expect(map.getByRole("article")).toHaveCount(1);
    }
  });

  test("says it is loading until the pins arrive", async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/content/map", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/en/map");
    await expect(page.getByRole("status").filter({ hasText: "Loading map…" })).toBeVisible();
    release();
    await expect(page.getByText("Loading map…")).toBeHidden();
    await expect(
      page.getByRole("region", { name: texts.en.map }).getByRole("button", { name: texts.en.cluster }).first(),
    ).toBeVisible();
  });

  test("map and legend pass an accessibility check", async ({ page }) => {
    await openMap(page, "ar");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("legend on phones", () => {
  test("shows how many pins of each kind there are @phone", async ({ page, request }) => {
    const data = await mapData(request, "en");
    await page.goto("/en/map");
    await expect(page.getByText(texts.en.loading)).toBeHidden();
    const legend = page.getByRole("group", { name: texts.en.legend });
    for (const kind of kinds) {
      const count = String(data[groupOf[kind]].length);
      const entry = legend.getByRole("button", { name: `${texts.en.kinds[kind]} (${count})` });
      await expect(entry.getByText(count, { exact: true })).toBeVisible();
      const box = await entry.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= (page.viewportSize()?.width ?? 0)).toBe(true);
    }
  });
});

test.describe("auction dates in the info window", () => {
  /** The English map with one auction on it: the real data, less every other pin. */
  async function openWithOnly(page: Page, id: number): Promise<Locator> {
    await page.route("**/api/content/map", async (route) => {
      const body = (await (await route.fetch()).json()) as { data: MapData };
      const auctions = body.data.auctions.filter((item) => item.id === id);
      await route.fulfill({ json: { data: { auctions, projects: [], properties: [] } } });
    });
    await page.goto("/en/map");
    await expect(page.getByText(texts.en.loading)).toBeHidden();
    const map = page.getByRole("region", { name: texts.en.map });
    await press(page, map.getByRole("button", { name: texts.en.pin.auction }));
    return map.getByRole("article");
  }

  async function firstWithStatus(request: APIRequestContext, status: string): Promise<number> {
    const response = await request.get(`/api/auction?status=${status}&limit=1`);
    const id = ((await response.json()) as { data: { id: number }[] }).data[0]?.id;
    if (id === undefined) throw new Error(`no ${status} auction`);
    return id;
  }

  test("an ended auction says when it ended, with no countdown @desktop", async ({ page, request }) => {
    const window = await openWithOnly(page, await firstWithStatus(request, "COMPLETED"));
    await expect(window.getByText(/^Auction ended on /)).toBeVisible();
    await expect(window.getByText(/starts on/)).toHaveCount(0);
    await expect(window.getByRole("timer")).toHaveCount(0);
  });

  test("a running auction says when it ends and counts down to it @desktop", async ({ page, request }) => {
    const window = await openWithOnly(page, await firstWithStatus(request, "ACTIVE"));
    await expect(window.getByText(/^Auction ends on /)).toBeVisible();
    await expect(window.getByText(/starts on/)).toHaveCount(0);
    await expect(window.getByRole("timer")).toHaveAttribute("aria-label", /^Ends after/);
  });
});

test.describe("map page on small phones", () => {
  for (const width of [320, 390]) {
    test(`at ${width} px every pin is in view, at zoom 5 where they fit and one step out where they do not`, async ({
      browser,
      baseURL,
      request,
    }) => {
      const data = await mapData(request, "ar");
      const total = data.auctions.length + data.projects.length + data.properties.length;
      const context = await browser.newContext({ baseURL, viewport: { width, height: 700 }, hasTouch: true });
      const page = await context.newPage();
      await page.goto("/map");
      const map = page.getByRole("region", { name: texts.ar.map });
      await expect(map.getByRole("button", { name: texts.ar.cluster }).first()).toBeVisible();
      await expect.poll(() => shownPins(map, "ar")).toBe(total);
      // Every cluster and pin lies inside the map's frame, none cut at its edge.
      const frame = (await map.locator(".leaflet-container").boundingBox())!;
      for (const marker of await map.locator(".leaflet-marker-icon").all()) {
        const box = (await marker.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(frame.x);
        expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
      }
      const { zoom } = await drawnView(map);
      expect(zoom).toBeLessThanOrEqual(5);
      expect(zoom).toBeGreaterThanOrEqual(4);
      await context.close();
    });
  }

  test("on a wide screen the map opens at the spec's zoom 5 with every pin in view @desktop", async ({
    page,
    request,
  }) => {
    const data = await mapData(request, "en");
    const map = await openMap(page, "en");
    await expect
      .poll(() => shownPins(map, "en"))
      .toBe(data.auctions.length + data.projects.length + data.properties.length);
    expect((await drawnView(map)).zoom).toBe(5);
  });
});

test.describe("map page's first view", () => {
  test("the server draws the tiles in view and their credits, and a screen fetches only the tiles it shows", async ({
    browser,
    baseURL,
    viewport,
  }) => {
    // What a visitor sees before any of the page's code has run.
    const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/map");
    const firstView = page.locator("[data-map-first-view]");
    await expect(firstView.getByText("Leaflet | © OpenStreetMap contributors")).toBeVisible();
    const frame = (await page.getByRole("region", { name: texts.ar.map }).boundingBox())!;
    const screen = page.viewportSize()!;
    const tiles = await firstView.locator("img").evaluateAll((images: HTMLImageElement[]) =>
      images.map((image) => {
        const box = image.getBoundingClientRect();
        // A tile the screen does not show keeps the empty GIF that stands in for it.
        return { left: box.left, top: box.top, fetched: !image.currentSrc.startsWith("data:image/gif") };
      }),
    );
    const overlaps = (
      tile: { left: number; top: number },
      box: { x: number; y: number; width: number; height: number },
    ) =>
      tile.left < box.x + box.width &&
      tile.left + 256 > box.x &&
      tile.top < box.y + box.height &&
      tile.top + 256 > box.y;
    // Every tile in the map's frame is there; none beyond a screen's size around the frame's centre was fetched.
    const centre = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
    const reach = { x: centre.x - screen.width / 2, y: centre.y - screen.height / 2, ...screen };
    expect(tiles.filter((tile) => overlaps(tile, frame) && !tile.fetched)).toEqual([]);
    expect(tiles.filter((tile) => tile.fetched && !overlaps(tile, reach))).toEqual([]);
    expect(tiles.filter((tile) => tile.fetched).length).toBeLessThan(tiles.length);
    await context.close();
  });

  test("gives way to Leaflet's own tiles and credits once they are drawn", async ({ page }) => {
    await page.goto("/en/map");
    const map = page.getByRole("region", { name: texts.en.map });
    await expect(map.locator(".leaflet-tile-loaded").first()).toBeVisible();
    await expect(page.locator("[data-map-first-view]")).toHaveCount(0);
    await expect(map.locator(".leaflet-control-attribution")).toHaveText("Leaflet | © OpenStreetMap contributors");
  });
});

test.describe("map page without its data", () => {
  test.use({ allowedConsoleErrors: [/Loading the map's listings failed|Failed to load resource/] });

  test("a failed load is only logged; the map stays usable", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    await page.route("**/api/content/map", (route) => route.abort());
    await page.goto("/map");
    await expect(page.getByText(texts.ar.loading)).toBeHidden();
    expect(logged.some((text) => text.includes("Loading the map's listings failed"))).toBe(true);
    const map = page.getByRole("region", { name: texts.ar.map });
    await expect(map.getByRole("button", { name: texts.ar.cluster })).toHaveCount(0);
    const zoomIn = map.getByRole("button", { name: "تكبير الخريطة" });
    await press(page, zoomIn);
    const auctions = page.getByRole("group", { name: texts.ar.legend }).getByRole("button", { name: "المزادات" });
    await press(page, auctions);
    await expect(auctions).toHaveAttribute("aria-pressed", "false");
  });
});

test.describe("location map on detail pages", () => {
  interface Detail {
    id: number;
    title: string;
    lat: number;
    lng: number;
  }

  async function newestDetail(request: APIRequestContext, kind: Kind, language: Language): Promise<Detail> {
    const headers = { "accept-language": language };
    const list = (await (await request.get(`/api/${kind}?limit=1`, { headers })).json()) as { data: { id: number }[] };
    const id = list.data[0]?.id;
    if (!id) throw new Error(`no ${kind} listed`);
    return ((await (await request.get(`/api/${kind}/${id}`, { headers })).json()) as { data: Detail }).data;
  }

  test("a property's page shows its location, a pin with its title, and Google Maps links", async ({
    page,
    request,
  }) => {
    const property = await newestDetail(request, "property", "ar");
    await page.goto(`/property/${property.id}`);
    const panel = page.getByRole("region", { name: "الموقع", exact: true });
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByText(texts.ar.loading)).toBeHidden();

    const pin = panel.getByRole("button", { name: `عقار: ${property.title}` });
    await expect(pin).toBeVisible();
    await press(page, pin);
    const title = panel.getByText(property.title, { exact: true });
    await expect(title).toBeVisible();
    // Pressing the map elsewhere closes the info window.
    const box = await panel.boundingBox();
    if (!box) throw new Error("no panel box");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 40);
    await expect(title).toBeHidden();

    const point = `${property.lat}%2C${property.lng}`;
    const directions = panel.getByRole("link", { name: /^الاتجاهات/ });
    await expect(directions).toHaveAttribute("href", `https://www.google.com/maps/dir/?api=1&destination=${point}`);
    const place = panel.getByRole("link", { name: /^خرائط Google/ });
    await expect(place).toHaveAttribute("href", `https://www.google.com/maps/search/?api=1&query=${point}`);
    for (const link of [directions, place]) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
  });

  test("in English on an auction's page", async ({ page, request }) => {
    const auction = await newestDetail(request, "auction", "en");
    await page.goto(`/en/auction/${auction.id}`);
    const panel = page.getByRole("region", { name: "Location", exact: true });
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByRole("button", { name: `Auction: ${auction.title}` })).toBeVisible();
    await expect(panel.getByRole("link", { name: /^Get directions/ })).toHaveAttribute("target", "_blank");
    await expect(panel.getByRole("link", { name: /^Google Maps/ })).toHaveAttribute("target", "_blank");
  });
});
