import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { sampleInput } from "../../../testing/server/listing-input.ts";
import { phonePhoto } from "../../../testing/server/upload-files.ts";
import { createAdmin, signIn } from "../admin-accounts.ts";
import { expect, test } from "../fixtures.ts";
import { uniqueEmail } from "../leads-db.ts";
import { transientListingTitles } from "../listings-db.ts";
import { type Mail, mailsTo, mailTo, smtpUrlOf } from "../mail-box.ts";
import { databaseEnvironmentOf, siteOf, withSiteDatabase } from "../site-db.ts";

// Saved searches with e-mail alerts (docs/decisions/040-search-alerts.md), as a visitor and staff live them: "Alert
// me" on a filtered list, the confirmation e-mail's page and its button, a matching listing published in the back
// office, the digest (sent once), the one-click unsubscribe, and the back office's figures. It publishes a listing:
// an after-all journey. Its data are its own: a search for a mark no other listing has, and addresses of its own;
// Arabic makes an auction alert and English a property one, so the two runs side by side count apart.

const texts = {
  ar: {
    prefix: "",
    kind: "auction" as const,
    list: "/auctions",
    frequency: "مرة في اليوم على الأكثر",
    alertMe: "نبّهني بالجديد",
    newTitle: "تنبيه بالإعلانات الجديدة",
    searchWords: "كلمات البحث",
    email: "البريد الإلكتروني",
    submit: "أرسل رابط التأكيد",
    sent: "تحقّق من بريدك",
    confirmSubject: /^أكّد تنبيه البحث في المزادات$/,
    confirmTitle: "تأكيد تنبيه البحث",
    confirmButton: "فعّل التنبيه",
    confirmed: "فُعّل التنبيه. سنراسلك عند نشر إعلانات جديدة تطابق بحثك.",
    on: "مفعّل",
    publish: "نشر",
    published: "منشور",
    digestSubject: /^إعلانات جديدة تطابق بحثك في المزادات$/,
    price: "السعر: 2,500,000 ريال",
    place: "الموقع: الرياض، حي الملقا",
    starts: (at: string) => `يبدأ المزاد: ${at} بتوقيت الرياض`,
    none: "لا توجد تنبيهات لهذا البريد.",
  },
  en: {
    prefix: "/en",
    kind: "property" as const,
    list: "/en/propertymanagement",
    frequency: "At most once a week",
    alertMe: "Alert me",
    newTitle: "Alerts for new listings",
    searchWords: "Search words",
    email: "Email address",
    submit: "Send the confirmation link",
    sent: "Check your inbox",
    confirmSubject: /^Confirm your properties search alert$/,
    confirmTitle: "Confirm your search alert",
    confirmButton: "Switch the alert on",
    confirmed: "Your alert is on. We will email you when new listings matching your search are published.",
    on: "On",
    publish: "Publish",
    published: "Published",
    digestSubject: /^New properties matching your search$/,
    price: "Price: 2,500,000 SAR",
    place: "Location: Riyadh, Al Malqa",
    starts: (_at: string) => "",
    none: "This address has no alerts.",
  },
} as const;

type Language = keyof typeof texts;

async function newPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  return context.newPage();
}

