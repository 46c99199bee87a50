import type { Page } from "@playwright/test";
import { adminPassword, createAdmin } from "../admin-accounts.ts";
import { expect, expectNoSeriousA11yViolations, test } from "../fixtures.ts";

// Publishing the about and services pages changes what every visitor sees (and the company's structured data on
// every page): after every other journey (playwright.config.ts). docs/decisions/043-company-pages.md.

async function signIn(page: Page, email: string) {
  await page.goto("/en/admin/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(adminPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/sign-in/);
}

/** The company's JSON-LD node on a page. */
async function companyNode(page: Page): Promise<Record<string, unknown>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
  return nodes.find((node) => node["@type"] === "RealEstateAgent")!;
}

// Once per engine (@desktop): it changes the pages for the rest of that site's run.
test("an admin edits the about intro in both languages, previews and publishes it, and renames a service @desktop", async ({
  page,
}, testInfo) => {
  test.slow();
  const email = createAdmin(testInfo);
  const stamp = Date.now().toString(36);
  const words = {
    ar: { heading: `تعرّف علينا ${stamp}`, text: `نحن فريق عقاري سعودي يخدم عملاءه منذ ١٥ عامًا ${stamp}` },
    en: { heading: `Meet us ${stamp}`, text: `We are a Saudi property team serving clients for 15 years ${stamp}` },
  };

  await signIn(page, email);
  await page.getByRole("link", { name: "Company pages" }).click();
  await page.getByRole("link", { name: "Edit About page" }).click();
  await expect(page.getByRole("heading", { name: "About page", level: 1 })).toBeVisible();
  const intro = page.locator('section[data-block="intro"]');
  const column = (language: "ar" | "en") => intro.locator(`fieldset[data-language="${language}"]`);
  // The editor starts from the texts the site shows today.
  await expect(column("en").getByLabel("Section heading", { exact: true })).toHaveValue("Who we are");
  await expect(column("ar").getByRole("textbox", { name: "Text", exact: true })).toContainText("شركة عقارية سعودية");

  for (const language of ["ar", "en"] as const) {
    await column(language).getByLabel("Section heading", { exact: true }).fill(words[language].heading);
    const text = column(language).getByRole("textbox", { name: "Text", exact: true });
    await text.fill(words[language].text);
    await expect(text).toHaveText(words[language].text);
  }
  // Why choose us: the editor starts from the site's three reasons, the customers' count as a slot.
  const whyUs = page.locator('section[data-block="whyUs"]');
  const reason = (language: "ar" | "en") => whyUs.locator(`fieldset[data-language="${language}"]`);
  await expect(reason("en").getByLabel("Reason 2: text")).toHaveValue(/{{customers}}/);
  const reasonTitles = { ar: `قاعدة عملاء تتسع ${stamp}`, en: `A growing customer base ${stamp}` };
  for (const language of ["ar", "en"] as const) {
    await reason(language).getByLabel("Reason 2: title", { exact: true }).fill(reasonTitles[language]);
  }
  await expectNoSeriousA11yViolations(page);

  // The preview is the public about page showing the draft, at a phone's and a desktop's width.
  for (const [button, width] of [
    ["Preview at phone width (390 px)", 390],
    ["Preview at desktop width (1280 px)", 1280],
  ] as const) {
    const opened = page.waitForEvent("popup");
    await page.getByRole("button", { name: button }).click();
    const preview = await opened;
    await preview.setViewportSize({ width, height: 844 });
    await preview.waitForURL(/\/en\/admin\/preview\/pages\/about$/);
    await expect(preview.getByRole("heading", { level: 2, name: words.en.heading })).toBeVisible();
    await expect(preview.getByText(words.en.text)).toBeVisible();
    await preview.close();
  }
  // A draft is not what visitors see.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto("/en/aboutus");
  await expect(visitor.getByRole("heading", { level: 2, name: "Who we are" })).toBeVisible();

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "The page is published" })).toBeVisible();

  for (const [path, language] of [
    ["/aboutus", "ar"],
    ["/en/aboutus", "en"],
  ] as const) {
    await visitor.goto(path);
    await expect(visitor.getByRole("heading", { level: 2, name: words[language].heading })).toBeVisible();
    await expect(visitor.getByText(words[language].text)).toBeVisible();
    // The reason renamed, its text with the company's customer count in place of the slot.
    const renamed = visitor.getByRole("listitem").filter({
      has: visitor.getByRole("heading", { level: 3, name: reasonTitles[language] }),
    });
    await expect(renamed).toBeVisible();
    await expect(renamed).not.toContainText("{{customers}}");
    await expect(renamed).toContainText(/[0-9٠-٩]/);
    // The parts left as they were still show the site's texts.
    await expect(
      visitor.getByRole("heading", { level: 2, name: language === "ar" ? "قيمنا" : "Our values" }),
    ).toBeVisible();
    // The company's structured data describes it with the intro's words, on this page and every other.
    expect((await companyNode(visitor)).description).toBe(words[language].text);
  }
  await visitor.goto("/en/auctions");
  expect((await companyNode(visitor)).description).toBe(words.en.text);

  // Each publish is a version that can be restored.
  await expect(page.getByRole("heading", { name: "Published versions" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Restore" })).toHaveCount(1);

  // The services page: a section's title, in English.
  const renamed = `Property marketing ${stamp}`;
  await page.getByRole("link", { name: "Company pages" }).click();
  await page.getByRole("link", { name: "Edit Services page" }).click();
  await expect(page.getByRole("heading", { name: "Services page", level: 1 })).toBeVisible();
  const marketing = page.locator('section[data-block="marketing"] fieldset[data-language="en"]');
  await expect(marketing.getByLabel("Title", { exact: true })).toHaveValue("Real Estate Marketing");
  await marketing.getByLabel("Title", { exact: true }).fill(renamed);
  // Its offers, one per line, start from the site's own.
  const offers = marketing.getByLabel("What we offer", { exact: true });
  await expect(offers).toHaveValue(/\n/);
  const offered = [`Valuation ${stamp}`, `Campaigns ${stamp}`];
  await offers.fill(offered.join("\n"));
  // Its preview shows the draft, and its sections' tabs stay in the preview.
  const opened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Preview at desktop width (1280 px)" }).click();
  const preview = await opened;
  await preview.waitForURL(/\/en\/admin\/preview\/pages\/services$/);
  await expect(preview.getByRole("tab", { name: renamed })).toHaveAttribute("aria-selected", "true");
  await preview.getByRole("tab", { name: "Property Management" }).click();
  await expect(preview).toHaveURL(/\/en\/admin\/preview\/pages\/services\?section=management$/);
  await expect(preview.getByRole("tab", { name: "Property Management" })).toHaveAttribute("aria-selected", "true");
  await preview.close();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "The page is published" })).toBeVisible();

  await visitor.goto("/en/services");
  await expect(visitor.getByRole("tab", { name: renamed })).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 2, name: renamed })).toBeVisible();
  await expect(visitor.getByRole("tabpanel").getByRole("listitem")).toHaveText(offered);
  // Arabic keeps its own title.
  await visitor.goto("/services");
  await expect(visitor.getByRole("tab", { name: "التسويق العقاري" })).toBeVisible();
  await visitor.close();

  // The published about page, its rich texts included, reads as well as the shipped one.
  await page.goto("/aboutus");
  await expect(page.getByText(words.ar.text)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
