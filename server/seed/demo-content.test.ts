import { describe, expect, it } from "vitest";
import { isOpenStatus } from "../../domain/listing.ts";
import { demoListings } from "./demo-content.ts";

/** Words that invite the visitor to register their interest, which only an open listing's button lets them do. */
const invitation = /register (your interest|now)|سج[ّ]?ل اهتمامك/i;

describe("demo descriptions", () => {
  it("invite a registration of interest only where the listing is still open", () => {
    const closed = demoListings.filter((listing) => !isOpenStatus(listing.status) || (listing.endInDays ?? 1) <= 0);
    expect(closed.length).toBeGreaterThan(5);
    for (const listing of closed) {
      expect(listing.description.ar, listing.title.en).not.toMatch(invitation);
      expect(listing.description.en, listing.title.en).not.toMatch(invitation);
    }
    // The open ones still may: the sentences are there to be kept apart, not gone.
    expect(demoListings.some((listing) => invitation.test(listing.description.en))).toBe(true);
  });
});
