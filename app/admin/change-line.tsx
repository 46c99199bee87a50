import type { AuditValue, FieldChange } from "../../domain/admin/audit-changes.ts";
import { leadStatuses } from "../../domain/admin/lead-kinds.ts";
import type { Language } from "../../domain/language.ts";
import { useAdmin } from "./admin-context.ts";
import { type AdminT, useAdminT } from "./admin-i18n.ts";
import { withIsolatedValues } from "./isolated-text.tsx";
import { listingLabels } from "./listing-labels.ts";
import auditTexts from "./locales/audit.ar.ts";

// A change in words ("price: from 2,500,000 to 2,400,000"), as the audit log and a listing's history show it.

const numberFormats = new Map<Language, Intl.NumberFormat>();

/** Numbers with each language's separators and Latin digits (docs/decisions/006-numbers-and-dates.md). */
function formatNumber(value: number, language: Language): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === "ar" ? "ar-SA-u-nu-latn" : "en-US", { maximumFractionDigits: 6 });
    numberFormats.set(language, format);
  }
  return format.format(value);
}

export function valueText(field: string, value: AuditValue, t: AdminT, language: Language): string {
  if (value === null || value === "") return field === "assignedStaffId" ? t("auditLog.nobody") : t("auditLog.empty");
  if (typeof value === "boolean") return value ? t("auditLog.yes") : t("auditLog.no");
  if (typeof value === "number") return formatNumber(value, language);
  if (field === "status") {
    if ((leadStatuses as readonly string[]).includes(value))
      return t(`statuses.${value as (typeof leadStatuses)[number]}`);
    // A listing's statuses are named per kind; a code reads the same in each kind that has it.
    const byKind: Record<string, string>[] = Object.values(listingLabels[language].statuses);
    return byKind.find((names) => value in names)?.[value] ?? value;
  }
  return value;
}

export function fieldText(field: string, t: AdminT): string {
  // A field this page has no word for (company settings' rows, or a newer server's) shows as stored, unlogged.
  return Object.hasOwn(auditTexts.fields, field)
    ? t(`auditLog.fields.${field as keyof typeof auditTexts.fields}`)
    : field;
}

/** "price: from 2,500,000 to 2,400,000", each part isolated so that the digits and names keep their order. */
export function ChangeLine({ change }: { change: FieldChange }) {
  const t = useAdminT();
  const { language } = useAdmin();
  const field = fieldText(change.field, t);
  return (
    <li data-testid="audit-change">
      <bdi className="font-semibold">{field}</bdi>
      {": "}
      {"long" in change
        ? t("auditLog.changed")
        : withIsolatedValues((values) => t("auditLog.fromTo", values), {
            from: valueText(change.field, change.from, t, language),
            to: valueText(change.field, change.to, t, language),
          })}
    </li>
  );
}
