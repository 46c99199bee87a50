// @vitest-environment jsdom
import { act, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Language } from "../../../domain/language.ts";
import { TextsProvider } from "../../i18n/i18n.tsx";
import "../../../testing/app/all-texts.ts";
import { renderWithSite, testCompany, testMapTiles, testOrigin } from "../../../testing/app/render-with-site.tsx";
import { ListingDates } from "./listing-dates.tsx";

// The visitor's zone, as the browser reports it; tests set it explicitly.
const runtime = vi.hoisted(() => ({ zone: "Asia/Riyadh" }));
vi.mock("../../../domain/date-parts.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../domain/date-parts.ts")>()),
  runtimeTimeZone: () => runtime.zone,
}));

const nbsp = "\u00a0";
const start = "2026-03-05T16:30:00.000Z"; // Thursday 7:30 pm in Riyadh
const end = "2026-03-12T21:15:00.000Z"; // Friday 00:15 in Riyadh, still Thursday in UTC

function card(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: "dt" });
  return term.parentElement as HTMLElement;
}

function lines(label: string): string[] {
  const time = within(card(label)).getByRole("time", { hidden: true });
  return [...time.children].map((line) => line.textContent ?? "");
}

beforeEach(() => {
  runtime.zone = "Asia/Riyadh";
});

describe("ListingDates", () => {
  it("gives day, date and time of start and end in Arabic, in the visitor's zone", () => {
    renderWithSite(<ListingDates start_date={start} end_date={end} />, "ar");
    expect(screen.getByRole("heading", { name: "المواعيد" })).toBeTruthy();
    expect(lines("البداية")).toEqual(["الخميس، 5 مارس 2026", `7:30${nbsp}م`]);
    expect(lines("النهاية")).toEqual(["الجمعة، 13 مارس 2026", `12:15${nbsp}ص`]);
    expect(within(card("البداية")).getByText("الخميس، 5 مارس 2026").closest("time")?.getAttribute("datetime")).toBe(
      start,
    );
    expect(screen.getByText(/^المنطقة الزمنية/).textContent).toBe(
      "المنطقة الزمنية: توقيت المملكة العربية السعودية (غرينتش+3)",
    );
  });

  it("gives them in English in UTC", () => {
    runtime.zone = "UTC";
    renderWithSite(<ListingDates start_date={start} end_date={end} />, "en");
    expect(lines("Starts")).toEqual(["Thursday, 5 March 2026", `4:30${nbsp}pm`]);
    expect(lines("Ends")).toEqual(["Thursday, 12 March 2026", `9:15${nbsp}pm`]);
    expect(screen.getByText(/^Time zone/).textContent).toBe("Time zone: GMT+0");
  });

  it("adds the Hijri date as a second line for auctions", () => {
    renderWithSite(<ListingDates start_date={start} end_date={end} showHijri />, "ar");
    expect(lines("البداية")).toEqual(["الخميس، 5 مارس 2026", "الموافق 16 رمضان 1447 هـ", `7:30${nbsp}م`]);
    renderWithSite(<ListingDates start_date={start} end_date={null} showHijri />, "en");
    expect(lines("Starts")).toEqual(["Thursday, 5 March 2026", "16 Ramadan 1447 AH", `7:30${nbsp}pm`]);
    expect(screen.queryByText("Ends")).toBeNull();
  });

  it("shows only the valid dates, and nothing when neither is", () => {
    renderWithSite(<ListingDates start_date="not a date" end_date={end} />, "en");
    expect(screen.queryByText("Starts")).toBeNull();
    expect(screen.getByText("Ends")).toBeTruthy();
    const { container } = renderWithSite(<ListingDates start_date={null} end_date="2026-02-30" />, "en");
    expect(container.textContent).toBe("");
  });
});

describe("ListingDates on a server-rendered page", () => {
  const errors: unknown[][] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    errors.length = 0;
    document.body.innerHTML = "";
  });

  function page(language: Language): ReactNode {
    const siteData = { language, company: testCompany, origin: testOrigin, mapTiles: testMapTiles };
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        loader: () => siteData,
        Component: () => <ListingDates start_date={start} end_date={end} showHijri />,
      },
    ]);
    return (
      <TextsProvider language={language}>
        <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: siteData } }} />
      </TextsProvider>
    );
  }

  it("renders in Riyadh time on the server, hydrates without a mismatch, then shows the visitor's zone", async () => {
    runtime.zone = "America/New_York"; // the server machine's zone must not matter
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      errors.push(args);
    });
    const html = renderToString(page("en"));
    expect(html).toContain("7:30");
    expect(html).toContain("Saudi Arabia Time (GMT+3)");

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    runtime.zone = "America/New_York"; // the visitor's zone
    await act(async () => {
      hydrateRoot(container, page("en"), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
    expect(lines("Starts")).toEqual(["Thursday, 5 March 2026", "16 Ramadan 1447 AH", `11:30${nbsp}am`]);
    expect(container.textContent).toContain("New York Time (GMT-5)");
  });
});
