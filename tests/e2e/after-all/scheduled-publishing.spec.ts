import { sampleInput } from "../../../testing/server/listing-input.ts";
import { createAdmin, signIn } from "../admin-accounts.ts";
import { expect, test } from "../fixtures.ts";
import { transientListingTitles } from "../listings-db.ts";

const texts = {
  ar: {
    prefix: "",
    panel: "جدولة النشر",
    publishAt: "النشر في",
    date: "التاريخ (سنة-شهر-يوم)",
    time: "الوقت (ساعة:دقيقة، ٢٤ ساعة)",
    save: "حفظ الجدولة",
    saved: "حُفظت الجدولة.",
    willPublish: "سيُنشر في",
    published: "منشور",
    list: "/propertymanagement",
  },
  en: {
    prefix: "/en",
    panel: "Scheduled publishing",
    publishAt: "Publish at",
    date: "Date (year-month-day)",
    time: "Time (hour:minute, 24-hour)",
    save: "Save schedule",
    saved: "Schedule saved.",
    willPublish: "To be published at",
    published: "Published",
    list: "/en/propertymanagement",
  },
} as const;

/** The Riyadh wall-clock date and time of an instant, as staff type them (seconds included). */
function riyadhFields(at: Date): { date: string; time: string } {
  const local = new Date(at.getTime() + 3 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 19) };
}

const arabicDigits = (text: string) => text.replace(/\d/g, (digit) => "٠١٢٣٤٥٦٧٨٩"[Number(digit)]!);

test.describe("scheduled publishing", () => {
  for (const language of ["ar", "en"] as const) {
    test(`an editor schedules a draft a few seconds ahead and it appears on the public list by itself (${language}) @desktop`, async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(180_000);
      const text = texts[language];
      await signIn(page, language, createAdmin(testInfo));
      const mark = Math.random().toString(36).slice(2, 8);
      const titleAr = `${transientListingTitles.ar} ${mark}`;
      const titleEn = `${transientListingTitles.en} ${mark}`;
      const origin = new URL(page.url()).origin;
      const created = await page.request.post("/api/admin/listings", {
        headers: { origin, "accept-language": language },
        data: { kind: "property", ...sampleInput({ titleAr, titleEn, lat: 19.6, lng: 54.2 }) },
      });
      expect(created.status()).toBe(201);
      const id = ((await created.json()) as { data: { id: number } }).data.id;

      await page.goto(`${text.prefix}/admin/listings/${id}`);
      const panel = page.getByTestId("listing-schedule");
      await expect(panel.getByRole("heading", { name: text.panel })).toBeVisible();
      // Typed in Riyadh time whatever the browser's zone; in Arabic with Arabic-Indic digits.
      const at = riyadhFields(new Date(Date.now() + 20_000));
      const group = panel.getByRole("group", { name: new RegExp(`^${text.publishAt}`) });
      const date = group.getByLabel(text.date);
      const time = group.getByLabel(text.time);
      await date.pressSequentially(language === "ar" ? arabicDigits(at.date) : at.date);
      await time.pressSequentially(language === "ar" ? arabicDigits(at.time) : at.time);
      await expect(date).toHaveValue(at.date);
      await panel.getByRole("button", { name: text.save }).click();
      await expect(panel.getByText(text.saved)).toBeVisible();
      await expect(panel.getByTestId("schedule-state")).toContainText(text.willPublish);

      // A visitor's list shows it once the time has come, with nobody pressing publish.
      const visitor = await (await browser.newContext()).newPage();
      const title = language === "ar" ? titleAr : titleEn;
      await expect
        .poll(
          async () => {
            await visitor.goto(`${text.list}?search=${encodeURIComponent(mark)}`);
            return visitor.getByRole("link", { name: title }).count();
          },
          { timeout: 120_000, intervals: [2000] },
        )
        .toBe(1);
      await visitor.context().close();
      await page.reload();
      await expect(page.getByTestId("publication-state")).toHaveText(text.published);
      await expect(panel.getByTestId("schedule-state")).not.toContainText(text.willPublish);
    });
  }
});
