import { Link } from "react-router";
import { useAdminT } from "./admin-i18n.ts";
import { secondaryButton } from "./form-fields.tsx";

/** Previous / page N of M / next under a paged back-office list; `query` is kept in the links. */
export function AdminPager({
  meta,
  query,
  className = "",
}: {
  meta: { page: number; limit: number; total: number };
  query: URLSearchParams;
  className?: string;
}) {
  const t = useAdminT();
  const pages = Math.max(1, Math.ceil(meta.total / meta.limit));
  if (pages <= 1) return null;
  const pageLink = (page: number) => {
    const linked = new URLSearchParams(query);
    linked.set("page", String(page));
    return `?${linked}`;
  };
  const label = t("leads.page", { page: meta.page, pages });
  return (
    <nav className={`flex items-center justify-center gap-4 ${className}`} aria-label={label}>
      {meta.page > 1 ? (
        <Link to={pageLink(meta.page - 1)} className={secondaryButton}>
          {t("leads.previous")}
        </Link>
      ) : null}
      <span className="text-sm text-ink-700">{label}</span>
      {meta.page < pages ? (
        <Link to={pageLink(meta.page + 1)} className={secondaryButton}>
          {t("leads.next")}
        </Link>
      ) : null}
    </nav>
  );
}
