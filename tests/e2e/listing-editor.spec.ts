import { writeFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { emptyListingInput } from "../../domain/admin/empty-listing.ts";
import { sampleInput } from "../../testing/server/listing-input.ts";
import { plainPdf } from "../../testing/server/pdf-files.ts";
import { phonePhoto } from "../../testing/server/upload-files.ts";
import { adminPassword, createAdmin } from "./admin-accounts.ts";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures.ts";
import { expireLicence, transientListingTitles } from "./listings-db.ts";

/** A Riyadh day `days` from today, YYYY-MM-DD. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A mark no other run uses, in letters the search keeps as they are. */
function mark(): string {
  return Math.random().toString(36).slice(2, 8);
}

// Far from every demo listing (the Empty Quarter's eastern edge): the map shows its pin alone, not in a cluster.
const lonelySpot = { lat: 20.5, lng: 55 };

const texts = {
  ar: {
    prefix: "",
    signIn: { email: "البريد الإلكتروني", password: "كلمة المرور", submit: "دخول" },
    audit: { action: "العملية", created: "إضافة إعلان", published: "نشر إعلان", unpublished: "إلغاء نشر إعلان" },
    titleAr: "العنوان بالعربية",
    titleEn: "العنوان بالإنجليزية",
    locationAr: "وصف الموقع بالعربية",
    locationEn: "وصف الموقع بالإنجليزية",
    descriptionAr: "الوصف بالعربية",
    descriptionEn: "الوصف بالإنجليزية",
    price: "السعر (ريال)",
    paste: "إحداثيات أو رابط خرائط Google",
    apply: "تطبيق",
    lat: "خط العرض",
    licence: "رقم ترخيص الإعلان",
    expiry: "آخر يوم لسريان الترخيص",
    advertiserAr: "اسم المعلن بالعربية",
    advertiserEn: "اسم المعلن بالإنجليزية",
    fal: "رقم رخصة فال",
    feature: "مصعد",
    rooms: "غرف النوم",
    create: "حفظ المسودة",
    preview: "معاينة",
    publish: "نشر",
    unpublish: "إلغاء النشر",
    published: "منشور",
    draft: "مسودة",
    publishRefused: "لا يُنشر الإعلان دون بيانات ترخيص الإعلان كاملة.",
    list: "/propertymanagement",
    search: "بحث",
    pin: "عقار: ",
    mapRegion: "خريطة الإعلانات",
    choosePhotos: "اختر صورًا من جهازك",
    save: "حفظ",
    saved: "حُفظت التعديلات.",
    terms: "الشروط والأحكام",
    uploadTerms: "رفع ملف PDF: الشروط والأحكام",
    notPdf: "الملف ليس PDF: ارفع مستندًا بصيغة PDF.",
    tooLarge: "تجاوز الملف الحجم المسموح (الحد الأقصى 20 ميغابايت).",
    documentHint: "رابط يبدأ بـ https://، أو ملف PDF ترفعه من جهازك (حتى 20 ميغابايت).",
    uploaded: "رُفع terms.pdf. احفظ الإعلان ليُعتمد الملف.",
    openCurrent: "فتح الملف الحالي",
    publicTerms: "الشروط والأحكام",
  },
  en: {
    prefix: "/en",
    signIn: { email: "Email", password: "Password", submit: "Sign in" },
    audit: {
      action: "Action",
      created: "Listing added",
      published: "Listing published",
      unpublished: "Listing unpublished",
    },
    titleAr: "Title in Arabic",
    titleEn: "Title in English",
    locationAr: "Location in Arabic",
    locationEn: "Location in English",
    descriptionAr: "Description in Arabic",
    descriptionEn: "Description in English",
    price: "Price (SAR)",
    paste: "Coordinates or a Google Maps link",
    apply: "Apply",
    lat: "Latitude",
    licence: "Advertising licence number",
    expiry: "Last day the licence is valid",
    advertiserAr: "Advertiser's name in Arabic",
    advertiserEn: "Advertiser's name in English",
    fal: "FAL licence number",
    feature: "Elevator",
    rooms: "Bedrooms",
    create: "Save draft",
    preview: "Preview",
    publish: "Publish",
    unpublish: "Unpublish",
    published: "Published",
    draft: "Draft",
    publishRefused: "A listing cannot be published without its full advertising licence data.",
    list: "/en/propertymanagement",
    search: "Search",
    pin: "Property: ",
    mapRegion: "Map of listings",
    choosePhotos: "Choose photos from your device",
    save: "Save",
    saved: "Your changes are saved.",
    terms: "Terms and conditions",
    uploadTerms: "Upload PDF: Terms and conditions",
    notPdf: "This file is not a PDF: upload a PDF document.",
    tooLarge: "The file is too large (at most 20 MB).",
    documentHint: "A link starting with https://, or a PDF uploaded from your device (at most 20 MB).",
    uploaded: "terms.pdf uploaded. Save the listing to keep the file.",
    openCurrent: "Open the current file",
    publicTerms: "Terms and conditions",
  },
} as const;

type Language = keyof typeof texts;

async function signIn(page: Page, language: Language, email: string) {
  const text = texts[language];
  await page.goto(`${text.prefix}/admin/sign-in`);
  await page.getByLabel(text.signIn.email).fill(email);
  await page.getByLabel(text.signIn.password).fill(adminPassword);
  await page.getByRole("button", { name: text.signIn.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${text.prefix}/admin$`));
}

/** What a visitor sees: the list (searched by title), the detail page and the map. */
async function visitorSees(browser: Browser, language: Language, id: number, title: string, visible: boolean) {
  const text = texts[language];
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${text.list}?search=${encodeURIComponent(title.split(" ").at(-1)!)}`);
  await expect(page.getByRole("link", { name: title })).toHaveCount(visible ? 1 : 0);
  const detail = await page.goto(`${text.prefix}/property/${id}`);
  expect(detail?.status()).toBe(visible ? 200 : 404);
  if (visible) {
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const answer = await page.request.get(`/api/property/${id}`);
    expect(((await answer.json()) as { data: { Images: unknown[] } }).data.Images).toHaveLength(3);
  }
  await page.goto(`${text.prefix}/map`);
  const map = page.getByRole("region", { name: text.mapRegion });
  // Every pin or cluster is drawn once the map has its data.
  await expect(map.locator(".leaflet-marker-icon").first()).toBeVisible();
  await expect(map.getByRole("button", { name: `${text.pin}${title}` })).toHaveCount(visible ? 1 : 0);
  await context.close();
}

test.describe("listing editor", () => {
  // The 404 page of a withdrawn listing and the refused publication log their status in the console.
  test.use({ allowedConsoleErrors: [/status of 40[04]/] });
  test.describe.configure({ mode: "serial" });

  for (const language of ["ar", "en"] as const) {
    test(`an editor creates a property in both languages, previews, publishes and withdraws it (${language}) @desktop`, async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(180_000);
      const text = texts[language];
      const email = createAdmin(testInfo);
      await signIn(page, language, email);
      const id = mark();
      const titleAr = `${transientListingTitles.ar} ${id}`;
      const titleEn = `${transientListingTitles.en} ${id}`;
      const title = language === "ar" ? titleAr : titleEn;

      await page.goto(`${text.prefix}/admin/listings/new/property`);
      await page.getByLabel(text.titleAr).fill(titleAr);
      await page.getByLabel(text.titleEn).fill(titleEn);
      await page.getByLabel(text.locationAr).fill("الربع الخالي");
      await page.getByLabel(text.locationEn).fill("Empty Quarter");
      await page.getByRole("textbox", { name: text.descriptionAr }).fill("فيلا واسعة بحديقة خاصة");
      await page.getByRole("textbox", { name: text.descriptionEn }).fill("A spacious villa with a private garden");
      await page.getByLabel(text.price, { exact: true }).fill("1850000");
      await page.getByLabel(text.rooms, { exact: true }).fill("5");
      await page.getByLabel(text.feature, { exact: true }).check();
      await page.getByLabel(text.paste).fill(`${lonelySpot.lat}, ${lonelySpot.lng}`);
      await page.getByRole("button", { name: text.apply }).click();
      await expect(page.getByLabel(text.lat)).toHaveValue(String(lonelySpot.lat));
      // The pin shows the point; dragging it moves the listing (a little: it stays far from the others).
      const pin = page.locator(".admin-map-pin");
      // In the middle of the window: the sticky action bar covers the bottom of it.
      await pin.evaluate((element) => element.scrollIntoView({ block: "center" }));
      await expect(pin).toBeVisible();
      const box = (await pin.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2 - 30, { steps: 5 });
      await page.mouse.up();
      await expect(page.getByLabel(text.lat)).not.toHaveValue(String(lonelySpot.lat));
      await page.getByRole("button", { name: text.create }).click();
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/admin/listings/\\d+$`));
      const listingId = Number(page.url().split("/").at(-1));
      await expect(page.getByTestId("publication-state")).toHaveText(text.draft);

      // Three photos, with the media manager on the editor's page.
      const photos = await Promise.all(
        [1, 2, 3].map(async (n) => {
          const path = testInfo.outputPath(`photo-${n}.jpg`);
          await writeFile(path, await phonePhoto(1000 + n * 100, 750));
          return path;
        }),
      );
      await page.getByLabel(text.choosePhotos).setInputFiles(photos);
      await expect(page.locator("ol > li[data-key]")).toHaveCount(3, { timeout: 60_000 });

      // No licence yet: publishing is refused on the licence's fields.
      await page.getByRole("button", { name: text.publish, exact: true }).click();
      await expect(page.getByText(text.publishRefused).first()).toBeVisible();
      await page.getByLabel(text.licence).fill("7200001234");
      await page.getByLabel(text.expiry).fill(dayFromNow(90));
      await page.getByLabel(text.advertiserAr).fill("شركة المثال العقارية");
      await page.getByLabel(text.advertiserEn).fill("Example Real Estate Co.");
      await page.getByLabel(text.fal).fill("1200000001");
      await page.getByRole("button", { name: text.save, exact: true }).click();
      await expect(page.getByText(text.saved)).toBeVisible();

      // The draft is not public, nor is its preview without a staff session; the preview shows it as its page would.
      await visitorSees(browser, language, listingId, title, false);
      const stranger = await browser.newContext();
      const strangerPage = await stranger.newPage();
      await strangerPage.goto(`${text.prefix}/admin/preview/property/${listingId}`);
      await expect(strangerPage).toHaveURL(new RegExp(`${text.prefix}/admin/sign-in\\?next=`));
      await stranger.close();
      const [preview] = await Promise.all([
        page.context().waitForEvent("page"),
        page.getByRole("link", { name: text.preview }).click(),
      ]);
      await preview.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(preview.getByTestId("preview-banner")).toBeVisible();
      await expect(
        preview.getByText(language === "ar" ? "فيلا واسعة بحديقة خاصة" : "A spacious villa with a private garden"),
      ).toBeVisible();
      await preview.close();

      await page.getByRole("button", { name: text.publish, exact: true }).click();
      await expect(page.getByTestId("publication-state")).toHaveText(text.published);
      await visitorSees(browser, language, listingId, title, true);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole("button", { name: text.unpublish, exact: true }).click();
      await expect(page.getByTestId("publication-state")).toHaveText(text.draft);
      await visitorSees(browser, language, listingId, title, false);

      // The audit log names each step in the page's language, and filters by it (one action at a time: other
      // journeys write to the log meanwhile, and a page shows the newest 50 rows).
      await page.goto(`${text.prefix}/admin/audit`);
      const entries = page.getByTestId("audit-row").filter({ hasText: new RegExp(`listing:${listingId}(?!\\d)`) });
      for (const [code, label] of [
        ["listing_created", text.audit.created],
        ["listing_published", text.audit.published],
        ["listing_unpublished", text.audit.unpublished],
      ] as const) {
        await page.getByLabel(text.audit.action).selectOption({ label });
        await page.getByRole("button", { name: text.apply, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`action=${code}`));
        await expect(entries).toHaveCount(1);
        await expect(entries.getByText(label, { exact: true })).toBeVisible();
      }
    });
  }

  for (const language of ["ar", "en"] as const) {
    test(`an editor types price, area and rooms in Arabic-Indic digits and the listing stores the numbers (${language})`, async ({
      page,
    }, testInfo) => {
      const text = texts[language];
      const numbers = {
        ar: { area: "المساحة (م²)", notANumber: "أدخل رقمًا بالأرقام فقط، مثل 1500000 أو 1,500,000 أو 24.7136." },
        en: { area: "Area (m²)", notANumber: "Enter a number in digits only, such as 1500000, 1,500,000 or 24.7136." },
      }[language];
      await signIn(page, language, createAdmin(testInfo));
      const id = mark();
      await page.goto(`${text.prefix}/admin/listings/new/property`);
      await page.getByLabel(text.titleAr).fill(`${transientListingTitles.ar} ${id}`);
      await page.getByLabel(text.titleEn).fill(`${transientListingTitles.en} ${id}`);
      const price = page.getByLabel(text.price, { exact: true });
      const area = page.getByLabel(numbers.area, { exact: true });
      const rooms = page.getByLabel(text.rooms, { exact: true });
      // Key by key on an Arabic keyboard (domain/digits.ts): the digits become Latin as they are typed, the field never empties.
      await price.pressSequentially("١٬٨٥٠٬٠٠٠");
      await expect(price).toHaveValue("1,850,000");
      await area.pressSequentially("٣٥٠٫٥");
      await expect(area).toHaveValue("350.5");
      await rooms.pressSequentially("٥");
      await expect(rooms).toHaveValue("5");

      // Text that is still not a number says so at once, and a save is refused on that field, not stored empty.
      await area.press("End");
      await page.keyboard.type("م");
      await expect(area).toHaveValue("350.5م");
      await expect(area).toHaveAccessibleDescription(numbers.notANumber);
      await page.getByRole("button", { name: text.create }).click();
      await expect(area).toHaveAttribute("aria-invalid", "true");
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/admin/listings/new/property$`));
      await area.press("End");
      await page.keyboard.press("Backspace");
      await expect(area).toHaveValue("350.5");

      await page.getByRole("button", { name: text.create }).click();
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/admin/listings/\\d+$`));
      const listingId = Number(page.url().split("/").at(-1));
      const saved = await page.request.get(`/api/admin/listings/${listingId}`);
      expect((await saved.json()).data).toMatchObject({ price: 1_850_000, area: 350.5, details: { rooms: 5 } });
      // The saved listing loads with the numbers in Latin digits.
      await page.reload();
      await expect(price).toHaveValue("1850000");
      await expect(area).toHaveValue("350.5");
      await page.request.delete(`/api/admin/listings/${listingId}`, { data: { version: 1 } });
    });
  }

  test("a listing whose advertising licence expires leaves every public page and the sitemap @desktop", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const email = createAdmin(testInfo);
    await signIn(page, "en", email);
    const id = mark();
    const title = `Licence test plot ${id}`;
    const origin = new URL(page.url()).origin;
    const created = await page.request.post("/api/admin/listings", {
      headers: { origin, "accept-language": "en" },
      data: {
        kind: "property",
        ...emptyListingInput("property", {
          titleAr: `أرض لاختبار الترخيص ${id}`,
          titleEn: title,
          locationAr: "الربع الخالي",
          locationEn: "Empty Quarter",
          price: 900000,
          area: 1000,
          lat: 19.5,
          lng: 54,
          adLicenceNumber: "7200009999",
          adLicenceExpiresOn: dayFromNow(10),
          advertiserNameAr: "شركة المثال العقارية",
          advertiserNameEn: "Example Real Estate Co.",
          advertiserFalLicence: "1200000001",
        }),
      },
    });
    expect(created.status()).toBe(201);
    const listing = (await created.json()).data as { id: number; version: number };
    const published = await page.request.post(`/api/admin/listings/${listing.id}/publish`, {
      headers: { origin },
      data: { version: listing.version },
    });
    expect(published.status()).toBe(200);

    // Staff are warned while the licence has less than two weeks left.
    await page.goto(`/en/admin/listings/${listing.id}`);
    await expect(page.getByTestId("licence-warning")).toContainText("expires in 10 days");
    const detailPath = `/property/${listing.id}`;
    expect((await page.request.get(detailPath)).status()).toBe(200);
    expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`${detailPath}<`);

    await expireLicence(testInfo, listing.id);
    // No job runs: the public queries compare the expiry with the time of each request. Pages and lists kept for
    // CACHE_SECONDS by a process that did not make the change catch up within that time.
    await expect(async () => {
      expect((await page.request.get(detailPath)).status()).toBe(404);
      expect((await page.request.get(`/en${detailPath}`)).status()).toBe(404);
      expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(`${detailPath}<`);
      const list = await (await page.request.get(`/api/property?search=${id}&limit=50`)).json();
      expect(list.data).toEqual([]);
      const map = await (await page.request.get("/api/content/map")).json();
      expect(map.data.properties.map((item: { id: number }) => item.id)).not.toContain(listing.id);
      const listPage = await (await page.request.get(`/en/propertymanagement?search=${id}`)).text();
      expect(listPage).not.toContain(title);
    }).toPass({ timeout: 30_000 });

    await page.goto(`/en/admin/listings/${listing.id}`);
    await expect(page.getByTestId("licence-warning")).toContainText("expired");
  });
});

test.describe("PDF documents in the listing editor", () => {
  // The refused upload on purpose: the browser logs its 415.
  test.use({ allowedConsoleErrors: [/status of 415/] });

  for (const language of ["ar", "en"] as const) {
    test(`an editor uploads an auction's terms as a PDF, and a file that is not one or is too large is refused on the field (${language})`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const text = texts[language];
      const email = createAdmin(testInfo);
      await signIn(page, language, email);
      const id = mark();
      // A publishable draft auction of its own (the editor's API, from the page: the session cookie is Secure).
      const listingId = await page.evaluate(
        async (input) => {
          const response = await fetch("/api/admin/listings", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(input),
          });
          if (!response.ok) throw new Error(await response.text());
          return ((await response.json()) as { data: { id: number } }).data.id;
        },
        {
          kind: "auction",
          ...sampleInput({ status: "UPCOMING", titleAr: `مزاد الشروط ${id}`, titleEn: `Terms auction ${id}` }),
        },
      );
      await page.goto(`${text.prefix}/admin/listings/${listingId}`);
      const terms = page.getByLabel(text.terms, { exact: true });
      const upload = page.getByLabel(text.uploadTerms, { exact: true });
      await expect(upload).toHaveAttribute("accept", /application\/pdf/);

      // A text file named .pdf: the server reads its bytes and refuses it; the message is on the field.
      const fake = testInfo.outputPath("fake.pdf");
      await writeFile(fake, "These are the terms, typed in a text editor.\n");
      await upload.setInputFiles(fake);
      await expect(terms).toHaveAttribute("aria-invalid", "true");
      await expect(terms).toHaveAccessibleDescription(`${text.notPdf} ${text.documentHint}`);
      await expect(page.getByRole("alert").filter({ hasText: text.notPdf })).toHaveCount(1);
      await expect(terms).toHaveValue("");
      // Over 20 MB: refused before it is sent, in the same words as the server's refusal.
      await upload.setInputFiles({
        name: "big.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.concat([plainPdf(), Buffer.alloc(20 * 1024 * 1024)]),
      });
      await expect(terms).toHaveAccessibleDescription(`${text.tooLarge} ${text.documentHint}`);

      // A real PDF fills the field with its /media/documents/… path and can be opened from there.
      const pdf = testInfo.outputPath("terms.pdf");
      await writeFile(pdf, plainPdf());
      await upload.setInputFiles(pdf);
      await expect(terms).toHaveValue(/^\/media\/documents\/[0-9a-f-]{36}\.pdf$/);
      const url = await terms.inputValue();
      await expect(terms).not.toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(text.uploaded)).toBeVisible();
      await expect(
        page.getByRole("link", { name: new RegExp(`^${text.openCurrent} \\(${text.terms}\\)`) }),
      ).toHaveAttribute("href", url);
      const served = await page.request.get(url);
      expect(served.status()).toBe(200);
      expect(served.headers()["content-type"]).toBe("application/pdf");
      // The very file uploaded.
      expect(Buffer.from(await served.body()).equals(plainPdf())).toBe(true);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole("button", { name: text.save, exact: true }).click();
      await expect(page.getByText(text.saved)).toBeVisible();

      // The public detail page, as its preview shows it, links the terms to the uploaded file. The auction stays
      // a draft: published, it would change the auction lists that other journeys count at the same time.
      await page.goto(`${text.prefix}/admin/preview/auction/${listingId}`);
      await expect(page.getByTestId("preview-banner")).toBeVisible();
      // Served as a download under the link's own name, never shown inside the site (decision 021).
      const named = `${url}?name=${encodeURIComponent(text.publicTerms)}`;
      await expect(page.getByRole("link", { name: new RegExp(`^${text.publicTerms}`) })).toHaveAttribute("href", named);
      const download = await page.request.get(named);
      expect(download.headers()["content-disposition"]).toMatch(
        new RegExp(
          `^attachment; filename="[^"]+\\.pdf"; filename\\*=UTF-8''${encodeURIComponent(`${text.publicTerms}.pdf`)}$`,
        ),
      );
    });
  }
});
