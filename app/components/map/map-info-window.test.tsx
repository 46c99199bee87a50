// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MapItem } from "../../../domain/map-item.ts";
import { renderWithSite } from "../../../testing/app/render-with-site.tsx";
import placeholder from "../../assets/listing-placeholder.svg?url";
import { MapInfoWindow } from "./map-info-window.tsx";

function anItem(overrides: Partial<MapItem> = {}): MapItem {
  return {
    id: 7,
    lat: 24.8,
    lng: 46.6,
    title: "فيلا في الملقا",
    coverImage: "/media/covers/7-480.webp",
    location_description: "حي الملقا، الرياض",
    ...overrides,
  };
}

const inThreeDays = () => new Date(Date.now() + 3 * 86_400_000 + 60_000).toISOString();

describe("MapInfoWindow", () => {
  it("shows the cover, title and location, and links to the item's page in the page's language", () => {
    renderWithSite(<MapInfoWindow item={anItem()} kind="project" />, "ar");
    const window = screen.getByRole("article");
    expect(window.getAttribute("dir")).toBe("rtl");
    expect(within(window).getByRole("heading", { name: "فيلا في الملقا" })).toBeTruthy();
    expect(within(window).getByText("حي الملقا، الرياض")).toBeTruthy();
    expect(window.querySelector("img")?.getAttribute("src")).toBe("/media/covers/7-480.webp");
    expect(within(window).getByRole("link", { name: "عرض التفاصيل" }).getAttribute("href")).toBe("/project/7");
  });

  it("keeps the item in the favourites with its heart", () => {
    localStorage.clear();
    renderWithSite(<MapInfoWindow item={anItem({ id: 21, title: "Villa" })} kind="property" />, "en");
    fireEvent.click(screen.getByRole("button", { name: "Save Villa to favourites" }));
    expect(screen.getByRole("button", { name: "Remove Villa from favourites" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(localStorage.getItem("favourites")).toBe("property-21");
    localStorage.clear();
  });

  it("opens English pages under /en", () => {
    renderWithSite(<MapInfoWindow item={anItem({ title: "Villa" })} kind="auction" />, "en");
    expect(screen.getByRole("article").getAttribute("dir")).toBe("ltr");
    expect(screen.getByRole("link", { name: "View details" }).getAttribute("href")).toBe("/en/auction/7");
  });

  it("goes by the item's kind where the spec's field rule would misroute", () => {
    // The spec's rule sends an item with a price and no start date to /project/{id}.
    const { unmount } = renderWithSite(<MapInfoWindow item={anItem({ id: 12, price: 950_000 })} kind="property" />);
    expect(screen.getByRole("link", { name: "عرض التفاصيل" }).getAttribute("href")).toBe("/property/12");
    unmount();
    // …and one with neither to /property/{id}.
    renderWithSite(<MapInfoWindow item={anItem({ id: 13 })} kind="auction" />);
    expect(screen.getByRole("link", { name: "عرض التفاصيل" }).getAttribute("href")).toBe("/auction/13");
  });

  it("shows the price with the riyal sign only when there is one", () => {
    const { unmount } = renderWithSite(<MapInfoWindow item={anItem({ price: 1_250_000 })} kind="project" />);
    const amount = screen.getByText("1,250,000");
    expect(amount.closest("[dir='ltr']")?.firstElementChild?.tagName.toLowerCase()).toBe("svg");
    expect(screen.getByText("ريال سعودي")).toBeTruthy();
    unmount();
    renderWithSite(<MapInfoWindow item={anItem()} kind="project" />);
    expect(screen.queryByText("ريال سعودي")).toBeNull();
  });

  it("shows a rent with its period", () => {
    const { unmount } = renderWithSite(
      <MapInfoWindow item={anItem({ price: 150_000, rent_period: "yearly" })} kind="property" />,
    );
    const window = screen.getByRole("article");
    expect(window.textContent).toContain("الإيجار:");
    expect(window.textContent).toContain("/ سنويًا");
    unmount();
    renderWithSite(<MapInfoWindow item={anItem({ price: 4_500, rent_period: "monthly" })} kind="property" />, "en");
    expect(screen.getByRole("article").textContent).toContain("Rent:");
    expect(screen.getByRole("article").textContent).toContain("/ month");
  });

  it("counts down to an auction's start and says when it starts", () => {
    const start = inThreeDays();
    renderWithSite(
      <MapInfoWindow item={anItem({ start_date: start, price: 500_000, status: "UPCOMING" })} kind="auction" />,
      "en",
    );
    expect(screen.getByRole("timer").getAttribute("aria-label")).toMatch(/^Starts in 3 days/);
    const line = screen.getByText(/^Auction starts on /);
    expect(line.tagName.toLowerCase()).toBe("time");
    expect(line.getAttribute("datetime")).toBe(start);
  });

  it("shows no countdown and no auction line for other kinds", () => {
    renderWithSite(<MapInfoWindow item={anItem()} kind="property" />, "en");
    expect(screen.queryByRole("timer")).toBeNull();
    expect(screen.queryByText(/Auction/)).toBeNull();
  });

  it("counts a running auction down to its end and says when it ends", () => {
    const end = inThreeDays();
    renderWithSite(
      <MapInfoWindow
        item={anItem({ start_date: "2020-01-05T09:00:00Z", end_date: end, status: "ACTIVE" })}
        kind="auction"
      />,
      "en",
    );
    expect(screen.getByRole("timer").getAttribute("aria-label")).toMatch(/^Ends after 3 days/);
    expect(screen.getByText(/^Auction ends on /).getAttribute("datetime")).toBe(end);
    expect(screen.queryByText(/starts/)).toBeNull();
  });

  it("says in the past tense when an ended auction ended, with no countdown", () => {
    const { unmount } = renderWithSite(
      <MapInfoWindow
        item={anItem({ start_date: "2020-01-05T09:00:00Z", end_date: "2020-01-07T16:00:00Z", status: "COMPLETED" })}
        kind="auction"
      />,
      "en",
    );
    expect(screen.queryByRole("timer")).toBeNull();
    expect(screen.getByText(/^Auction ended on Tuesday, 7 January 2020 at/)).toBeTruthy();
    unmount();
    // An auction whose start has passed, with no end, started: it does not "start" on a past date.
    renderWithSite(
      <MapInfoWindow item={anItem({ start_date: "2020-01-05T09:00:00Z", status: "ACTIVE" })} kind="auction" />,
      "ar",
    );
    expect(screen.queryByRole("timer")).toBeNull();
    expect(screen.getByText(/^بدأ المزاد يوم الأحد/)).toBeTruthy();
    expect(screen.queryByText(/^يبدأ/)).toBeNull();
  });

  it("shows listing text as text, never as markup", () => {
    const title = '<img src=x onerror="alert(1)">';
    renderWithSite(<MapInfoWindow item={anItem({ title, location_description: "<b>x</b>" })} kind="project" />);
    expect(screen.getByRole("heading").textContent).toBe(title);
    expect(screen.getByText("<b>x</b>")).toBeTruthy();
    expect(screen.getByRole("article").querySelectorAll("img")).toHaveLength(1);
  });

  it("shows the placeholder when the listing has no cover", () => {
    renderWithSite(<MapInfoWindow item={anItem({ coverImage: null })} kind="project" />);
    expect(screen.getByRole("article").querySelector("img")?.getAttribute("src")).toBe(placeholder);
  });
});
