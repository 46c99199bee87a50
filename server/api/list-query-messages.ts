import { maxAreaPoints, minAreaPoints } from "../../domain/geo-area.ts";
import type { Language } from "../../domain/language.ts";
import { listingStatuses } from "../../domain/listing.ts";
import {
  type ListingQueryField,
  type ListingQueryIssue,
  listingQueryParameter,
  maxSearchLength,
} from "../../domain/listing-query.ts";

const fieldNames: Record<ListingQueryField, Record<Language, string>> = {
  page: { ar: "رقم الصفحة", en: "Page" },
  limit: { ar: "عدد النتائج في الصفحة", en: "Page size" },
  categoryId: { ar: "التصنيف", en: "Category" },
  status: { ar: "الحالة", en: "Status" },
  location: { ar: "الموقع", en: "Location" },
  search: { ar: "نص البحث", en: "Search text" },
  bedrooms: { ar: "عدد غرف النوم", en: "Number of bedrooms" },
  exclude: { ar: "الإعلان المستثنى", en: "Excluded listing" },
  area: { ar: "المنطقة المحددة على الخريطة", en: "Map area" },
};

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
      const { max } = listingQueryParameter(field);
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
    case "unknown_parameter":
      return unknownParameterMessage(field, [], language);
    case "invalid_area":
      return ar
        ? `تعذّرت قراءة ${name}: اكتب النقاط بالصيغة «خط العرض,خط الطول» وافصل بينها بفاصلة منقوطة، ويجب أن تحيط بمساحة.`
        : `${name} could not be read: write its points as "lat,lng" separated by ";", enclosing some ground.`;
    case "too_many_points":
      return ar
        ? `تجاوزت ${name} الحد المسموح (الحد الأقصى لعدد النقاط: ${maxAreaPoints}).`
        : `${name} can have at most ${maxAreaPoints} points.`;
    case "too_few_points":
      return ar
        ? `يجب ألّا يقل عدد النقاط المختلفة في ${name} عن ${minAreaPoints}.`
        : `${name} needs at least ${minAreaPoints} different points.`;
  }
}

/** A parameter name an answer may repeat: plain ASCII, short. Any other is refused without being named. */
export function isPrintableParameter(name: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/.test(name);
}

/**
 * A query parameter the list does not read (docs/decisions/018-route-contracts.md): named when it is printable,
 * with the parameters the list takes.
 */
export function unknownParameterMessage(name: string, accepted: readonly string[], language: Language): string {
  const ar = language === "ar";
  const named = isPrintableParameter(name);
  const refusal = ar
    ? named
      ? `لا تقبل هذه القائمة المعامل «${name}».`
      : "لا تقبل هذه القائمة أحد المعاملات المرسلة."
    : named
      ? `This list does not take the parameter "${name}".`
      : "This list does not take one of the parameters sent.";
  if (accepted.length === 0) return refusal;
  return ar ? `${refusal} المعاملات المقبولة: ${accepted.join("، ")}.` : `${refusal} It takes: ${accepted.join(", ")}.`;
}
