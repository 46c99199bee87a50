// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Language } from "../../domain/language.ts";
import type { ListingSummary } from "../../domain/listing-wire.ts";
import { aListing } from "../../testing/app/listing-fixture.ts";
import { renderWithSite } from "../../testing/app/render-with-site.tsx";
import placeholder from "../assets/listing-placeholder.svg?url";
import { ListingCard } from "./listing-card.tsx";

function renderCard(overrides: Partial<ListingSummary>, language: Language = "ar", view: "grid" | "list" = "grid") {
  return renderWithSite(<ListingCard listing={aListing(overrides)} view={view} />, language);
}

const texts = {
  ar: {
    title: "فيلا سكنية فاخرة في حي الملقا شمال الرياض",
    shortTitle: "فيلا سكنية فاخرة في…",
    location: "الرياض حي الملقا شارع الأمير محمد بن سعد بن عبدالعزيز",
    shortLocation: "الرياض حي الملقا شارع الأمير محمد…",
  },
  en: {
    title: "Luxury residential villa in Al Malqa district",
    shortTitle: "Luxury residential villa in…",
    location: "Riyadh, Al Malqa district, Prince Mohammed bin Saad Road",
    shortLocation: "Riyadh, Al Malqa district, Prince Mohammed…",
  },
} as const;

describe.each(["ar", "en"] as const)("ListingCard (%s)", (language) => {
  const text = texts[language];

  it("cuts the title to 4 words and the location to 6, keeping the full texts", () => {
    renderCard({ title: text.title, location_description: text.location }, language);
    const heading = screen.getByRole("heading", { level: 3 });
    expect(heading).toHaveProperty("title", text.title);
    expect(within(heading).getByText(text.shortTitle)).toBeTruthy();
    expect(screen.getByRole("link", { name: text.title })).toBeTruthy();
    expect(screen.getByText(text.shortLocation)).toBeTruthy();
    expect(screen.getByText(text.location).className).toContain("sr-only");
  });

  it("titles the card at the level its page asks (h2 right after the page's h1, h3 by default)", () => {
    renderWithSite(<ListingCard listing={aListing({ title: "Villa Malqa" })} headingLevel={2} />, language);
    expect(screen.getByRole("heading", { level: 2, name: "Villa Malqa" })).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 3 })).toBeNull();
  });

  it("shows short texts whole, without an ellipsis", () => {
    renderCard({ title: "Villa Malqa", location_description: "Riyadh" }, language);
    expect(screen.getByRole("link", { name: "Villa Malqa" }).textContent).toBe("Villa Malqa");
    expect(screen.getByText("Riyadh").textContent).not.toContain("…");
  });

  it("links the card to its detail page in the current language", () => {
    renderCard({ kind: "auction", id: 42, title: text.title }, language);
    const href = screen.getByRole("link", { name: text.title }).getAttribute("href");
    expect(href).toBe(language === "ar" ? "/auction/42" : "/en/auction/42");
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByRole("article")).toBeTruthy();
  });

  it("shows a rent with its period and no price per m²", () => {
    const { unmount } = renderCard({ kind: "property", price: 150_000, area: 1_200, rent_period: "yearly" }, language);
    const box = screen.getByTestId("card-price");
    expect(box.textContent).toContain("150,000");
    expect(box.textContent).toContain(language === "ar" ? "/ سنويًا" : "/ year");
    expect(box.textContent).toContain(language === "ar" ? "الإيجار" : "Rent");
    expect(box.textContent).not.toMatch(/م²|m²/);
    expect(screen.queryByText("125")).toBeNull();
    unmount();
    renderCard({ kind: "property", price: 4_500, area: 120, rent_period: "monthly" }, language);
    expect(screen.getByTestId("card-price").textContent).toContain(language === "ar" ? "/ شهريًا" : "/ month");
  });

  it("shows the price with the riyal sign left of the number, and the price per m²", () => {
    renderCard({ price: 1_250_000, area: 250 }, language);
    const amount = screen.getByText("1,250,000");
    const isolated = amount.closest("[dir='ltr']");
    expect(isolated?.firstElementChild?.tagName.toLowerCase()).toBe("svg");
    expect(isolated?.textContent).toContain(language === "ar" ? "ريال سعودي" : "Saudi riyals");
    expect(screen.getByText("5,000").closest("[dir='ltr']")?.firstElementChild?.tagName.toLowerCase()).toBe("svg");
    expect(screen.getByText(language === "ar" ? "/ م²" : "/ m²")).toBeTruthy();
  });

  it("has no price box without a price, and no price per m² without an area", () => {
    const { unmount } = renderCard({ price: null, area: 250 }, language);
    expect(screen.queryByText(language === "ar" ? "ريال سعودي" : "Saudi riyals")).toBeNull();
    unmount();
    renderCard({ price: 900_000, area: null }, language);
    expect(screen.getByText("900,000")).toBeTruthy();
    expect(screen.queryByText(language === "ar" ? "/ م²" : "/ m²")).toBeNull();
  });

  it("shows up to four detail chips, area first", () => {
    renderCard({ area: 400, Details: { rooms: 5, bathrooms: 4, elevator: true, parking: 2, wells: 1 } }, language);
    const chips = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(chips).toHaveLength(4);
    expect(chips[0]?.textContent).toContain(language === "ar" ? "400 م²" : "400 m²");
    expect(chips.map((chip) => chip.textContent)).toEqual(
      language === "ar"
        ? ["المساحة: 400 م²", "5 غرف نوم", "4 دورات مياه", "موقفان"]
        : ["Area: 400 m²", "5 bedrooms", "4 bathrooms", "2 parking spaces"],
    );
  });

  it("shows a countdown for listings with dates and none without", () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const { unmount } = renderCard({ start_date: future }, language);
    expect(screen.getByRole("timer").getAttribute("aria-label")).toMatch(
      language === "ar" ? /^يبدأ بعد/ : /^Starts in/,
    );
    unmount();
    renderCard({ start_date: null, end_date: null }, language);
    expect(screen.queryByRole("timer")).toBeNull();
  });
});

