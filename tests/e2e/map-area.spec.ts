import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { Language } from "../../domain/language.ts";
import type { MapData } from "../../domain/map-item.ts";
import { expect, isPhone, test } from "./fixtures.ts";

const texts = {
  ar: {
    prefix: "",
    draw: "ارسم منطقة",
    view: "ابحث في الجزء الظاهر من الخريطة",
    clear: "إزالة المنطقة",
    inArea: /في هذه المنطقة/,
    chat: "راسلنا عبر واتساب",
  },
  en: {
    prefix: "/en",
    draw: "Draw an area",
    view: "Search this view",
    clear: "Clear area",
    inArea: /in this area/,
    chat: "Chat with us on WhatsApp",
  },
} as const;

/** How many pins the API puts inside an area. */
async function pinsInside(request: APIRequestContext, area: string, language: Language): Promise<number> {
  const response = await request.get(`/api/content/map?area=${encodeURIComponent(area)}`, {
    headers: { "accept-language": language },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: MapData };
  return data.auctions.length + data.projects.length + data.properties.length;
}

/** The English sentence the map says for a count of listings in the area. */
function englishCount(count: number): string {
  if (count === 0) return "No listings in this area";
  return count === 1 ? "1 listing in this area" : `${count.toLocaleString("en")} listings in this area`;
}

async function openMap(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const container = page.locator(".leaflet-container");
  // Drawn once the first view's markers are on it.
  await expect(container).toHaveAttribute("data-views", /\d+/, { timeout: 30_000 });
  return container;
}

/** A closed loop round the middle of the map, drawn with the mouse, or with a finger on a phone. */
async function drawLoop(page: Page, map: Locator): Promise<void> {
  const box = await map.boundingBox();
  if (!box) throw new Error("the map has no box");
  const centre = { x: box.x + box.width / 2, y: box.y + box.height * 0.6 };
  const radius = Math.min(box.width, box.height) * 0.25;
  const points = Array.from({ length: 25 }, (_, index) => {
    const angle = (2 * Math.PI * index) / 24;
    return { x: Math.round(centre.x + radius * Math.cos(angle)), y: Math.round(centre.y + radius * Math.sin(angle)) };
  });
  const [first] = points;
  if (!first) return;
  if (isPhone(page)) {
    // A finger: touch events as Chromium gets them from a touch screen (they become pointer events of type touch).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [first] });
    for (const point of points.slice(1)) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
  } else {
    await page.mouse.move(first.x, first.y);
    await page.mouse.down();
    for (const point of points.slice(1)) await page.mouse.move(point.x, point.y, { steps: 2 });
    await page.mouse.up();
  }
}

type Box = { x: number; y: number; width: number; height: number };
function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe("search by area on the map", () => {
  for (const language of ["ar", "en"] as const) {
    test(`a visitor draws an area (${language}), sees the count, shares the address and clears it`, async ({
      page,
      request,
    }) => {
      test.slow();
      const text = texts[language];
      const map = await openMap(page, `${text.prefix}/map`);
      const draw = page.getByRole("button", { name: text.draw });
      if (isPhone(page)) await draw.tap();
      else await draw.click();
      const status = page.getByTestId("map-area-status");
      await expect(status).toBeVisible();
      await drawLoop(page, map);
      await expect(page).toHaveURL(/[?&]area=/, { timeout: 30_000 });
      const area = new URL(page.url()).searchParams.get("area") ?? "";
      expect(area.split(";").length).toBeGreaterThanOrEqual(3);
      expect(area.split(";").length).toBeLessThanOrEqual(50);
      const inside = await pinsInside(request, area, language);
      await expect(status).toHaveText(text.inArea, { timeout: 30_000 });
      if (language === "en") await expect(status).toHaveText(englishCount(inside));
      // The Clear button is not under the floating WhatsApp button (a phone's screen is narrow enough for that).
      const clearBox = await page.getByRole("button", { name: text.clear }).boundingBox();
      const chatBox = await page.getByRole("link", { name: text.chat }).boundingBox();
      expect(clearBox && chatBox && overlaps(clearBox, chatBox), "Clear is under the WhatsApp button").toBe(false);

      // The shared address shows the same area and its count. Journeys beside this one publish and take down
      // listings in Riyadh, so the count is what the API answers for the area as the shared page loads, not the
      // first page's (an Arabic count of three or more is written in digits).
      expect(inside).toBeGreaterThan(2);
      const shared = page.url().replace(/^https?:\/\/[^/]+/, "");
      const other = await page.context().newPage();
      await expect(async () => {
        await openMap(other, shared);
        const sharedStatus = other.getByTestId("map-area-status");
        await expect(sharedStatus).toHaveText(text.inArea, { timeout: 15_000 });
        const shown = Number((await sharedStatus.textContent())?.replace(/\D/g, ""));
        expect(shown).toBe(await pinsInside(request, area, language));
      }).toPass({ timeout: 60_000 });
      await expect(other.locator(".leaflet-overlay-pane path")).toHaveCount(1);
      await other.close();

      await page.getByRole("button", { name: text.clear }).click();
      await expect(page).not.toHaveURL(/area=/);
      await expect(status).toBeHidden();
    });
  }

  test("Search this view takes the visible map as the area, by keyboard", async ({ page, request }) => {
    test.slow();
    await openMap(page, "/en/map");
    const button = page.getByRole("button", { name: "Search this view" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]area=/, { timeout: 30_000 });
    const area = new URL(page.url()).searchParams.get("area") ?? "";
    expect(area.split(";")).toHaveLength(4);
    const inside = await pinsInside(request, area, "en");
    expect(inside).toBeGreaterThan(0);
    await expect(page.getByTestId("map-area-status")).toHaveText(englishCount(inside), { timeout: 30_000 });
  });

  test.describe("with an area the address cannot hold", () => {
    // The API refuses the area (400) and the map says it could not load its pins.
    test.use({ allowedConsoleErrors: [/status of 400|Loading the map's listings failed/] });
    test("the map says so and offers to clear it", async ({ page }) => {
      await page.goto("/en/map?area=1,2;3,4");
      await expect(page.getByTestId("map-area-status")).toHaveText("The area in the link could not be read.", {
        timeout: 30_000,
      });
      await page.getByRole("button", { name: "Clear area" }).click();
      await expect(page).not.toHaveURL(/area=/);
    });
  });
});
