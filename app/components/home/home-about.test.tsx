// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithSite, testCompany } from "../../../testing/app/render-with-site.tsx";
import { homeEn } from "../../i18n/locales/home.en.ts";
import { formatNumber } from "../../lib/format.ts";
import { HomeAbout } from "./home-about.tsx";

describe("HomeAbout", () => {
  it("shows the points and the customer count the site ships while nothing is published", () => {
    renderWithSite(<HomeAbout view={null} />, "en");
    const points = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(points).toEqual(Object.values(homeEn.about.points));
    expect(screen.getByText(formatNumber(testCompany.customersCount, "en"))).toBeTruthy();
    expect(screen.getByText(/registered customers? trusts? our services/)).toBeTruthy();
  });

  it("shows the published points and figures, the customer count taken from the company's details", () => {
    renderWithSite(
      <HomeAbout
        view={{
          points: ["نقطة أولى", "نقطة ثانية"],
          figures: [
            { value: null, lead: "", label: "" },
            { value: 15, lead: "", label: "عامًا من الخبرة" },
          ],
        }}
      />,
      "ar",
    );
    const figures = document.querySelector("[data-figures]") as HTMLElement;
    const [customers, years] = within(figures).getAllByRole("listitem");
    expect(customers?.textContent).toContain(formatNumber(testCompany.customersCount, "ar"));
    // The site's own words for the count (an empty lead and label), which agree with the number.
    expect(customers?.textContent).toContain("أكثر من");
    expect(customers?.textContent).toMatch(/عميل|عملاء|عميلًا/);
    expect(years?.textContent).toContain(formatNumber(15, "ar"));
    expect(years?.textContent).toContain("عامًا من الخبرة");
    expect(screen.getByText("نقطة أولى")).toBeTruthy();
    expect(screen.getByText("نقطة ثانية")).toBeTruthy();
  });
});
