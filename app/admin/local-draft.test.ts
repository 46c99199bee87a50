// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import type { ListingInput } from "../../domain/admin/listing-editor.ts";
import {
  clearDraftsOnThisDevice,
  draftKey,
  draftLifetimeMs,
  readDraft,
  removeExpiredDrafts,
  writeDraft,
} from "./local-draft.ts";

const value = { titleAr: "فيلا في حي النرجس", titleEn: "Villa in Al Narjis" } as ListingInput;
const now = Date.parse("2026-11-28T09:00:00Z");

describe("editors' drafts in this browser", () => {
  afterEach(() => localStorage.clear());

  it("keys a draft by staff member and listing, by kind for a new listing, or by company page", () => {
    expect(draftKey({ staffId: 3, id: 41 })).toBe("admin-draft:3:listing:41");
    expect(draftKey({ staffId: 3, kind: "auction" })).toBe("admin-draft:3:new:auction");
    expect(draftKey({ staffId: 4, id: 41 })).not.toBe(draftKey({ staffId: 3, id: 41 }));
    expect(draftKey({ staffId: 3, page: "about" })).toBe("admin-draft:3:page:about");
  });

  it("reads back what was written, with the version it was made against", () => {
    const key = draftKey({ staffId: 3, id: 41 });
    writeDraft(key, { savedAt: now, version: 5, value });
    expect(readDraft(key, now + 60_000)).toEqual({ savedAt: now, version: 5, value });
  });

  it("forgets a draft after a week, and an unreadable one at once", () => {
    const old = draftKey({ staffId: 3, id: 41 });
    const fresh = draftKey({ staffId: 3, id: 42 });
    writeDraft(old, { savedAt: now - draftLifetimeMs, version: 5, value });
    writeDraft(fresh, { savedAt: now - draftLifetimeMs + 60_000, version: 5, value });
    localStorage.setItem("admin-draft:3:listing:43", "{not json");
    removeExpiredDrafts(now);
    expect(localStorage.getItem(old)).toBeNull();
    expect(localStorage.getItem("admin-draft:3:listing:43")).toBeNull();
    expect(readDraft(fresh, now)?.value).toEqual(value);
  });

  it("removes every back office draft on sign-out, and nothing else of the site", () => {
    writeDraft(draftKey({ staffId: 3, id: 41 }), { savedAt: now, version: 1, value });
    writeDraft(draftKey({ staffId: 9, kind: "property" }), { savedAt: now, version: null, value });
    localStorage.setItem("favourites", "[1,2]");
    clearDraftsOnThisDevice();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem("favourites")).toBe("[1,2]");
  });
});
