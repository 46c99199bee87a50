import { readFileSync } from "node:fs";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures.ts";

/** The demo company details the e2e servers start with: the about page must show them, not copies. */
const company = JSON.parse(readFileSync("config/company.demo.json", "utf8")) as {
  licences: Record<"fal" | "commercialRegistration" | "auctions" | "judicialSales", string>;
  workingHours: Record<"ar" | "en", string>;
};

const serviceNames = {
  ar: {
    marketing: "التسويق العقاري",
    management: "إدارة الأملاك",
    auction: "إدارة المزادات",
    marketStudy: "دراسات السوق والجدوى",
    consulting: "الاستشارات العقارية",
  },
  en: {
    marketing: "Real Estate Marketing",
    management: "Property Management",
    auction: "Auction Management",
    marketStudy: "Market and Feasibility Studies",
    consulting: "Real Estate Consulting",
  },
} as const;

const homeServicesHeading = {
  ar: "حلول عقارية متكاملة من الفكرة إلى الصفقة",
  en: "Complete real estate solutions, from idea to deal",
} as const;
const servicesTabList = { ar: "أقسام الخدمات", en: "Service sections" } as const;

test.describe("home", () => {
  test("shows the about section, five services, two project cards and a contact call to action in Arabic", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "شريكك الموثوق في عقارات المملكة" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "خبرة راسخة في السوق العقاري السعودي" })).toBeVisible();

    const services = page.getByRole("region", { name: homeServicesHeading.ar });
    await expect(services.getByRole("listitem")).toHaveCount(5);
    for (const name of Object.values(serviceNames.ar)) {
      await expect(services.getByRole("link", { name, exact: true })).toBeVisible();
    }

    const projects = page.getByRole("region", { name: "مشاريع نسوّقها وعقارات نديرها" });
    await expect(projects.getByRole("link", { name: "التسويق المباشر" })).toHaveAttribute("href", "/directmarketing");
    await expect(projects.getByRole("link", { name: "إدارة الأملاك" })).toHaveAttribute("href", "/propertymanagement");

    const callToAction = page.getByRole("region", { name: "لديك عقار للبيع أو الإيجار أو المزاد؟" });
    await expect(callToAction.getByRole("link", { name: "اعرض عقارك" })).toHaveAttribute("href", "/contactus");
  });

  test("lists the latest auctions, projects and properties from the database, each card opening its page", async ({
    page,
    request,
  }) => {
    const latestProject = (
      await (await request.get("/api/project?limit=1", { headers: { "accept-language": "en" } })).json()
    ).data[0] as { title: string };
    await page.goto("/en");
    const latestProjects = page.getByRole("region", { name: "Latest direct marketing projects" });
    await expect(latestProjects.getByRole("link", { name: "All projects" })).toHaveAttribute(
      "href",
      "/en/directmarketing",
    );
    await expect(page.getByRole("region", { name: "Latest auctions" }).getByRole("listitem")).not.toHaveCount(0);
    await expect(page.getByRole("region", { name: "Latest managed properties" }).getByRole("listitem")).not.toHaveCount(
      0,
    );

    const firstCard = latestProjects.getByRole("listitem").first();
    await expect(firstCard).toContainText(latestProject.title.split(" ")[0] ?? "");
    await firstCard.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/en\/project\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(latestProject.title);
  });

  for (const language of ["ar", "en"] as const) {
    test(`each service card opens the services page on its own section (${language})`, async ({ page }) => {
      const prefix = language === "en" ? "/en" : "";
      for (const [section, name] of Object.entries(serviceNames[language])) {
        await page.goto(`${prefix}/`);
        const services = page.getByRole("region", { name: homeServicesHeading[language] });
        await services.getByRole("link", { name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/services\\?section=${section}$`));
        const tabs = page.getByRole("tablist", { name: servicesTabList[language] });
        await expect(tabs.getByRole("tab", { name, exact: true })).toHaveAttribute("aria-selected", "true");
        await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveText(name);
      }
    });
  }
});

test.describe("services", () => {
  test("opens on the section passed in navigation state and writes it into the address", async ({ page }) => {
    await page.goto("/en");
    // A navigation that carries only the spec's state, as another part of the site might send it.
    await page.evaluate(() => {
      window.history.pushState({ usr: { section: "marketStudy" }, key: "state-only", idx: 1 }, "", "/en/services");
      window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
    });
    await expect(page.getByRole("tab", { name: serviceNames.en.marketStudy })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\/en\/services\?section=marketStudy$/);
  });

  test("a direct link opens its section, the switcher changes it, and back returns to the previous one", async ({
    page,
  }) => {
    await page.goto("/services?section=consulting");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText(serviceNames.ar.consulting);
    await expect(page.getByRole("tab", { selected: true })).toHaveText(serviceNames.ar.consulting);

    await page.getByRole("tab", { name: serviceNames.ar.auction }).click();
    await expect(page).toHaveURL(/\/services\?section=auction$/);
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText(serviceNames.ar.auction);
    await expect(panel.getByRole("link", { name: "تصفّح المزادات" })).toHaveAttribute("href", "/auctions");

    await page.goBack();
    await expect(page).toHaveURL(/\/services\?section=consulting$/);
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText(serviceNames.ar.consulting);
  });

  test("without a section it opens on marketing, and the arrow keys move along the tabs", async ({ page }) => {
    await page.goto("/en/services");
    const selected = page.getByRole("tab", { selected: true });
    await expect(selected).toHaveText(serviceNames.en.marketing);
    await selected.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("tab", { name: serviceNames.en.management })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/services\?section=management$/);
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveText(serviceNames.en.management);
  });
});

test.describe("about", () => {
  const sections = {
    ar: { values: "قيمنا", whyUs: "لماذا تختارنا", objectives: "أهدافنا", licences: "تراخيصنا", fal: "رخصة فال" },
    en: {
      values: "Our values",
      whyUs: "Why choose us",
      objectives: "Our objectives",
      licences: "Our licences",
      fal: "FAL licence",
    },
  } as const;

  for (const language of ["ar", "en"] as const) {
    test(`shows values, reasons, objectives and the company's licences (${language})`, async ({ page }) => {
      await page.goto(language === "en" ? "/en/aboutus" : "/aboutus");
      const names = sections[language];
      await expect(page.getByRole("region", { name: names.values }).getByRole("listitem")).toHaveCount(4);
      await expect(page.getByRole("region", { name: names.whyUs }).getByRole("listitem")).toHaveCount(3);
      await expect(page.getByRole("region", { name: names.objectives }).getByRole("listitem")).toHaveCount(5);
      const licences = page.getByRole("region", { name: names.licences });
      await expect(licences.getByRole("listitem")).toHaveCount(4);
      await expect(licences.getByRole("listitem").filter({ hasText: names.fal })).toContainText(company.licences.fal);
      await expect(licences).toContainText(company.licences.commercialRegistration);
      // Nothing published yet (the editor's journeys run after this one): the texts the site ships, and the
      // company's structured data described by its hours.
      await expect(page.getByRole("region", { name: language === "en" ? "Who we are" : "نبذة عنّا" })).toContainText(
        language === "en" ? "is a Saudi real estate company based in Riyadh" : "شركة عقارية سعودية مقرّها الرياض",
      );
      const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
      const agent = structured
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((node) => node["@type"] === "RealEstateAgent");
      expect(agent?.description).toBe(company.workingHours[language]);
    });
  }
});

test.describe("accessibility of the company pages", () => {
  for (const path of ["/services?section=auction", "/en/services", "/aboutus", "/en/aboutus"]) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
