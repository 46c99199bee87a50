import type { Language } from "../../domain/language.ts";
import { listingStatuses } from "../../domain/listing.ts";
import {
  type ListingQueryField,
  type ListingQueryIssue,
  maxPageSize,
  maxSearchLength,
} from "../../domain/listing-query.ts";

const fieldNames: Record<ListingQueryField, Record<Language, string>> = {
  page: { ar: "رقم الصفحة", en: "Page" },
  limit: { ar: "عدد النتائج في الصفحة", en: "Page size" },
  categoryId: { ar: "النوع", en: "Type" },
  status: { ar: "الحالة", en: "Status" },
  location: { ar: "الموقع", en: "Location" },
  search: { ar: "نص البحث", en: "Search text" },
};

const maxima: Partial<Record<ListingQueryField, number>> = { page: 10_000, limit: maxPageSize };

/** The API's words for a bad list query, per field, in the request's language. */
export function listingQueryMessage(field: ListingQueryField, issue: ListingQueryIssue, language: Language): string {
  const name = fieldNames[field][language];
  const ar = language === "ar";
  switch (issue) {
    case "not_whole_number":
      return ar ? `${name}: يجب أن يكون رقمًا صحيحًا موجبًا.` : `${name} must be a positive whole number.`;
    case "too_small":
      return ar ? `${name}: يجب أن يكون 1 أو أكثر.` : `${name} must be 1 or more.`;
    case "too_large": {
      const max = maxima[field];
      if (max === undefined) return ar ? `${name}: القيمة أكبر من المسموح.` : `${name} is too large.`;
      return ar ? `${name}: الحد الأقصى ${max}.` : `${name} can be at most ${max}.`;
    }
    case "unknown_status":
      return ar
        ? `${name} غير معروفة؛ القيم المقبولة: ${listingStatuses.join("، ")}.`
        : `${name} must be one of ${listingStatuses.join(", ")}.`;
    case "too_long":
      return ar
        ? `${name}: الحد الأقصى ${maxSearchLength} حرف.`
        : `${name} can be at most ${maxSearchLength} characters long.`;
  }
}
