import { clsx } from "clsx";
import { Link, useLocation } from "react-router";
import { useTranslation } from "../../i18n/i18n.tsx";
import { Icon } from "../icon.tsx";

/** Page numbers to show: the first, the last, and two on each side of the current one. */
export function pageWindow(current: number, pages: number): (number | "gap")[] {
  const shown = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...shown].filter((page) => page >= 1 && page <= pages).sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  for (const [index, page] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) result.push("gap");
    result.push(page);
  }
  return result;
}

/** Page links land at the results (listings-page.tsx), not at the top of the page. */
const toResults = { preventScrollReset: true, state: { paging: true } } as const;

/** Page links that keep the filters; the page number lives in the URL. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (pages <= 1) return null;
  const hrefOf = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete("page");
    else params.set("page", String(target));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
  const arrow = "inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-semibold";
  return (
    <nav aria-label={t("listings.pagination.label")} className="mt-10 flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <Link
          to={hrefOf(page - 1)}
          {...toResults}
          rel="prev"
          className={clsx(arrow, "text-brand-800 hover:bg-brand-50")}
        >
          <Icon name="chevron-right" className="size-4 ltr:rotate-180" />
          {t("listings.pagination.previous")}
        </Link>
      ) : null}
      {pageWindow(page, pages).map((entry, index) =>
        entry === "gap" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
          <span key={`gap-${index}`} aria-hidden="true" className="px-2 text-ink-500">
            …
          </span>
        ) : (
          <Link
            key={entry}
            to={hrefOf(entry)}
            {...toResults}
            aria-current={entry === page ? "page" : undefined}
            aria-label={t("listings.pagination.page", { page: entry })}
            className={clsx(
              "inline-flex size-10 items-center justify-center rounded-md text-sm font-semibold",
              entry === page ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50",
            )}
          >
            {entry}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link
          to={hrefOf(page + 1)}
          {...toResults}
          rel="next"
          className={clsx(arrow, "text-brand-800 hover:bg-brand-50")}
        >
          {t("listings.pagination.next")}
          <Icon name="chevron-left" className="size-4 ltr:rotate-180" />
        </Link>
      ) : null}
    </nav>
  );
}
