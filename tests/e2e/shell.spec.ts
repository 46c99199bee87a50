import { createHash } from "node:crypto";
import { expect, expectNoSeriousA11yViolations, isPhone, mainMenu, openMenu, test } from "./fixtures.ts";

test.describe("delivery", () => {
  test("scripts are sent compressed ahead of time, brotli first, and cached for good @desktop", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // React, React DOM and React Router: the largest script, which every page loads (vite.config.ts).
    // Listed in the held module script's data-modules (app/lib/scripts-after-first-paint.ts).
    const script = /(\/assets\/framework-[^"&]+\.js)/.exec(html)?.[1];
    expect(script).toBeDefined();
    const plain = await request.get(`${script}`, { headers: { "accept-encoding": "identity" } });
    const size = (await plain.body()).byteLength;
    expect(plain.headers()["content-encoding"]).toBeUndefined();

    for (const [accepted, sent] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const response = await request.get(`${script}`, { headers: { "accept-encoding": accepted } });
      expect(response.headers()["content-encoding"]).toBe(sent);
      expect(response.headers().vary).toContain("accept-encoding");
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(Number(response.headers()["content-length"])).toBeLessThan(size / 3);
      // Only the headers a script acts on: a first load fetches a dozen or more of them.
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
      expect(response.headers()["x-frame-options"]).toBeUndefined();
      expect(response.headers()["content-security-policy"]).toBeUndefined();
      expect(response.headers()["strict-transport-security"]).toBeUndefined();
      expect(response.headers()["accept-ranges"]).toBeUndefined();
      expect((await response.body()).byteLength).toBe(size);
    }
  });
});

test.describe("language", () => {
  test("the server answers in Arabic, right to left, from the first byte", async ({ request }) => {
    const response = await request.get("/");
    const arabic = await response.text();
    expect(arabic).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
    // Every inline script the page carries is allowed by the response's CSP, by nonce or by hash.
    const policy = response.headers()["content-security-policy"] ?? "";
    const scripts = [...arabic.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = "", text = ""] of scripts) {
      const nonce = /nonce="([^"]+)"/.exec(attributes)?.[1];
      const hash = createHash("sha256").update(text).digest("base64");
      expect(policy.includes(`'sha256-${hash}'`) || (nonce !== undefined && policy.includes(`'nonce-${nonce}'`))).toBe(
        true,
      );
    }
    const scriptSource = policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
    expect(scriptSource).not.toContain("unsafe-inline");
    // Nor inline styles: the page has no style attribute or <style> element, and the policy allows none.
    const styleSource = policy.split(";").find((directive) => directive.trim().startsWith("style-src")) ?? "";
    expect(styleSource.trim()).toBe("style-src 'self'");
    expect(arabic).not.toMatch(/<style\b|\sstyle="/);
    const english = await (await request.get("/en/auctions")).text();
    expect(english).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr">/);
    expect(english).toContain('hrefLang="ar" href="http://127.0.0.1');
  });

  test("the switch flips the direction, is stored and survives a reload", async ({ page, context }) => {
    await page.goto("/auctions");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "المزادات" })).toBeVisible();

    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/auctions$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1, name: "Auctions" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");
    expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("en");

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1, name: "Auctions" })).toBeVisible();

    // Coming back by typing the address opens the chosen language.
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");

    await page.getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("ar");
  });
});

