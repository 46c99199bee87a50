// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithSite } from "../../../testing/app/render-with-site.tsx";
import { ServicePanel } from "./service-panel.tsx";

const section = (offers?: string) => ({ title: "Marketing", text: "Summary\n\nLead", offers });

describe("ServicePanel offers", () => {
  it("lists the site's own offers while staff published none for the section", () => {
    renderWithSite(<ServicePanel section="marketing" open texts={null} />, "en");
    expect(within(screen.getByRole("tabpanel")).getAllByRole("listitem").length).toBeGreaterThanOrEqual(5);
  });

  it("lists staff's offers one per line, skipping empty lines, and no list for an empty text", () => {
    const { unmount } = renderWithSite(
      <ServicePanel section="marketing" open texts={section("Pricing\n\n  Photography  \nCampaigns")} />,
      "en",
    );
    const items = within(screen.getByRole("tabpanel")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Pricing", "Photography", "Campaigns"]);
    unmount();
    renderWithSite(<ServicePanel section="marketing" open texts={section("")} />, "en");
    expect(within(screen.getByRole("tabpanel")).queryAllByRole("listitem")).toHaveLength(0);
    expect(screen.queryByRole("heading", { level: 3 })).toBeNull();
  });
});
