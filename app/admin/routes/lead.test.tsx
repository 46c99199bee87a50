// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Language } from "../../../domain/language.ts";
import { AdminSessionContext } from "../admin-context.ts";
import type { Route } from "./+types/lead";
import LeadPage from "./lead.tsx";

const lead = {
  id: 7,
  kind: "contact" as const,
  status: "new" as const,
  name: "محمد عبدالله القحطاني",
  phone: "966501234567",
  email: null,
  message: null,
  language: "ar" as const,
  createdAt: "2026-11-20T08:00:00.000Z",
  sourcePage: "/contactus",
  listing: null,
  // Disabled since the lead was given to them: not among the staff a lead can be given to.
  assignedStaff: { id: 9, name: "Leaver" },
  notes: [],
};
const assignable = [{ id: 1, name: "Editor" }];
const staff = {
  id: 1,
  email: "editor@example.sa",
  name: "Editor",
  role: "editor" as const,
  language: "en" as const,
  disabled: false,
  createdAt: "2026-11-01T00:00:00.000Z",
  canEditPages: false,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLead(language: Language) {
  const fetch = vi.fn(async () => Response.json({ data: { ...lead, status: "contacted" } }));
  vi.stubGlobal("fetch", fetch);
  const props = { loaderData: { lead, assignable } } as unknown as Route.ComponentProps;
  const Stub = createRoutesStub([{ path: "/lead", loader: () => ({}), Component: () => <LeadPage {...props} /> }]);
  render(
    <AdminSessionContext.Provider value={{ language, staff }}>
      <Stub initialEntries={["/lead"]} hydrationData={{ loaderData: { 0: {} } }} />
    </AdminSessionContext.Provider>,
  );
  return fetch;
}

describe("a lead whose assignee was disabled since", () => {
  it("shows that assignee, marked and not to be chosen, in English and Arabic", async () => {
    renderLead("en");
    const select = (await screen.findByLabelText("Assigned to")) as HTMLSelectElement;
    expect(select.value).toBe("9");
    const option = screen.getByRole("option", { name: "Leaver (account disabled)" }) as HTMLOptionElement;
    expect(option.selected).toBe(true);
    expect(option.disabled).toBe(true);
    cleanup();
    renderLead("ar");
    expect(await screen.findByRole("option", { name: "Leaver (حساب موقوف)" })).toBeTruthy();
  });

  it("sends only the fields that changed, so the status can be saved", async () => {
    const fetch = renderLead("en");
    fireEvent.change(await screen.findByLabelText("Status"), { target: { value: "contacted" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/admin/leads/7");
    expect(JSON.parse(init.body as string)).toEqual({ status: "contacted" });
  });
});
