import type { EnquiryListing, EnquiryValues } from "../../../domain/enquiry.ts";
import { enquiryFields } from "../../../domain/enquiry.ts";

/**
 * What the visitor typed into a form, kept for the browser tab (sessionStorage) so a language
 * switch or a reload loses nothing. The submission key travels with it, so a resend after the
 * switch is still stored once. Never the honeypot.
 */
export interface EnquiryDraft {
  values: EnquiryValues;
  /** The phone's country (ISO 3166-1 alpha-2, lower case): "+1" alone cannot tell Canada from the USA. */
  country: string;
  submissionKey: string | null;
  /** When the visitor began (ms since the epoch): the time spent filling in survives the reload. */
  startedAt: number;
}

/** One draft per form: the contact form, and each listing's Register Interest form. */
export function draftStorageKey(listing: EnquiryListing | undefined): string {
  return listing ? `enquiry-draft:${listing.kind}:${listing.id}` : "enquiry-draft:contact";
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage blocked (some private modes): the form simply works without drafts.
    return null;
  }
}

/** The form's own fields, nothing else that rode along (never the honeypot). */
function fieldsOf(values: object): Record<string, unknown> {
  return Object.fromEntries(enquiryFields.map((field) => [field, (values as Record<string, unknown>)[field]]));
}

const isString = (value: unknown): value is string => typeof value === "string";

export function readDraft(key: string): EnquiryDraft | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<EnquiryDraft> | null;
    const values = draft?.values as Record<string, unknown> | undefined;
    if (!values || !enquiryFields.every((field) => isString(values[field]))) return null;
    if (!isString(draft?.country) || !/^[a-z]{2}$/.test(draft.country)) return null;
    return {
      values: fieldsOf(values) as unknown as EnquiryValues,
      country: draft.country,
      submissionKey: isString(draft.submissionKey) ? draft.submissionKey : null,
      startedAt: typeof draft.startedAt === "number" ? draft.startedAt : Date.now(),
    };
  } catch {
    return null;
  }
}

/** Saves the draft; an empty form without a pending submission leaves nothing behind. */
export function saveDraft(key: string, draft: EnquiryDraft): void {
  const empty = enquiryFields.every((field) => draft.values[field] === "") && draft.submissionKey === null;
  try {
    if (empty) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify({ ...draft, values: fieldsOf(draft.values) }));
  } catch {
    // Full or blocked storage: the draft is a convenience, never a reason to fail.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // As above.
  }
}
