import { type DetailEntry, type DetailKey, detailEntries, detailKeys, detailKind, isDetailKey } from "./details.ts";
import { type FeatureKey, featureKeys, isFeatureKey, knownFeatures } from "./features.ts";
import type { ListingDetail } from "./listing-detail-wire.ts";

/** At most this many listings side by side: what a phone's screen and a family's decision can take. */
export const maxCompared = 4;

export type SummaryKey = "price" | "pricePerSquareMetre" | "area";

export type CompareRow =
  | { group: "summary"; key: SummaryKey; values: (number | null)[]; differs: boolean }
  | { group: "details"; key: DetailKey; values: (DetailEntry | null)[]; differs: boolean }
  | { group: "features"; key: FeatureKey; values: boolean[]; differs: boolean };

function differ(values: readonly unknown[]): boolean {
  const shown = values.map((value) => JSON.stringify(value ?? null));
  return shown.some((value) => value !== shown[0]);
}

/**
 * The rows of the comparison (docs/decisions/024-visitor-tools.md): price, price per m² (none for a rent) and area; then every detail and
 * feature that at least one of the listings has, in the detail block's order; each row says whether the
 * listings differ on it.
 */
export function compareRows(listings: readonly ListingDetail[]): CompareRow[] {
  const priced = (listing: ListingDetail) => (listing.price !== null && listing.price > 0 ? listing.price : null);
  const summary: Record<SummaryKey, (number | null)[]> = {
    price: listings.map(priced),
    pricePerSquareMetre: listings.map((listing) => {
      const price = priced(listing);
      return price !== null && !listing.rent_period && listing.area ? Math.round(price / listing.area) : null;
    }),
    area: listings.map((listing) => (listing.area && listing.area > 0 ? listing.area : null)),
  };
  const rows: CompareRow[] = (Object.keys(summary) as SummaryKey[])
    .filter((key) => summary[key].some((value) => value !== null))
    .map((key) => ({ group: "summary", key, values: summary[key], differs: differ(summary[key]) }));

  // One row per thing: staff record an elevator or a yard either as a detail (a count, a flag) or as a feature, so
  // a detail key that is also a feature key takes the listings that have it as a feature into its own row (as
  // "has it"), and the feature has no row of its own.
  const features = listings.map((listing) => new Set(knownFeatures(listing.features).map((feature) => feature.key)));
  const entries = listings.map((listing) => new Map(detailEntries(listing.Details).map((entry) => [entry.key, entry])));
  for (const key of detailKeys) {
    const values = entries.map((byKey, index): DetailEntry | null => {
      const entry = byKey.get(key);
      if (entry) return entry;
      if (isFeatureKey(key) && features[index]?.has(key))
        return { key, kind: detailKind(key), value: true, unit: null };
      return null;
    });
    if (values.some((value) => value !== null)) {
      rows.push({ group: "details", key, values, differs: differ(values.map((value) => value?.value)) });
    }
  }
  for (const key of featureKeys) {
    if (isDetailKey(key)) continue;
    const values = features.map((keys) => keys.has(key));
    if (values.some(Boolean)) rows.push({ group: "features", key, values, differs: differ(values) });
  }
  return rows;
}
