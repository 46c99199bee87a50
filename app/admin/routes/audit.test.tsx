// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Language } from "../../../domain/language.ts";
import { testAdmin } from "../../../testing/app/admin-staff.ts";
import { AdminSessionContext } from "../admin-context.ts";
import type { Route } from "./+types/audit";
import AuditPage from "./audit.tsx";

function entry(id: number, listingId: number, inTrash: boolean) {
  return {
    id,
    at: "2026-11-20T08:00:00.000Z",
    count: 1,
    firstAt: "2026-11-20T08:00:00.000Z",
    staffId: 1,
    actorName: "Admin",
    actorEmail: "admin@example.sa",
    action: "listing_updated",
    subject: `listing:${listingId}`,
    item: {
      type: "listing" as const,
      id: listingId,
      label: { ar: `إعلان ${listingId}`, en: `Listing ${listingId}` },
      inTrash,
    },
    changes: [],
    detail: {},
    address: null,
  };
}

afterEach(cleanup);

function renderAudit(language: Language) {
  const loaderData = {
    data: [entry(2, 12, true), entry(1, 11, false)],
    meta: { page: 1, limit: 50, total: 2 },
    staff: [],
  };
  const props = { loaderData } as unknown as Route.ComponentProps;
  const Stub = createRoutesStub([{ path: "/audit", loader: () => ({}), Component: () => <AuditPage {...props} /> }]);
  render(
    <AdminSessionContext.Provider value={{ language, staff: testAdmin }}>
      <Stub initialEntries={["/audit"]} hydrationData={{ loaderData: { 0: {} } }} />
    </AdminSessionContext.Provider>,
  );
}

describe("the audit log's link to a listing", () => {
  it("leads to the trash for a listing in the trash, and says so, in English and Arabic", async () => {
    renderAudit("en");
    const trashed = await screen.findByRole("link", { name: "Listing 12" });
    expect(trashed.getAttribute("href")).toBe("/en/admin/listings/trash");
    expect(screen.getAllByTestId("audit-item-in-trash").map((note) => note.textContent)).toEqual([" (in the trash)"]);
    expect(screen.getByRole("link", { name: "Listing 11" }).getAttribute("href")).toBe("/en/admin/listings/11");
    cleanup();
    renderAudit("ar");
    expect((await screen.findByRole("link", { name: "إعلان 12" })).getAttribute("href")).toBe("/admin/listings/trash");
    expect(screen.getByTestId("audit-item-in-trash").textContent).toBe(" (في سلة المحذوفات)");
    expect(screen.getByRole("link", { name: "إعلان 11" }).getAttribute("href")).toBe("/admin/listings/11");
  });
});
