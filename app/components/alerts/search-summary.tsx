import { useTranslation } from "../../i18n/i18n.tsx";

type FilterName = "categoryId" | "status" | "location" | "bedrooms" | "search" | "other";
const named = new Set<string>(["categoryId", "status", "location", "bedrooms", "search"]);

/**
 * A saved search as words: each filter of the list's query string with its label, a category by its name and a
 * status by its text. A filter the table gained later shows under a general label.
 */
export function SearchSummary({
  kind,
  filters,
  categories,
}: {
  kind: "auction" | "project" | "property";
  filters: string;
  categories: { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const entries = [...new URLSearchParams(filters)];
  if (entries.length === 0) return <p className="text-ink-700">{t("alertsPage.noFilters")}</p>;
  const shown = (name: string, value: string) => {
    if (name === "categoryId") return categories.find((category) => String(category.id) === value)?.name ?? value;
    if (name === "status") return t(`Status.${kind}.${value as "AVAILABLE"}`);
    return value;
  };
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {entries.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="font-semibold text-ink-700">
            {t(`alertsPage.filterNames.${(named.has(name) ? name : "other") as FilterName}`)}
          </dt>
          <dd className="text-ink-900">{shown(name, value)}</dd>
        </div>
      ))}
    </dl>
  );
}