describe("status badge on the card", () => {
  // Worded per kind so a reader can tell them apart: an auction is قادم، جارٍ، منتهٍ, a property متاح، مؤجَّر، مَبيع.
  const cases = [
    ["auction", "UPCOMING", "قادم", "Upcoming", "bg-green-700"],
    ["auction", "ACTIVE", "جارٍ", "Live", "bg-green-700"],
    ["auction", "COMPLETED", "منتهٍ", "Ended", "bg-red-700"],
    ["project", "AVAILABLE", "متاح", "Available", "bg-green-700"],
    ["project", "ACTIVE", "البيع جارٍ", "Selling now", "bg-green-700"],
    ["project", "SOLD", "مَبيع بالكامل", "Sold out", "bg-red-700"],
    ["project", "COMPLETED", "انتهى الطرح", "Offering closed", "bg-red-700"],
    ["property", "AVAILABLE", "متاح", "Available", "bg-green-700"],
    ["property", "ACTIVE", "متاح", "Available", "bg-green-700"],
    ["property", "UPCOMING", "قريبًا", "Coming soon", "bg-green-700"],
    ["property", "RENTED", "مؤجَّر", "Rented", "bg-red-700"],
    ["property", "SOLD", "مَبيع", "Sold", "bg-red-700"],
    ["property", "ARCHIVED", "ARCHIVED", "ARCHIVED", "bg-red-700"],
  ] as const;

  it.each(cases)("%s %s reads %s / %s with %s", (kind, status, arabic, english, colour) => {
    const { unmount } = renderCard({ kind, status }, "ar");
    expect(screen.getByText(arabic).className).toContain(colour);
    unmount();
    renderCard({ kind, status }, "en");
    const badge = screen.getByText(english);
    expect(badge.className).toContain(colour);
    expect(badge.className).not.toContain(colour === "bg-red-700" ? "bg-green-700" : "bg-red-700");
  });
});

describe("estate count badge", () => {
  it("is absent when the listing has no estates", () => {
    renderCard({ auctionCount: 0 }, "ar");
    expect(screen.queryByText(/عقار/)).toBeNull();
  });

  it.each([
    [1, "عقار واحد", "1 lot"],
    [2, "عقاران", "2 lots"],
    [3, "3 عقارات", "3 lots"],
    [11, "11 عقارًا", "11 lots"],
    [100, "100 عقار", "100 lots"],
  ])("reads %i estates as «%s» / «%s»", (count, arabic, english) => {
    const { unmount } = renderCard({ kind: "auction", auctionCount: count }, "ar");
    expect(screen.getByText(arabic)).toBeTruthy();
    unmount();
    renderCard({ kind: "auction", auctionCount: count }, "en");
    expect(screen.getByText(english)).toBeTruthy();
  });
});

describe("views", () => {
  it("keeps the list card at most 145 px high and the grid card vertical", () => {
    const { unmount } = renderCard({}, "ar", "list");
    expect(screen.getByRole("article").className).toContain("max-h-[145px]");
    unmount();
    renderCard({}, "ar", "grid");
    expect(screen.getByRole("article").className).toContain("flex-col");
  });
});

describe("cover image", () => {
  it("is replaced by the placeholder when it fails to load", () => {
    const { container } = renderCard({}, "ar");
    const image = container.querySelector("img");
    expect(image?.getAttribute("src")).toBe("/media/covers/7-800.webp");
    if (image) fireEvent.error(image);
    expect(container.querySelector("img")?.getAttribute("src")).toBe(placeholder);
    expect(container.querySelector("source")).toBeNull();
  });
});
