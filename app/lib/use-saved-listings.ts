import { useEffect, useState } from "react";
import { formatListingRefs, type ListingRef } from "../../domain/listing-ref.ts";
import type { ListingSummary } from "../../domain/listing-wire.ts";
import { apiGet, isAbort } from "./api-client.ts";
import { useLanguage } from "./site-data.ts";

export type SavedListingsState =
  | { status: "loading" }
  | { status: "failed" }
  /** `asked`: the listings the answer is about (`auction-3` …); one asked for and not in `listings` is gone. */
  | { status: "ready"; asked: ReadonlySet<string>; listings: ListingSummary[] };

/** The current status and price of the listings named, read again whenever the list or the language changes. */
export function useListingsOf(refs: readonly ListingRef[]): { state: SavedListingsState; retry: () => void } {
  const { language } = useLanguage();
  const [state, setState] = useState<SavedListingsState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const ids = formatListingRefs(refs);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (retry) fetches again.
  useEffect(() => {
    if (!ids) {
      setState({ status: "ready", asked: new Set(), listings: [] });
      return;
    }
    const controller = new AbortController();
    setState((current) => (current.status === "ready" ? current : { status: "loading" }));
    apiGet<{ data: ListingSummary[] }>(`/api/listings?ids=${encodeURIComponent(ids)}`, {
      language,
      signal: controller.signal,
    })
      .then((answer) => setState({ status: "ready", asked: new Set(ids.split(",")), listings: answer.data }))
      .catch((error: unknown) => {
        if (!isAbort(error)) setState({ status: "failed" });
      });
    return () => controller.abort();
  }, [ids, language, attempt]);
  return { state, retry: () => setAttempt((count) => count + 1) };
}
