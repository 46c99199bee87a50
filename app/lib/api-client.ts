import { data } from "react-router";
import type { Language } from "../../domain/language.ts";

export class ApiError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`API answered ${status}`);
    this.status = status;
  }
}

/**
 * GET from our API in the browser: in the page's language (spec §7: Accept-Language)
 * and tied to the navigation's signal, so leaving the page or switching language aborts it.
 */
export async function apiGet<T>(path: string, options: { language: Language; signal: AbortSignal }): Promise<T> {
  const response = await fetch(path, {
    headers: { "accept-language": options.language, accept: "application/json" },
    signal: options.signal,
  });
  if (!response.ok) throw new ApiError(response.status);
  return (await response.json()) as T;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** Spec §8: an API 404 sends the visitor to the 404 page. */
export function notFoundOnApi404(error: unknown): void {
  if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
}
