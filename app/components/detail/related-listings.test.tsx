import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Language } from "../../../domain/language.ts";
import type { ListingSummary } from "../../../domain/listing-wire.ts";
import { countingRenderer } from "../../../testing/app/kept-renderer.ts";
import { aListing } from "../../../testing/app/listing-fixture.ts";
import { siteTree } from "../../../testing/app/render-with-site.tsx";
import { type FragmentRenderer, FragmentRendererProvider } from "../../lib/kept-on-server.tsx";
import { IconSprite } from "../icon-sprite.tsx";
import { RelatedListings } from "./related-listings.tsx";

/** The related section as the server draws it on a page rendered at `renderedAt`, with the entry's renderer or in place. */
function draw(renderer: FragmentRenderer | null, listings: ListingSummary[], renderedAt: number, language: Language) {
  return renderToString(
    <FragmentRendererProvider value={renderer}>
      {siteTree(
        // As on a detail page: the riyal sign's symbol drawn once above, the prices' signs pointing to it.
        <IconSprite>
          <RelatedListings kind="auction" listings={listings} />
        </IconSprite>,
        language,
        { renderedAt },
      )}
    </FragmentRendererProvider>,
  );
}

const start = Date.parse("2026-11-29T09:00:00Z");
const minute = 60_000;
const at = (offsetMs: number) => new Date(start + offsetMs).toISOString();

/** Auctions counting down to their end and to their start, one about to end, and one without dates. */
function auctions(): ListingSummary[] {
  return [
    aListing({ id: 1, kind: "auction", status: "ACTIVE", end_date: at(2 * 1440 * minute + 30 * minute + 30_000) }),
    aListing({
      id: 2,
      kind: "auction",
      status: "UPCOMING",
      start_date: at(5 * 60 * minute + 30_000),
      price: 1_250_000,
    }),
    aListing({ id: 3, kind: "auction", status: "ACTIVE", end_date: at(5_000), auctionCount: 3 }),
  ];
}

describe("the related listings, drawn once on the server", () => {
  it("are the bytes React draws in place, in both languages", () => {
    const listings = auctions();
    for (const language of ["ar", "en"] as const) {
      const { renderer, draw: drawn } = countingRenderer();
      const inPlace = draw(null, listings, start, language);
      expect(inPlace).toContain('role="timer"');
      expect(inPlace).toContain('<use href="#icon-riyal">');
      expect(inPlace).toContain(`href="${language === "ar" ? "" : "/en"}/auction/2"`);
      expect(draw(renderer, listings, start, language)).toBe(inPlace);
      const parts = drawn.mock.calls.length;
      expect(draw(renderer, listings, start, language)).toBe(inPlace);
      // The second page drew nothing: the section came from what was kept.
      expect(drawn).toHaveBeenCalledTimes(parts);
    }
    // The page shows the kept HTML, not its own drawing: a kept section with other words shows them.
    const { renderer } = countingRenderer();
    const marking: FragmentRenderer = (key, version, render) => {
      const html = renderer(key, version, render);
      return key.startsWith("related ") ? html.replaceAll("Villa", "Kept villa") : html;
    };
    expect(draw(marking, listings, start, "en")).toContain("Kept villa");
  });

  it("are drawn again when a card's countdown or status changes, and for a new list, never showing an older time", () => {
    const listings = auctions();
    const { renderer, draw: drawn } = countingRenderer();
    // What is kept is what React would draw at each page's own time.
    const check = (renderedAt: number) =>
      expect(draw(renderer, listings, renderedAt, "ar")).toBe(draw(null, listings, renderedAt, "ar"));
    check(start);
    const first = drawn.mock.calls.length;
    // 4 s later every card shows the same: nothing drawn.
    check(start + 4_000);
    expect(drawn).toHaveBeenCalledTimes(first);
    // 6 s later the third auction has ended (its status changes within the minute): drawn again.
    check(start + 6_000);
    const second = drawn.mock.calls.length;
    expect(second).toBeGreaterThan(first);
    // 31 s later the first auction's countdown shows a minute less, though the clock's minute has not turned.
    check(start + 31_000);
    expect(drawn.mock.calls.length).toBeGreaterThan(second);
    // The same cards from a new list (the cache read them again, a staff change): drawn again.
    const third = drawn.mock.calls.length;
    const renewed = auctions().map((listing) => ({ ...listing, price: 2_000_000 }));
    const fresh = draw(renderer, renewed, start + 31_000, "ar");
    expect(fresh).toBe(draw(null, renewed, start + 31_000, "ar"));
    expect(drawn.mock.calls.length).toBeGreaterThan(third);
  });
});
