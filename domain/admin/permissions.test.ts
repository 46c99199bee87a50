import { describe, expect, it } from "vitest";
import { adminPages, can, pageOf, pagesFor } from "./permissions.ts";

describe("back office permissions", () => {
  it("gives an admin every page and an editor only the editors' ones, in menu order", () => {
    expect(pagesFor("admin").map((page) => page.menu)).toEqual(adminPages.map((page) => page.menu));
    expect(pagesFor("editor").map((page) => page.menu)).toEqual([
      "dashboard",
      "leads",
      "listings",
      "categories",
      "alerts",
      "account",
    ]);
  });

  it("lets an editor read categories but not change them", () => {
    expect(can("editor", "readCategories")).toBe(true);
    expect(can("editor", "manageCategories")).toBe(false);
    expect(can("admin", "manageCategories")).toBe(true);
    expect(can("editor", "readAudit")).toBe(false);
    expect(can("editor", "editListings")).toBe(true);
  });

  it("lets an editor move listings to the trash and back, and only an admin delete them for good", () => {
    expect(can("editor", "editListings")).toBe(true);
    expect(can("editor", "purgeListings")).toBe(false);
    expect(can("admin", "purgeListings")).toBe(true);
    expect(pageOf("/en/admin/listings/trash")?.menu).toBe("listings");
  });

  it("puts the publisher between editor and admin: publishing, not the admins' pages", () => {
    expect(can("editor", "publishListings")).toBe(false);
    expect(can("publisher", "publishListings")).toBe(true);
    expect(can("admin", "publishListings")).toBe(true);
    expect(can("publisher", "editListings")).toBe(true);
    expect(can("publisher", "manageStaff")).toBe(false);
    expect(pagesFor("publisher")).toEqual(pagesFor("editor"));
  });

  it("finds the page of a path in either language, the most specific one first", () => {
    expect(pageOf("/admin")?.menu).toBe("dashboard");
    expect(pageOf("/en/admin")?.menu).toBe("dashboard");
    expect(pageOf("/admin/leads")?.menu).toBe("leads");
    expect(pageOf("/admin/leads/3")?.menu).toBe("leads");
    expect(pageOf("/admin/audit")?.menu).toBe("audit");
    expect(pageOf("/en/admin/settings")?.menu).toBe("settings");
    expect(pageOf("/admin/listings/12")?.menu).toBe("listings");
    expect(pageOf("/admin/staff/")?.menu).toBe("staff");
    // A page that only starts with the same letters is not that page.
    expect(pageOf("/admin/staffing")).toBeUndefined();
  });
});
