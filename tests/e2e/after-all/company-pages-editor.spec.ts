import { writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { phonePhoto } from "../../../testing/server/upload-files.ts";
import { adminPassword, createAdmin } from "../admin-accounts.ts";
import { expect, expectNoSeriousA11yViolations, test } from "../fixtures.ts";
import { uniqueEmail } from "../leads-db.ts";

// Publishing the home page changes what every visitor's home page shows: its project runs after every other
// journey of the site (playwright.config.ts). docs/decisions/043-company-pages.md.

// The alt texts left out on purpose: the browser logs the 400.
test.use({ allowedConsoleErrors: [/status of 40[03]/] });
// In order, in one worker: each journey publishes the home page as its editor loaded it, which another journey
// publishing at the same time would overwrite.
test.describe.configure({ mode: "default" });

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/en/admin/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/sign-in/);
}

// Once per engine (@desktop): it starts from the texts the site ships, which its first run replaces on that site;
// it previews the phone's width itself.
test("an admin replaces the home hero's picture and words in both languages, previews and publishes them @desktop", async ({
  page,
}, testInfo) => {
  test.slow();
  const email = createAdmin(testInfo);
  const photo = testInfo.outputPath("hero.jpg");
  // Taken upright on a phone (EXIF orientation 6): 1800 × 1000 once turned.
  await writeFile(photo, await phonePhoto(1000, 1800));
  const stamp = Date.now().toString(36);
  const words = {
    ar: { heading: `شريككم في عقارات المملكة ${stamp}`, text: "نسوّق مشاريعكم وندير أملاككم بخبرة تمتد ١٥ عامًا." },
    en: { heading: `Your partner in Saudi property ${stamp}`, text: "We market your projects and manage your homes." },
  };

  await signIn(page, email, adminPassword);
  await page.getByRole("link", { name: "Company pages" }).click();
  await page.getByRole("link", { name: "Edit Home page" }).click();
  await expect(page.getByRole("heading", { name: "Home page", level: 1 })).toBeVisible();
  // The blocks as the site shows them today, Arabic and English side by side.
  const arabic = page.locator('fieldset[data-language="ar"]');
  const english = page.locator('fieldset[data-language="en"]');
  await expect(english.getByLabel("Heading", { exact: true })).toHaveValue("Your trusted partner in Saudi real estate");
  await expect(arabic.getByLabel("Heading", { exact: true })).toHaveValue("شريكك الموثوق في عقارات المملكة");

  await page.getByText("Upload a picture").setInputFiles(photo);
  await expect(page.getByRole("status").filter({ hasText: "Picture uploaded" })).toBeVisible({ timeout: 60_000 });
  await arabic.getByLabel("Heading", { exact: true }).fill(words.ar.heading);
  await arabic.getByLabel("Text", { exact: true }).fill(words.ar.text);
  await english.getByLabel("Heading", { exact: true }).fill(words.en.heading);
  await english.getByLabel("Text", { exact: true }).fill(words.en.text);

  // Without its descriptions the picture is refused, on each language's field.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const altAr = page.getByLabel("Picture description in Arabic");
  const altEn = page.getByLabel("Picture description in English");
  await expect(altAr).toHaveAttribute("aria-invalid", "true");
  await expect(altEn).toHaveAttribute("aria-invalid", "true");
  await expect(altAr).toHaveAccessibleDescription(/This field is required\./);

  await altAr.fill("واجهة برج سكني في الرياض");
  await altEn.fill("A residential tower in Riyadh");
  // The focal point: a press near the picture's right edge, low down.
  const focal = page.getByRole("button", { name: "The picture's most important point" });
  const box = (await focal.boundingBox())!;
  await focal.click({ position: { x: box.width * 0.8, y: box.height * 0.7 } });
  await expect(page.getByLabel("Across (%)")).toHaveValue("80");
  await expect(page.getByLabel("Down (%)")).toHaveValue("70");
  await expectNoSeriousA11yViolations(page);

  // The preview is the public page itself, showing the draft, at a phone's and a desktop's width.
  for (const [button, width] of [
    ["Preview at phone width (390 px)", 390],
    ["Preview at desktop width (1280 px)", 1280],
  ] as const) {
    const opened = page.waitForEvent("popup");
    await page.getByRole("button", { name: button }).click();
    const preview = await opened;
    await preview.setViewportSize({ width, height: 844 });
    await preview.waitForURL(/\/en\/admin\/preview\/pages\/home$/);
    await expect(preview.getByRole("heading", { level: 1, name: words.en.heading })).toBeVisible();
    const picture = preview.getByRole("img", { name: "A residential tower in Riyadh" });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveClass(/focal-x-80/);
    await expect(picture).toHaveJSProperty("complete", true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\.avif$/);
    await preview.close();
  }
  // A draft is not what visitors see.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto("/en");
  await expect(visitor.getByRole("heading", { level: 1 })).not.toHaveText(words.en.heading);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "The page is published" })).toBeVisible();

  // At once, in each language: the words, the picture with its description, and the picture preloaded.
  for (const [path, language] of [
    ["/", "ar"],
    ["/en", "en"],
  ] as const) {
    await visitor.goto(path);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(words[language].heading);
    await expect(visitor.getByText(words[language].text)).toBeVisible();
    const alt = language === "ar" ? "واجهة برج سكني في الرياض" : "A residential tower in Riyadh";
    await expect(visitor.getByRole("img", { name: alt })).toBeVisible();
    await expect(visitor.locator('link[rel="preload"][as="image"][imagesrcset*=".avif"]')).toHaveCount(1);
    await expect(visitor.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
  }
  await visitor.close();

  // Each publish is a version that can be restored.
  await expect(page.getByRole("heading", { name: "Published versions" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Restore" }).first()).toBeVisible();
});

test("an editor reaches the company pages only once an admin gives the right", async ({ page, browser }, testInfo) => {
  // Two people signed in, two accounts made: slow on a busy machine.
  test.slow();
  const adminEmail = createAdmin(testInfo);
  await signIn(page, adminEmail, adminPassword);
  const editorEmail = uniqueEmail("editor");
  const editorPassword = "Dates from Al-Qassim taste sweet";
  // Added through the staff API from the page (the session cookie is Secure: only the browser sends it here).
  const created = await page.evaluate(
    async (body) => {
      const response = await fetch("/api/admin/staff", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { email: editorEmail, name: "محرر الصفحات", role: "editor", language: "en", password: editorPassword },
  );
  expect(created).toBe(201);

  const editorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const editor = await editorContext.newPage();
  await signIn(editor, editorEmail, editorPassword);
  await expect(editor.getByRole("link", { name: "Company pages" })).toHaveCount(0);
  await editor.goto("/en/admin/pages/home");
  await expect(editor.getByTestId("not-allowed")).toBeVisible();
  const refused = await editor.evaluate(async () => (await fetch("/api/admin/pages/home")).status);
  expect(refused).toBe(403);
  await editor.goto("/en/admin/preview/pages/home");
  await expect(editor).toHaveURL(/sign-in/);

  // The admin gives the right on the staff screen.
  await page.getByRole("link", { name: "Staff" }).click();
  const row = page.getByTestId("staff-row").filter({ hasText: editorEmail });
  await row.getByLabel("Edits the company pages").check();
  await expect(row.getByLabel("Edits the company pages")).toBeChecked();

  await editor.goto("/en/admin");
  await editor.getByRole("link", { name: "Company pages" }).click();
  await editor.getByRole("link", { name: "Edit Home page" }).click();
  await expect(editor.getByRole("heading", { name: "Home page", level: 1 })).toBeVisible();
  await editorContext.close();
});

// Once per engine (@desktop). It leaves the site as it found it: each page is first published as its editor loads it,
// the version restored at the end.
test("an admin sets a section banner's picture and a why-choose-us point in both languages, publishes, then restores @desktop", async ({
  page,
}, testInfo) => {
  test.slow();
  const email = createAdmin(testInfo);
  const photo = testInfo.outputPath("banner.jpg");
  await writeFile(photo, await phonePhoto(1000, 1800));
  const stamp = Date.now().toString(36);
  const point = { ar: `تقييم عقاري معتمد ${stamp}`, en: `Certified property valuation ${stamp}` };
  const alt = { ar: "قاعة مزادات عقارية", en: "A property auction hall" };
  const publish = async () => {
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "The page is published" })).toBeVisible();
  };
  const restoreTheFirstPublish = async () => {
    // Newest first: the second is the page as it was before.
    await page.getByRole("button", { name: "Restore" }).nth(1).click();
    await expect(page.getByRole("status").filter({ hasText: "The version was restored" })).toBeVisible();
  };

  await signIn(page, email, adminPassword);
  await page.getByRole("link", { name: "Company pages" }).click();
  await page.getByRole("link", { name: "Edit Section banners" }).click();
  await expect(page.getByRole("heading", { name: "Section banners", level: 1 })).toBeVisible();
  await publish();

  const auctions = page.locator('[data-banner-section="auctions"]');
  await auctions.getByText("Upload a picture").setInputFiles(photo);
  await expect(auctions.getByRole("status").filter({ hasText: "Picture uploaded" })).toBeVisible({ timeout: 60_000 });
  // Without its descriptions the picture is refused.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(auctions.getByLabel("Picture description in Arabic")).toHaveAttribute("aria-invalid", "true");
  await expect(auctions.getByLabel("Picture description in English")).toHaveAttribute("aria-invalid", "true");
  await auctions.getByLabel("Picture description in Arabic").fill(alt.ar);
  await auctions.getByLabel("Picture description in English").fill(alt.en);
  await auctions.getByLabel("Down (%)").selectOption("30");
  await expectNoSeriousA11yViolations(page);

  // The preview: every section's banner as its page draws it, the draft's picture in the auctions', at 390 and 1280.
  for (const [button, width] of [
    ["Preview at phone width (390 px)", 390],
    ["Preview at desktop width (1280 px)", 1280],
  ] as const) {
    const opened = page.waitForEvent("popup");
    await page.getByRole("button", { name: button }).click();
    const preview = await opened;
    await preview.setViewportSize({ width, height: 844 });
    await preview.waitForURL(/\/en\/admin\/preview\/pages\/banners$/);
    const picture = preview.locator('[data-banner="auctions"]').getByRole("img", { name: alt.en });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveClass(/focal-y-30/);
    await expect(picture).toHaveJSProperty("complete", true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/media\/uploads\/.+\.avif$/,
    );
    await expect(preview.locator('[data-banner="directmarketing"] img')).toHaveAttribute("alt", "");
    await preview.close();
  }
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto("/en/auctions");
  await expect(visitor.locator("[data-banner]")).not.toHaveAttribute("data-banner-picture", /.+/);
  await publish();

  // Home: one of the reasons to choose the company, in both languages.
  await page.getByRole("link", { name: "Company pages" }).click();
  await page.getByRole("link", { name: "Edit Home page" }).click();
  await expect(page.getByRole("heading", { name: "Home page", level: 1 })).toBeVisible();
  await publish();
  await page.getByLabel("Point 1 in Arabic").fill(point.ar);
  await page.getByLabel("Point 1 in English").fill(point.en);
  await publish();

  // At once, in each language: the banner's picture with its description, preloaded at the banner's width, on the
  // list page; the other sections keep theirs; the new point beside the customer count.
  for (const language of ["ar", "en"] as const) {
    const prefix = language === "en" ? "/en" : "";
    await visitor.goto(`${prefix}/auctions`);
    const banner = visitor.locator('[data-banner="auctions"]');
    const picture = banner.getByRole("img", { name: alt[language] });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveJSProperty("complete", true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/media\/uploads\/.+\.avif$/,
    );
    const preload = visitor.locator('link[rel="preload"][as="image"][imagesrcset*=".avif"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute("imagesizes", "100vw");
    await expect(preload).toHaveAttribute("fetchpriority", "high");
    await expect(visitor.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
    await visitor.goto(`${prefix}/directmarketing`);
    await expect(visitor.locator('[data-banner="directmarketing"] img')).toHaveAttribute("alt", "");

    await visitor.goto(`${prefix}/`);
    const about = visitor.locator("section", { has: visitor.locator("#home-about") });
    await expect(about.getByText(point[language])).toBeVisible();
    await expect(about.locator("[data-figures]")).toContainText(language === "ar" ? "أكثر من" : "More than");
  }

  // Back as it was, for every journey after this one.
  await restoreTheFirstPublish();
  await page.getByRole("link", { name: "Company pages" }).click();
  await page.getByRole("link", { name: "Edit Section banners" }).click();
  await restoreTheFirstPublish();
  await visitor.goto("/en/auctions");
  await expect(visitor.locator('[data-banner="auctions"] img')).toHaveAttribute("alt", "");
  await visitor.goto("/en");
  await expect(visitor.getByText(point.en)).toHaveCount(0);
  await visitor.close();
});
