import { describe, expect, it } from "vitest";
import { safeAdminPath } from "./lead-kinds.ts";

describe("safeAdminPath", () => {
  it("returns to back office pages only", () => {
    expect(safeAdminPath("/admin/leads/7")).toBe("/admin/leads/7");
    expect(safeAdminPath("/en/admin?status=new")).toBe("/en/admin?status=new");
    expect(safeAdminPath("/admin")).toBe("/admin");
  });

  it("refuses other sites and other pages", () => {
    for (const next of [
      "https://evil.example/admin",
      "//evil.example/admin",
      "/admin//evil.example",
      "/\\evil",
      "/auctions",
      "/administrator",
      "",
      null,
      undefined,
    ]) {
      expect(safeAdminPath(next), String(next)).toBeUndefined();
    }
  });
});
