import { chromium } from "playwright";
const [,, url, out, width, height, touch] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: +width, height: +height }, hasTouch: touch === "touch", isMobile: touch === "touch", deviceScaleFactor: 1 });
page.on("pageerror", (e) => console.log("pageerror", e.message));
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForSelector(".map-cluster");
await page.waitForSelector("html[data-hydrated]");
// open a pin: zoom into clusters by pressing the centre-most cluster until a pin appears
for (let i = 0; i < 10; i++) {
  const pins = await page.locator(".map-pin").count();
  if (pins > 0) break;
  const box = await page.locator(".map-cluster").first().boundingBox();
  await page.locator(".map-cluster").first().dispatchEvent("click");
  await page.waitForTimeout(800);
}
const pin = page.locator(".map-pin").first();
await pin.dispatchEvent("click");
await page.waitForSelector(".map-info-window article", { timeout: 5000 });
await page.waitForTimeout(600);
await page.screenshot({ path: out });
const pb = await pin.boundingBox(); const wb = await page.locator(".leaflet-popup-tip").boundingBox();
console.log(out, "pin", JSON.stringify(pb), "tip", JSON.stringify(wb));
await browser.close();
