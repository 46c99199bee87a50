import { describe, expect, it } from "vitest";
import type { ListingSummary } from "../../domain/listing-wire.ts";
import { pickRelated } from "./listing-detail-data.ts";

const now = Date.parse("2026-11-25T12:00:00Z");
const day = 86_400_000;
const at = (offset: number) => new Date(now + offset * day).toISOString();

function summary(id: number, status: string, start_date: string | null, end_date: string | null): ListingSummary {
  return { id, kind: "auction", title: `Auction ${id}`, status, start_date, end_date } as ListingSummary;
}

describe("the related section", () => {
  it("keeps open listings only, as the listing state says: an auction whose end date has passed is closed", () => {
    const candidates = [
      summary(1, "ACTIVE", at(-3), at(2)),
      summary(2, "UPCOMING", at(1), at(5)),
      // Still ACTIVE in the database, but it ended yesterday.
      summary(3, "ACTIVE", at(-5), at(-1)),
      summary(4, "COMPLETED", at(-9), at(-8)),
      summary(5, "ACTIVE", null, null),
    ];
    expect(pickRelated(candidates, 99, now).map((item) => item.id)).toEqual([1, 2, 5]);
  });

  it("leaves the listing itself out", () => {
    expect(pickRelated([summary(1, "ACTIVE", null, null), summary(2, "ACTIVE", null, null)], 1, now)).toHaveLength(1);
  });
});