test.describe("language choice", () => {
  test("a press on the switch before the scripts run is remembered, and a typed address follows the choice both ways", async ({
    browser,
    baseURL,
    viewport,
  }) => {
    // What a visitor does before any of the page's code has run: the browser follows the switch's link itself.
    const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    const chosen = async () => (await context.cookies()).find((cookie) => cookie.name === "lang")?.value;
    await page.goto("/auctions?status=ACTIVE");
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/auctions\?status=ACTIVE$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await chosen()).toBe("en");

    // Typed (or from a bookmark): the chosen language's page.
    await page.goto("/auctions");
    await expect(page).toHaveURL(/\/en\/auctions$/);

    await page.getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/:\d+\/auctions$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    expect(await chosen()).toBe("ar");
    // The same rule the other way: a typed English address opens the Arabic page once Arabic is chosen.
    await page.goto("/en/map");
    await expect(page).toHaveURL(/:\d+\/map$/);
    await context.close();
  });

  test("with no choice made, the address alone decides the language", async ({ page }) => {
    await page.goto("/en/auctions");
    await expect(page).toHaveURL(/\/en\/auctions$/);
    await page.goto("/auctions");
    await expect(page).toHaveURL(/:\d+\/auctions$/);
  });

  test("the switch opens the other language's page at the top", async ({ page }) => {
    await page.goto("/auctions");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/auctions$/);
    await expect(page.getByRole("heading", { level: 1, name: "Auctions" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("language on the home page", () => {
  test("the switch turns the home page English in place and back, without a reload", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    // Survives only while the document is not reloaded.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("link", { name: "العربية" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Latest auctions" })).toBeVisible();

    await page.getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("link", { name: "English" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});

test.describe("menu", () => {
  test("leads to every section, with Our Projects opening its submenu", async ({ page }) => {
    await page.goto("/");
    for (const [item, heading] of [
      ["خدماتنا", "خدماتنا"],
      ["المزادات", "المزادات"],
      ["من نحن", "من نحن"],
    ]) {
      await openMenu(page, "فتح القائمة");
      await mainMenu(page, "القائمة الرئيسية").getByRole("link", { name: item, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }

    await openMenu(page, "فتح القائمة");
    const menu = mainMenu(page, "القائمة الرئيسية");
    if (isPhone(page)) await menu.getByRole("button", { name: "عروضنا" }).click();
    else await menu.getByRole("button", { name: "عروضنا" }).hover();
    await menu.getByRole("link", { name: "التسويق المباشر" }).click();
    await expect(page).toHaveURL(/\/directmarketing$/);
    await expect(page.getByRole("heading", { level: 1, name: "مشاريع التسويق المباشر" })).toBeVisible();

    await openMenu(page, "فتح القائمة");
    const projects = mainMenu(page, "القائمة الرئيسية").getByRole("button", { name: "عروضنا" });
    // Tapping (or clicking) opens the submenu too, and says so to assistive technology.
    if (!isPhone(page) || (await projects.getAttribute("aria-expanded")) === "false") await projects.click();
    await expect(projects).toHaveAttribute("aria-expanded", "true");
    await mainMenu(page, "القائمة الرئيسية").getByRole("link", { name: "إدارة الأملاك" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "إدارة الأملاك" })).toBeVisible();
  });

  test("marks the page's own item only, after client navigation too, and none outside the menu", async ({ page }) => {
    const menu = () => mainMenu(page, "القائمة الرئيسية");
    const marked = () => menu().locator('[aria-current="page"], .text-brand-700');
    const footer = page.getByRole("contentinfo");
    await page.goto("/auctions");
    await openMenu(page, "فتح القائمة");
    await expect(menu().getByRole("link", { name: "المزادات" })).toHaveAttribute("aria-current", "page");
    await expect(marked()).toHaveCount(1);

    // About us, then the contact page by a link inside the site: the About item does not stay marked.
    await menu().getByRole("link", { name: "من نحن", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "من نحن" })).toBeVisible();
    await openMenu(page, "فتح القائمة");
    await expect(menu().getByRole("link", { name: "من نحن", exact: true })).toHaveAttribute("aria-current", "page");
    await openMenu(page, "إغلاق القائمة");
    await footer.getByRole("link", { name: "اعرض عقارك" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "اعرض عقارك" })).toBeVisible();
    await openMenu(page, "فتح القائمة");
    await expect(menu().getByRole("link", { name: "من نحن", exact: true })).toBeVisible();
    await expect(marked()).toHaveCount(0);

    // From a project list (Our Listings) to the map, in the page and after a reload: nothing is marked.
    await page.goto("/directmarketing");
    await footer.getByRole("link", { name: "البحث على الخريطة" }).click();
    // The map page's code is the largest a page loads lazily: more than the usual 7 s on a loaded machine.
    await expect(page.getByRole("heading", { level: 1, name: "البحث على الخريطة" })).toBeVisible({ timeout: 20_000 });
    await openMenu(page, "فتح القائمة");
    await expect(menu().getByRole("link", { name: "من نحن", exact: true })).toBeVisible();
    await expect(marked()).toHaveCount(0);
    await page.reload();
    await openMenu(page, "فتح القائمة");
    await expect(menu().getByRole("link", { name: "من نحن", exact: true })).toBeVisible();
    await expect(marked()).toHaveCount(0);
  });

  test("the phone menu collapses and expands", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "فتح القائمة" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(mainMenu(page, "القائمة الرئيسية").getByRole("link", { name: "من نحن" })).toBeVisible();
    await page.getByRole("button", { name: "إغلاق القائمة" }).click();
    await expect(mainMenu(page, "القائمة الرئيسية")).toHaveCount(0);
  });
});

test.describe("pages", () => {
  const sections = [
    ["/services", "خدماتنا"],
    ["/directmarketing", "مشاريع التسويق المباشر"],
    ["/propertymanagement", "إدارة الأملاك"],
    ["/auctions", "المزادات"],
    ["/aboutus", "من نحن"],
    ["/contactus", "اعرض عقارك"],
    // The map page is a full-height map without a banner (tests/e2e/map.spec.ts).
  ] as const;
  for (const [path, title] of sections) {
    test(`${path} has its banner and title`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const breadcrumb = page.getByRole("navigation", { name: "مسار التنقل" });
      await expect(breadcrumb.getByRole("link", { name: "الرئيسية" })).toHaveAttribute("href", "/");
      await expect(page).toHaveTitle(new RegExp(title));
    });
  }

  for (const [path, chat, notice] of [
    ["/", "راسلنا عبر واتساب", "بيانات افتراضية"],
    ["/en", "Chat with us on WhatsApp", "Placeholder data"],
  ] as const) {
    test(`the floating WhatsApp button leaves the footer's last line readable at the page's end (${path})`, async ({
      page,
    }) => {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const last = page.locator("footer p").filter({ hasText: notice });
      await expect(last).toBeInViewport();
      // It covered the demo notice's "not" on a phone, which then said the opposite.
      const [lastBox, chatBox] = await Promise.all([
        last.boundingBox(),
        page.getByRole("link", { name: chat }).boundingBox(),
      ]);
      expect(lastBox && chatBox).toBeTruthy();
      if (!lastBox || !chatBox) return;
      const apart =
        lastBox.x + lastBox.width <= chatBox.x ||
        chatBox.x + chatBox.width <= lastBox.x ||
        lastBox.y + lastBox.height <= chatBox.y ||
        chatBox.y + chatBox.height <= lastBox.y;
      expect(apart, "the footer's last line is under the WhatsApp button").toBe(true);
    });
  }

  test("a detail page's breadcrumb links home and its section, not itself", async ({ page, request }) => {
    const listed = (await (await request.get("/api/project?limit=1")).json()) as { data: { id: number }[] };
    const project = listed.data[0];
    if (!project) throw new Error("no project listed");
    const english = (await (
      await request.get(`/api/project/${project.id}`, { headers: { "accept-language": "en" } })
    ).json()) as {
      data: { title: string };
    };
    await page.goto(`/en/project/${project.id}`);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link")).toHaveCount(2);
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/en");
    await expect(breadcrumb.getByRole("link", { name: "Direct Marketing Projects" })).toHaveAttribute(
      "href",
      "/en/directmarketing",
    );
    await expect(breadcrumb.getByText(english.data.title)).toHaveAttribute("aria-current", "page");
  });

  test("the view scrolls to the top on every path change", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole("contentinfo").getByRole("link", { name: "من نحن" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "من نحن" })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a page that is slow to load shows a spinner meanwhile", async ({ page }) => {
    await page.goto("/");
    // Hold back the About page's code, which loads lazily on first visit.
    await page.route(/\/assets\/about-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "من نحن" }).click();
    await expect(page.getByRole("status")).toContainText("جارٍ التحميل");
    // The held-back code plus the page's own files: more than an expectation's usual 7 s on a loaded machine.
    await expect(page.getByRole("heading", { level: 1, name: "من نحن" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("status")).not.toContainText("جارٍ التحميل");
  });
});

test.describe("not found", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("the 404 page marks no menu item, whatever page came before", async ({ page }) => {
    await page.goto("/directmarketing");
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "الصفحة غير موجودة" })).toBeVisible();
    await openMenu(page, "فتح القائمة");
    const menu = mainMenu(page, "القائمة الرئيسية");
    await expect(menu.getByRole("link", { name: "من نحن", exact: true })).toBeVisible();
    await expect(menu.locator('[aria-current="page"], .text-brand-700')).toHaveCount(0);
  });

  test("any unknown path shows the 404 page with status 404, in both languages", async ({ page }) => {
    const arabic = await page.goto("/no/such/page");
    expect(arabic?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "الصفحة غير موجودة" })).toBeVisible();

    const english = await page.goto("/en/no-such-page");
    expect(english?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("Sorry, the page you are looking for does not exist or has been moved.")).toBeVisible();
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test("a listing id that is not a number is not found either", async ({ page }) => {
    const response = await page.goto("/auction/abc");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "الصفحة غير موجودة" })).toBeVisible();
  });
});

