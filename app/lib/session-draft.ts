/**
 * A form's typed fields kept for the browser tab (sessionStorage), so that a reload or a language switch loses
 * nothing. Storage that is blocked or full leaves the form working without a draft.
 */
export function readSessionDraft(key: string): Record<string, string> | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    const draft = raw ? (JSON.parse(raw) as unknown) : null;
    if (!draft || typeof draft !== "object") return null;
    return Object.fromEntries(
      Object.entries(draft).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return null;
  }
}

/** Saves the fields; null (or nothing typed) removes the draft. */
export function saveSessionDraft(key: string, fields: Record<string, string> | null): void {
  try {
    if (fields && Object.values(fields).some((value) => value !== "")) {
      window.sessionStorage.setItem(key, JSON.stringify(fields));
    } else window.sessionStorage.removeItem(key);
  } catch {
    // A convenience, never a reason to fail.
  }
}
