import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/i18n.tsx";

type FilterName = "categoryId" | "status" | "location" | "bedrooms" | "search" | "area" | "other";
const named = new Set<string>(["categoryId", "status", "location", "bedrooms", "search", "area"]);

/**
 * A saved search as words: each filter of the list's query string with its label, a category by its name, a status
 * by its text and an area drawn on the map as such (not its coordinates). A filter the table gained later shows under
 * a general label. `children` (more `dt`/`dd` pairs) join the same grid, so their labels line up with the filters'.
 */
export function SearchSummary({
  kind,
  filters,
  categories,
  children,
}: {
  kind: "auction" | "project" | "property";
  filters: string;
  categories: { id: number; name: string }[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const entries = [...new URLSearchParams(filters)];
  const shown = (name: string, value: string) => {
    if (name === "categoryId") return categories.find((category) => String(category.id) === value)?.name ?? value;
    if (name === "status") return t(`Status.${kind}.${value as "AVAILABLE"}`);
    if (name === "area") return t("alertsPage.drawnArea");
    return value;
  };
  const noFilters = <p className="text-ink-700">{t("alertsPage.noFilters")}</p>;
  if (entries.length === 0 && !children) return noFilters;
  return (
    <>
      {entries.length === 0 ? noFilters : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {entries.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="font-semibold text-ink-700">
              {t(`alertsPage.filterNames.${(named.has(name) ? name : "other") as FilterName}`)}
            </dt>
            <dd className="min-w-0 break-words text-ink-900">{shown(name, value)}</dd>
          </div>
        ))}
        {children}
      </dl>
    </>
  );
}
