import { describe, expect, it } from "vitest";
import { changesInDetail, changesOf } from "./audit-changes.ts";

describe("changesOf", () => {
  it("keeps the values of the short fields that changed, in the order asked", () => {
    expect(
      changesOf(
        { status: "new", price: 2_500_000, title: "Villa", published: false },
        { status: "contacted", price: 2_400_000, title: "Villa", published: true },
        ["price", "status", "title", "published"],
      ),
    ).toEqual([
      { field: "price", from: 2_500_000, to: 2_400_000 },
      { field: "status", from: "new", to: "contacted" },
      { field: "published", from: false, to: true },
    ]);
  });

  it("reads a missing value as empty and skips a field the update does not carry", () => {
    expect(changesOf({ price: null }, { price: 900 }, ["price", "status"])).toEqual([
      { field: "price", from: null, to: 900 },
    ]);
    expect(changesOf({ assignedStaffId: 3 }, { assignedStaffId: null }, ["assignedStaffId"])).toEqual([
      { field: "assignedStaffId", from: 3, to: null },
    ]);
    expect(changesOf({ price: 5 }, { price: 5 }, ["price"])).toEqual([]);
  });

  it("notes long, multi-line, structured and named long fields as changed, without their values", () => {
    const long = "ا".repeat(81);
    expect(
      changesOf(
        { descriptionAr: "<p>a</p>", locationAr: "short", notes: "one", features: ["pool"], details: { rooms: 3 } },
        {
          descriptionAr: "<p>b</p>",
          locationAr: long,
          notes: "one\ntwo",
          features: ["pool", "gym"],
          details: { rooms: 4 },
        },
        ["descriptionAr", "locationAr", "notes", "features", "details"],
        ["descriptionAr"],
      ),
    ).toEqual([
      { field: "descriptionAr", long: true },
      { field: "locationAr", long: true },
      { field: "notes", long: true },
      { field: "features", long: true },
      { field: "details", long: true },
    ]);
  });
});

describe("changesInDetail", () => {
  it("reads new rows, names-only rows and a lead's old from/to rows alike", () => {
    expect(changesInDetail({ changes: [{ field: "price", from: 1, to: 2 }] })).toEqual([
      { field: "price", from: 1, to: 2 },
    ]);
    expect(changesInDetail({ changed: ["price", "titleAr"] })).toEqual([
      { field: "price", long: true },
      { field: "titleAr", long: true },
    ]);
    expect(changesInDetail({ from: { status: "new", assignedStaffId: null }, to: { status: "contacted" } })).toEqual([
      { field: "status", from: "new", to: "contacted" },
    ]);
    expect(changesInDetail({ key: "uploads/x" })).toEqual([]);
  });
});
