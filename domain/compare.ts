import { type DetailEntry, type DetailKey, detailEntries, detailKeys } from "./details.ts";
import { type FeatureKey, featureKeys, knownFeatures } from "./features.ts";
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
 * The rows of the comparison (issue 16): price, price per m² (none for a rent) and area; then every detail and
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

  const entries = listings.map((listing) => new Map(detailEntries(listing.Details).map((entry) => [entry.key, entry])));
  for (const key of detailKeys) {
    const values = entries.map((byKey) => byKey.get(key) ?? null);
    if (values.some((value) => value !== null)) {
      rows.push({ group: "details", key, values, differs: differ(values.map((value) => value?.value)) });
    }
  }
  const features = listings.map((listing) => new Set(knownFeatures(listing.features).map((feature) => feature.key)));
  for (const key of featureKeys) {
    const values = features.map((keys) => keys.has(key));
    if (values.some(Boolean)) rows.push({ group: "features", key, values, differs: differ(values) });
  }
  return rows;
}