test.describe("contact points", () => {
  test("the floating button opens a WhatsApp chat with the company", async ({ page }) => {
    await page.goto("/");
    const chat = page.getByRole("link", { name: "راسلنا عبر واتساب" });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute("href", "https://wa.me/966500000000");
    await expect(chat).toHaveAttribute("target", "_blank");
  });

  test("the footer lists services, pages, phone and WhatsApp numbers and three social links", async ({ page }) => {
    await page.goto("/en");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("navigation", { name: "Our Services" }).getByRole("link")).toHaveCount(5);
    await expect(footer.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/en/aboutus");
    await expect(footer.getByRole("link", { name: "+966 11 000 0000" })).toHaveAttribute("href", "tel:+966110000000");
    await expect(footer.getByRole("link", { name: "+966 50 000 0000" })).toHaveAttribute(
      "href",
      "https://wa.me/966500000000",
    );
    for (const network of ["X (Twitter)", "Instagram", "Snapchat"]) {
      await expect(footer.getByRole("link", { name: network })).toHaveAttribute("href", /^https:\/\//);
    }
    await expect(footer.getByText("More than 25,000 registered customers")).toBeVisible();
    for (const licence of [
      "FAL licence no. 1200000000",
      "Real estate auctions licence no. 0000000",
      "Commercial registration no. 1010000000",
    ]) {
      await expect(footer.getByText(licence)).toBeVisible();
    }
    await expect(footer.getByText("Judicial sales agency licence no. 0000000")).toBeVisible();
    await expect(footer.getByText("Sunday to Thursday, 9 am to 5 pm")).toBeVisible();
  });

  test("the Arabic footer gives the Arabic working hours", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("contentinfo").getByText("من الأحد إلى الخميس")).toBeVisible();
  });
});

test.describe("accessibility", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  for (const path of ["/", "/en", "/auctions", "/en/project/2", "/missing"]) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoSeriousA11yViolations(page);
    });
  }
  test("the open phone menu has no serious accessibility violations", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    await openMenu(page, "فتح القائمة");
    await expectNoSeriousA11yViolations(page);
  });
});
