/**
 * A listing offered for rent says how its price is counted (domain/rent.ts): a yearly rent, the Saudi
 * norm, or a monthly one. Null means the price is a sale price.
 */
export const rentPeriods = ["yearly", "monthly"] as const;
export type RentPeriod = (typeof rentPeriods)[number];

/** The stored value as a rent period, or null (a sale, or anything unknown). */
export function rentPeriodOf(value: unknown): RentPeriod | null {
  return (rentPeriods as readonly unknown[]).includes(value) ? (value as RentPeriod) : null;
}
