// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { clearDraft, draftStorageKey, type EnquiryDraft, readDraft, saveDraft } from "./enquiry-draft.ts";

const draft: EnquiryDraft = {
  values: { name: "سارة محمد العتيبي", email: "sara@example.com", phone: "+971501234567", message: "فيلا" },
  country: "ae",
  submissionKey: "0b6f1a52-3c1e-4c8e-9a57-2f4f7e0c9d11",
  startedAt: 1_700_000_000_000,
};

beforeEach(() => sessionStorage.clear());

describe("draftStorageKey", () => {
  it("keeps one draft for the contact form and one per listing", () => {
    expect(draftStorageKey(undefined)).toBe("enquiry-draft:contact");
    expect(draftStorageKey({ kind: "auction", id: 42 })).toBe("enquiry-draft:auction:42");
    expect(draftStorageKey({ kind: "project", id: 42 })).not.toBe(draftStorageKey({ kind: "auction", id: 42 }));
  });
});

describe("saveDraft and readDraft", () => {
  it("give back what was typed, the phone's country and the submission key, in this tab's storage", () => {
    saveDraft("enquiry-draft:contact", draft);
    expect(readDraft("enquiry-draft:contact")).toEqual(draft);
    expect(localStorage.length).toBe(0);
    expect(readDraft("enquiry-draft:auction:1")).toBeNull();
  });

  it("store the form's fields only, never anything else handed to them (the honeypot)", () => {
    const withHoneypot = { ...draft, values: { ...draft.values, website: "spam.example" } };
    saveDraft("k", withHoneypot);
    expect(sessionStorage.getItem("k")).not.toContain("website");
    expect(readDraft("k")?.values).toEqual(draft.values);
    sessionStorage.setItem("k", JSON.stringify(withHoneypot));
    expect(readDraft("k")?.values).not.toHaveProperty("website");
  });

  it("leave nothing for an empty form without a pending submission", () => {
    saveDraft("k", draft);
    saveDraft("k", { ...draft, values: { name: "", email: "", phone: "", message: "" }, submissionKey: null });
    expect(sessionStorage.getItem("k")).toBeNull();
    // A key of a send whose answer was lost is worth keeping even once the fields are empty.
    saveDraft("k", { ...draft, values: { name: "", email: "", phone: "", message: "" } });
    expect(readDraft("k")?.submissionKey).toBe(draft.submissionKey);
  });

  it("ignore what is not a draft", () => {
    for (const raw of [
      "{",
      "null",
      "[]",
      '{"values":{"name":1},"country":"sa"}',
      JSON.stringify({ ...draft, country: "SAU" }),
    ]) {
      sessionStorage.setItem("k", raw);
      expect(readDraft("k")).toBeNull();
    }
  });

  it("are cleared", () => {
    saveDraft("k", draft);
    clearDraft("k");
    expect(readDraft("k")).toBeNull();
  });
});
