import { readFile } from "node:fs/promises";
import ICAL from "ical.js";
import { expect, test } from "./fixtures.ts";

interface Listed {
  id: number;
  title: string;
  start_date: string | null;
  end_date: string | null;
}

for (const language of ["ar", "en"] as const) {
  test(`an upcoming auction goes into the calendar in Riyadh's time zone (${language})`, async ({ page, request }) => {
    const list = (await (
      await request.get("/api/auction?limit=50", { headers: { "accept-language": language } })
    ).json()) as { data: Listed[] };
    const auction = list.data.find((listing) => listing.start_date && Date.parse(listing.start_date) > Date.now());
    if (!auction?.start_date) throw new Error("the demo content has no upcoming auction");

    await page.goto(`${language === "en" ? "/en" : ""}/auction/${auction.id}`);
    const aside = page.getByRole("complementary").first();
    await expect(aside.getByText(language === "en" ? "Add to calendar" : "أضف إلى التقويم")).toBeVisible();

    const download = page.waitForEvent("download");
    await aside.getByTestId("calendar-file").click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`auction-${auction.id}.ics`);
    const calendar = new ICAL.Component(ICAL.parse(await readFile((await file.path())!, "utf8")));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe(auction.title);
    expect(event.startDate.zone?.tzid).toBe("Asia/Riyadh");
    expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(auction.start_date));
    if (auction.end_date) expect(event.endDate.toJSDate().getTime()).toBe(Date.parse(auction.end_date));
    expect(String(event.component.getFirstPropertyValue("url"))).toMatch(
      new RegExp(`${language === "en" ? "/en" : ""}/auction/${auction.id}$`),
    );

    const google = new URL((await aside.getByTestId("google-calendar").getAttribute("href"))!);
    expect(google.hostname).toBe("calendar.google.com");
    expect(google.searchParams.get("ctz")).toBe("Asia/Riyadh");
    const stamp = (iso: string) =>
      new Date(iso)
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "");
    expect(google.searchParams.get("dates")?.split("/")[0]).toBe(stamp(auction.start_date));
    expect(google.searchParams.get("text")).toBe(auction.title);
  });
}
