// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithSite, testCompany } from "../../../testing/app/render-with-site.tsx";
import { LocationMapPanel } from "./location-map-panel.tsx";

// The panel waits until it is near the screen before loading Leaflet; here it never is.
beforeAll(() => {
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe("LocationMapPanel", () => {
  it("titles the block Location and shows the loading text until the map is in", () => {
    renderWithSite(<LocationMapPanel kind="property" lat={24.69} lng={46.68} title="Villa" />, "ar");
    const region = screen.getByRole("region", { name: "الموقع" });
    expect(within(region).getByRole("status").textContent).toBe("جارٍ تحميل الخريطة…");
  });

  it("opens directions and the point on Google Maps in a new tab", () => {
    renderWithSite(<LocationMapPanel kind="property" lat={24.69} lng={46.68} title="Villa" />, "en");
    const region = screen.getByRole("region", { name: "Location" });
    const directions = within(region).getByRole("link", { name: /^Get directions/ });
    expect(directions.getAttribute("href")).toBe("https://www.google.com/maps/dir/?api=1&destination=24.69%2C46.68");
    const place = within(region).getByRole("link", { name: /^Google Maps/ });
    expect(place.getAttribute("href")).toBe("https://www.google.com/maps/search/?api=1&query=24.69%2C46.68");
    for (const link of [directions, place]) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toContain("noopener");
      expect(link.textContent).toContain("(opens in a new tab)");
    }
  });

  it("opens the company's own place page for the office's coordinates", () => {
    const { lat, lng, placeUrl } = testCompany.office;
    renderWithSite(<LocationMapPanel kind="project" lat={lat} lng={lng} title="Head office" />, "ar");
    expect(screen.getByRole("link", { name: /^خرائط Google/ }).getAttribute("href")).toBe(placeUrl);
  });

  it.each([
    [null, 46.68],
    [24.69, null],
    [0, 0],
    [124.69, 46.68],
  ])("says the coordinates are invalid for (%s, %s), with no map or links", (lat, lng) => {
    const { unmount } = renderWithSite(<LocationMapPanel kind="auction" lat={lat} lng={lng} title="x" />, "ar");
    const region = screen.getByRole("region", { name: "الموقع" });
    expect(within(region).getByText("إحداثيات غير صالحة")).toBeTruthy();
    expect(within(region).queryByRole("link")).toBeNull();
    expect(within(region).queryByRole("status")).toBeNull();
    unmount();
    renderWithSite(<LocationMapPanel kind="auction" lat={lat} lng={lng} title="x" />, "en");
    expect(screen.getByText("Invalid coordinates")).toBeTruthy();
  });
});