/** A link of this site in an e-mail's text, as a path on the site under test. */
function pathIn(mail: Mail, pattern: RegExp): string {
  const link = pattern.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in: ${mail.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * The digests due now, sent by the site's own command (server/cli/alerts-digest.ts, what the hourly job does) on the
 * test site's database, through its SMTP listener and with its links' origin.
 */
function sendDigests(testInfo: TestInfo): void {
  const { DATABASE_URL: _url, SQLITE_PATH: _path, ...environment } = process.env;
  const result = spawnSync(process.execPath, ["server/cli/alerts-digest.ts"], {
    cwd: resolve(import.meta.dirname, "../../.."),
    env: {
      ...environment,
      LOG_LEVEL: "silent",
      PORT: siteOf(testInfo).port,
      SMTP_URL: smtpUrlOf(testInfo),
      LEAD_EMAIL_TO: "sales@example.sa",
      LEAD_EMAIL_FROM: "Website <website@example.sa>",
      ...databaseEnvironmentOf(testInfo),
    },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`alerts-digest failed: ${result.stderr}`);
  expect(result.stdout).toMatch(/^\{"sent":\d+,"deferred":0\}\s*$/);
}

/** The back office's figure of this section's alerts in this state, on its "Search alerts" screen. */
async function figure(staff: Page, language: Language, state: "active" | "pending" | "off"): Promise<number> {
  const { prefix, kind } = texts[language];
  await staff.goto(`${prefix}/admin/alerts`);
  const cell = staff.locator(`td[data-kind="${kind}"][data-state="${state}"]`);
  await expect(cell).toHaveText(/^\d+$/);
  return Number(await cell.textContent());
}

/** The Riyadh date and time of an instant, as the digest writes it. */
const riyadh = (at: Date) => new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 16).replace("T", " ");

test.describe("search alerts", () => {
  // The address with a comma for its dot is refused (400) on purpose; the browser logs it.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  for (const language of ["ar", "en"] as const) {
    test(`a visitor asks for an alert from a filtered list, confirms it, gets one digest of a new listing and unsubscribes in one click (${language}) @desktop`, async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(240_000);
      const text = texts[language];
      const kind = text.kind;
      const mark = `alert${Math.random().toString(36).slice(2, 8)}`;
      const email = uniqueEmail(`alerts-${language}`);

      // Staff keep the back office's figures open.
      const staff = await newPage(browser, page);
      await signIn(staff, language, createAdmin(testInfo));
      const before = {
        active: await figure(staff, language, "active"),
        pending: await figure(staff, language, "pending"),
      };

      // The visitor's filtered list, and its "Alert me" link.
      await page.goto(`${text.list}?search=${mark}`);
      await page.getByRole("link", { name: text.alertMe }).click();
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/alerts/new\\?kind=${kind}&search=${mark}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.newTitle);
      const summary = page.locator("dl").filter({ hasText: text.searchWords });
      await expect(summary).toContainText(mark);
      const field = page.getByLabel(text.email);
      await page.getByLabel(text.frequency).check();
      if (language === "ar") {
        // An Arabic keyboard: a comma typed for the dot is refused in the page's language (not the browser's, and
        // not turned into punycode), and Arabic-Indic digits become the Latin ones the address is stored with.
        await field.fill(email.replace(/\.com$/, "،com"));
        await page.getByRole("button", { name: text.submit }).click();
        await expect(page.getByText("أدخل بريدًا إلكترونيًا صحيحًا، مثل name@example.com.")).toBeVisible();
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await field.fill("");
        await field.pressSequentially(email.replace(/\d/g, (digit) => "٠١٢٣٤٥٦٧٨٩"[Number(digit)]!));
        await expect(field).toHaveValue(email);
      } else {
        await field.fill(email);
      }
      await page.getByRole("button", { name: text.submit }).click();
      await expect(page.getByRole("status").filter({ hasText: text.sent })).toBeVisible();
      expect(await figure(staff, language, "pending")).toBe(before.pending + 1);

      // The confirmation e-mail: its link opens a page, and opening it (a mail scanner does) switches nothing on.
      const confirmation = await mailTo(testInfo, email, text.confirmSubject);
      expect(confirmation.headers).toMatch(
        /^List-Unsubscribe: <https?:\/\/\S+\/api\/alerts\/unsubscribe\?token=\S+>$/m,
      );
      expect(confirmation.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      const confirmPath = pathIn(confirmation, /https?:\/\/\S+\/alerts\/confirm\?token=[\w-]+/);
      expect(confirmPath).toMatch(new RegExp(`^${text.prefix}/alerts/confirm\\?token=`));
      const stateOf = () =>
        withSiteDatabase(testInfo, (run) =>
          run<{ state: string }>("select state from search_alerts where email = $1", [email]),
        );
      for (let open = 0; open < 2; open++) {
        const opened = await page.goto(confirmPath);
        expect(opened?.headers()["cache-control"]).toBe("no-store");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.confirmTitle);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
        await expect(page.getByText(mark)).toBeVisible();
        await expect(page.getByText(email)).toBeVisible();
        await expect(page.getByText(text.frequency)).toBeVisible();
      }
      expect(await stateOf()).toEqual([{ state: "pending" }]);

      // Its button switches the alert on, and lands on the address's manage page.
      await page.getByRole("button", { name: text.confirmButton }).click();
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/alerts/manage\\?token=[\\w.-]+&confirmed=\\d+$`));
      await expect(page.getByRole("status").filter({ hasText: text.confirmed })).toBeVisible();
      const managePath = new URL(page.url()).pathname + new URL(page.url()).search.replace(/&confirmed=\d+$/, "");
      await expect(page.getByRole("listitem").filter({ hasText: mark })).toContainText(text.on);
      expect(await stateOf()).toEqual([{ state: "active" }]);
      expect(await figure(staff, language, "active")).toBe(before.active + 1);
      expect(await figure(staff, language, "pending")).toBe(before.pending);
      await staff.getByLabel(language === "ar" ? "ابحث بالبريد الإلكتروني" : "Search by email address").fill(email);
      await staff.getByRole("button", { name: language === "ar" ? "بحث" : "Search", exact: true }).click();
      await expect(staff.getByRole("row").filter({ hasText: email })).toContainText(mark);

      // Staff publish a listing of that search, with a photo; an auction says when bidding starts.
      const titles = { ar: `${transientListingTitles.ar} ${mark}`, en: `${transientListingTitles.en} ${mark}` };
      const startsAt = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 10 * 86_400_000);
      const origin = new URL(staff.url()).origin;
      const created = await staff.request.post("/api/admin/listings", {
        headers: { origin },
        data: {
          kind,
          ...sampleInput({
            titleAr: titles.ar,
            titleEn: titles.en,
            lat: 20.9,
            lng: 55.1,
            ...(kind === "auction"
              ? {
                  status: "UPCOMING",
                  startDate: startsAt.toISOString(),
                  endDate: new Date(startsAt.getTime() + 86_400_000).toISOString(),
                }
              : {}),
          }),
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const id = ((await created.json()) as { data: { id: number } }).data.id;
      const uploaded = await staff.request.post(`/api/admin/media/listings/${kind}/${id}/images`, {
        headers: { origin },
        multipart: { file: { name: "villa.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(1200, 900) } },
      });
      expect(uploaded.status()).toBe(201);
      await staff.goto(`${text.prefix}/admin/listings/${id}`);
      await staff.getByRole("button", { name: text.publish, exact: true }).click();
      await expect(staff.getByTestId("publication-state")).toHaveText(text.published);

      // The digest: the listing with its photo, price, place and link, in the alert's language.
      sendDigests(testInfo);
      const digest = await mailTo(testInfo, email, text.digestSubject);
      expect(digest.text).toContain(titles[language]);
      expect(digest.text).toContain(text.price);
      expect(digest.text).toContain(text.place);
      if (kind === "auction") expect(digest.text).toContain(text.starts(riyadh(startsAt)));
      const listingPath = pathIn(digest, new RegExp(`https?://\\S+${text.prefix}/${kind}/${id}(?=\\s)`));
      expect(digest.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      const photo = /<img src="(https?:\/\/[^"]+)"/.exec(digest.html ?? "")?.[1];
      expect(photo, digest.html).toBeDefined();
      const image = await page.request.get(new URL(photo!).pathname);
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toMatch(/^image\//);
      await page.goto(listingPath);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(titles[language]);

      // Again (the next hour's job, a retry): nothing more to this address.
      sendDigests(testInfo);
      expect(mailsTo(testInfo, email, text.digestSubject)).toHaveLength(1);
      expect(mailsTo(testInfo, email, /./)).toHaveLength(2);

      // One click in the mail client: a POST to the List-Unsubscribe link, no page, no cookies, no Origin.
      const unsubscribe = new URL(/^List-Unsubscribe: <(\S+)>$/m.exec(digest.headers)?.[1] ?? "");
      const client = await browser.newContext();
      const posted = await client.request.post(`${origin}${unsubscribe.pathname}${unsubscribe.search}`, {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        data: "List-Unsubscribe=One-Click",
      });
      expect(posted.status()).toBe(200);
      expect(await posted.json()).toEqual({ data: { removed: true } });
      await client.close();
      expect(await stateOf()).toEqual([]);
      await page.goto(managePath);
      await expect(page.getByText(text.none)).toBeVisible();
      expect(await figure(staff, language, "active")).toBe(before.active);
      await staff.context().close();
    });
  }
});
