/**
 * The texts of the list filters added after the core ones (domain/listing-query.ts): they come with the list
 * pages' filter form (app/components/listings/listing-filters.tsx), not with every page's core texts.
 */
export const listFiltersAr = {
  bedrooms: "غرف النوم (حد أدنى)",
  bedroomsPlaceholder: "أي عدد",
};
