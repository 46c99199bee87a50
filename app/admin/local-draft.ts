import { useEffect, useRef, useState } from "react";
import type { CompanyPageName } from "../../domain/company-page-view.ts";
import type { ListingKind } from "../../domain/listing.ts";

/**
 * The editors' local drafts (docs/decisions/027-unsaved-work.md): what a staff member has typed and not saved, kept
 * in this browser's localStorage as they type, so a reload, a crash or a closed tab does not lose it. One per staff
 * member and listing (or per kind for a listing not created yet) or company page, with the version it was made
 * against; a week at most; all of them removed when someone signs out on this device.
 */
export const draftPrefix = "admin-draft:";
export const draftLifetimeMs = 7 * 24 * 60 * 60_000;

export interface LocalDraft<Value = unknown> {
  /** When it was last written (ms since the epoch). */
  savedAt: number;
  /** The listing's version the edits started from; null for a new listing or a company page. */
  version: number | null;
  value: Value;
}

export type DraftSubject = { staffId: number } & ({ id: number } | { kind: ListingKind } | { page: CompanyPageName });

export function draftKey(subject: DraftSubject): string {
  const what =
    "id" in subject ? `listing:${subject.id}` : "kind" in subject ? `new:${subject.kind}` : `page:${subject.page}`;
  return `${draftPrefix}${subject.staffId}:${what}`;
}

/** localStorage, or none where it is missing or refused (a private window with storage blocked). */
function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function writeDraft<Value>(key: string, draft: LocalDraft<Value>, store = storage()): void {
  try {
    store?.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form itself still holds the text, and leaving it still asks.
  }
}

/** The draft under `key` if there is one and it is younger than a week; an expired or unreadable one is removed. */
export function readDraft<Value = unknown>(
  key: string,
  now = Date.now(),
  store = storage(),
): LocalDraft<Value> | undefined {
  const text = store?.getItem(key);
  if (!text) return undefined;
  try {
    const draft = JSON.parse(text) as LocalDraft<Value>;
    const valid =
      typeof draft.savedAt === "number" &&
      (draft.version === null || typeof draft.version === "number") &&
      typeof draft.value === "object" &&
      draft.value !== null;
    if (valid && now - draft.savedAt < draftLifetimeMs) return draft;
  } catch {
    // Not ours, or cut short: dropped below.
  }
  store?.removeItem(key);
  return undefined;
}

export function removeDraft(key: string, store = storage()): void {
  store?.removeItem(key);
}

function draftKeys(store: Storage): string[] {
  return Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key?.startsWith(draftPrefix) ?? false,
  );
}

/** Removes the drafts past their week, whoever made them: run when the editor opens. */
export function removeExpiredDrafts(now = Date.now(), store = storage()): void {
  if (!store) return;
  for (const key of draftKeys(store)) readDraft(key, now, store);
}

/** Every draft of the back office in this browser: on sign-out, so a shared computer keeps nobody's edits. */
export function clearDraftsOnThisDevice(store = storage()): void {
  if (!store) return;
  for (const key of draftKeys(store)) store.removeItem(key);
}

/** How long typing pauses before the draft is written. */
const writeAfterMs = 400;

/**
 * The editor's draft: offers the one found when the editor opens (if it differs from what is stored), and
 * writes the form to it while it has edits, once typing pauses and when the page goes away. Nothing is written
 * while a found draft waits for Restore or Discard, so a reload in between still offers it.
 */
export function useLocalDraft<Value>({
  subject,
  version,
  value,
  dirty,
}: {
  subject: DraftSubject;
  version: number | null;
  value: Value;
  dirty: boolean;
}) {
  const key = draftKey(subject);
  const [offer, setOffer] = useState<LocalDraft<Value>>();
  const opened = useRef(value);
  useEffect(() => {
    removeExpiredDrafts();
    const found = readDraft<Value>(key);
    if (found && JSON.stringify(found.value) !== JSON.stringify(opened.current)) setOffer(found);
    else if (found) removeDraft(key);
  }, [key]);

  const writing = dirty && !offer;
  const latest = useRef<() => void>(undefined);
  latest.current = writing ? () => writeDraft(key, { savedAt: Date.now(), version, value }) : undefined;
  useEffect(() => {
    if (!writing) return;
    const timer = setTimeout(() => writeDraft(key, { savedAt: Date.now(), version, value }), writeAfterMs);
    return () => clearTimeout(timer);
  }, [writing, key, version, value]);
  useEffect(() => {
    const flush = () => latest.current?.();
    window.addEventListener("pagehide", flush);
    return () => window.removeEventListener("pagehide", flush);
  }, []);

  return {
    key,
    offer,
    /** The offered draft was taken into the form: later edits write over it. */
    settle: () => setOffer(undefined),
    discard: () => {
      removeDraft(key);
      setOffer(undefined);
    },
  };
}
