// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithSite, testCompany } from "../../../testing/app/render-with-site.tsx";
import { formatNumber } from "../../lib/format.ts";
import { WhyUsSection } from "./why-us-section.tsx";

describe("WhyUsSection", () => {
  it("shows the site's own three reasons while nothing is published, with the customers' count", () => {
    renderWithSite(<WhyUsSection texts={null} />, "en");
    expect(screen.getByRole("heading", { name: "Why choose us" })).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByText(new RegExp(formatNumber(testCompany.customersCount, "en")))).toBeTruthy();
  });

  it("shows the reasons staff published, the count in place of {{customers}} in the page's digits", () => {
    const texts = {
      heading: "لماذا تختارنا نحن",
      items: [
        { title: "خبرة", text: "ثلاثون عامًا" },
        { title: "عملاء", text: "أكثر من {{customers}} عميل" },
        { title: "فريق", text: "فريق واحد" },
      ],
    };
    renderWithSite(<WhyUsSection texts={texts} />, "ar");
    expect(screen.getByRole("heading", { name: "لماذا تختارنا نحن" })).toBeTruthy();
    expect(screen.getByText(`أكثر من ${formatNumber(testCompany.customersCount, "ar")} عميل`)).toBeTruthy();
    expect(screen.queryByText(/{{customers}}/)).toBeNull();
    expect(screen.getByRole("heading", { name: "فريق" })).toBeTruthy();
  });
});
