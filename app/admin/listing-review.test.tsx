// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ListingReview } from "../../domain/admin/listing-review.ts";
import type { StaffRole } from "../../domain/admin/roles.ts";
import type { Language } from "../../domain/language.ts";
import { AdminSessionContext } from "./admin-context.ts";
import { ListingReviewPanel } from "./listing-review.tsx";

const awaiting: ListingReview = {
  state: "awaiting",
  submittedBy: 2,
  submitterName: "Editor",
  submittedAt: "2026-11-20T08:00:00.000Z",
  note: "Ready",
  decidedBy: null,
  deciderName: null,
  decidedAt: null,
  comment: null,
  unseen: false,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The panel as `role` sees it, the server answering `review` to the first read and `after` to the decision. */
function renderPanel(role: StaffRole, language: Language, review: ListingReview | null, after: ListingReview) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
    Response.json({ data: init?.method === "POST" ? after : review }),
  );
  vi.stubGlobal("fetch", fetch);
  const staff = {
    id: role === "editor" ? 2 : 1,
    email: `${role}@example.sa`,
    name: role,
    role,
    language,
    disabled: false,
    createdAt: "2026-11-01T00:00:00.000Z",
    canEditPages: false,
  };
  const Stub = createRoutesStub([
    {
      path: "/listing",
      loader: () => ({}),
      Component: () => (
        <ListingReviewPanel
          listingId={7}
          published={false}
          version={1}
          pending={null}
          dirty={false}
          language={language}
          onWithdrawn={() => {}}
          onPublished={() => {}}
        />
      ),
    },
  ]);
  render(
    <AdminSessionContext.Provider value={{ language, staff }}>
      <Stub initialEntries={["/listing"]} hydrationData={{ loaderData: { 0: {} } }} />
    </AdminSessionContext.Provider>,
  );
  return fetch;
}

const posted = (fetch: ReturnType<typeof renderPanel>) => {
  const call = fetch.mock.calls.find(([, init]) => init?.method === "POST");
  return call ? { url: call[0], body: JSON.parse(String(call[1]?.body)) } : undefined;
};

describe("the review panel's one form", () => {
  it("lets an editor submit with an optional note, in English", async () => {
    const fetch = renderPanel("editor", "en", null, awaiting);
    fireEvent.change(await screen.findByLabelText("Note to the publisher (optional)"), {
      target: { value: "Please check the price" },
    });
    expect(screen.queryByLabelText("What needs changing?")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Submit for review" }));
    await screen.findByText("The listing was submitted for review.");
    expect(posted(fetch)).toEqual({ url: "/api/admin/listings/7/review", body: { note: "Please check the price" } });
  });

  it("lets a publisher send back an awaiting listing with a required comment, in Arabic", async () => {
    const fetch = renderPanel("publisher", "ar", awaiting, { ...awaiting, state: "sent_back", comment: "السعر" });
    const comment = await screen.findByLabelText("ما الذي يلزم تعديله؟");
    expect((comment as HTMLTextAreaElement).required).toBe(true);
    expect(screen.queryByLabelText("ملاحظة للناشر (اختيارية)")).toBeNull();
    fireEvent.change(comment, { target: { value: "السعر" } });
    fireEvent.click(screen.getByRole("button", { name: "إعادة للتعديل" }));
    await screen.findByText("أُعيد الإعلان إلى مرسله مع ملاحظتك.");
    expect(posted(fetch)).toEqual({ url: "/api/admin/listings/7/review/send-back", body: { comment: "السعر" } });
  });

  it("shows no form to an editor while the listing awaits review", async () => {
    renderPanel("editor", "en", awaiting, awaiting);
    await screen.findByText("Ready");
    await waitFor(() => expect(screen.queryByRole("button")).toBeNull());
  });
});
