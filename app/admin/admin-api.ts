import type { Language } from "../../domain/language.ts";

/** An answer of the admin API that is not 2xx, with its translated message and per-field messages. */
export class AdminApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

interface Options {
  language: Language;
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
}

/** Asks the staff member to sign in again over the page; true once they have. Set by the back office's frame. */
type Reauthenticate = () => Promise<boolean>;
let reauthenticate: Reauthenticate | undefined;

export function setReauthenticate(handler: Reauthenticate | undefined): void {
  reauthenticate = handler;
}

/**
 * JSON from /api/admin in the staff's language, with the session cookie; `undefined` for a 204. A change that
 * meets an ended session (401) asks the staff member to sign in again, keeping the page and what they typed,
 * and is sent once more when they have. Reads are not: a page's loader sends them to the sign-in page.
 */
export async function adminFetch<T>(path: string, options: Options): Promise<T> {
  try {
    return await adminRequest<T>(path, options);
  } catch (error) {
    const change = (options.method ?? "GET") !== "GET";
    if (!(error instanceof AdminApiError && error.status === 401 && change && !path.startsWith("/session")))
      throw error;
    if (!reauthenticate || !(await reauthenticate())) throw error;
    return adminRequest<T>(path, options);
  }
}

async function adminRequest<T>(path: string, options: Options): Promise<T> {
  const response = await fetch(`/api/admin${path}`, {
    method: options.method ?? "GET",
    credentials: "same-origin",
    headers: {
      accept: "application/json",
      "accept-language": options.language,
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (response.status === 204) return undefined as T;
  const json = (await response.json().catch(() => ({}))) as {
    error?: { code?: string; message?: string; fields?: Record<string, string> };
  };
  if (!response.ok) {
    throw new AdminApiError(
      response.status,
      json.error?.code ?? "unknown",
      json.error?.message ?? response.statusText,
      json.error?.fields,
    );
  }
  return json as T;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
