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
  categoryId: { ar: "التصنيف", en: "Category" },
  status: { ar: "الحالة", en: "Status" },
  location: { ar: "الموقع", en: "Location" },
  search: { ar: "نص البحث", en: "Search text" },
  exclude: { ar: "الإعلان المستثنى", en: "Excluded listing" },
};

const maxima: Partial<Record<ListingQueryField, number>> = { page: 10_000, limit: maxPageSize };

/**
 * The API's words for a bad list query, per field, in the request's language. Arabic puts the
 * verb first ("يجب أن يكون رقم الصفحة…") and gives limits as "الحد الأقصى لعدد الأحرف: 254",
 * so no counted noun follows a number (docs/glossary.md).
 */
export function listingQueryMessage(field: ListingQueryField, issue: ListingQueryIssue, language: Language): string {
  const name = fieldNames[field][language];
  const ar = language === "ar";
  switch (issue) {
    case "not_whole_number":
      return ar ? `يجب أن يكون ${name} رقمًا صحيحًا موجبًا.` : `${name} must be a positive whole number.`;
    case "too_small":
      return ar ? `يجب أن يكون ${name} 1 أو أكثر.` : `${name} must be 1 or more.`;
    case "too_large": {
      const max = maxima[field];
      if (max === undefined) return ar ? `تجاوزت قيمة ${name} الحد المسموح.` : `${name} is too large.`;
      return ar ? `يجب ألّا يزيد ${name} على ${max}.` : `${name} can be at most ${max}.`;
    }
    case "unknown_status":
      return ar
        ? `يجب أن تكون ${name} إحدى القيم: ${listingStatuses.join("، ")}.`
        : `${name} must be one of ${listingStatuses.join(", ")}.`;
    case "too_long":
      return ar
        ? `تجاوز ${name} الطول المسموح (الحد الأقصى لعدد الأحرف: ${maxSearchLength}).`
        : `${name} can be at most ${maxSearchLength} characters long.`;
  }
}
