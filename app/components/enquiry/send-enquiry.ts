import type { EnquiryListing, EnquiryPayload } from "../../../domain/enquiry.ts";
import type { Language } from "../../../domain/language.ts";

/** POST /api/contact, or the listing kind's interest endpoint (spec §7). */
export function enquiryEndpoint(listing: EnquiryListing | undefined): string {
  return listing ? `/api/${listing.kind}-interest` : "/api/contact";
}

export type SendResult =
  | { status: "sent" }
  /** The API refused some values: its messages by field, in the page's language. */
  | { status: "invalid"; fields: Record<string, string>; message: string }
  /** The key went with other content before (a send whose answer was lost, then an edit): a new key is due. */
  | { status: "keyReused" }
  /** Not stored, or not known to be: the network, a timeout, a server error, too many requests (429). */
  | { status: "failed"; tooMany?: boolean };

/** A send that hangs gives the visitor back the button after this long; the retry reuses the key. */
export const sendTimeoutMs = 20_000;

interface ErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

export async function sendEnquiry(path: string, payload: EnquiryPayload, language: Language): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", "accept-language": language },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(sendTimeoutMs),
    });
  } catch {
    return { status: "failed" };
  }
  if (response.ok) return { status: "sent" };
  const body = (await response.json().catch(() => null)) as ErrorBody | null;
  const error = body?.error;
  if (response.status === 400 && error?.fields) {
    return { status: "invalid", fields: error.fields, message: error.message ?? "" };
  }
  if (response.status === 422 && error?.code === "submission_key_reused") return { status: "keyReused" };
  // "Wait a little, then send again" tells the visitor more than a general failure; said in our own
  // words, as a 429 may come from a proxy without the API's body.
  return response.status === 429 ? { status: "failed", tooMany: true } : { status: "failed" };
}
