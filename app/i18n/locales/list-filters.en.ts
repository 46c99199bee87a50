import type { listFiltersAr } from "./list-filters.ar.ts";

export const listFiltersEn: Record<keyof typeof listFiltersAr, string> = {
  bedrooms: "Bedrooms (at least)",
  bedroomsPlaceholder: "Any",
};
