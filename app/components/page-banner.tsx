import { ChevronLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import skyline from "../assets/skyline.svg?url";

export interface Crumb {
  label: string;
  /** Language-aware URL; the last crumb (the current page) has none. */
  to?: string;
}

/**
 * Breadcrumb header of a section (spec §2): an image, the page title and up to three
 * breadcrumb labels, the first two of them links.
 */
export function PageBanner({ title, crumbs }: { title: string; crumbs: Crumb[] }) {
  const { t } = useTranslation();
  const shown = crumbs.slice(0, 3);
  return (
    <section
      className="relative overflow-hidden bg-brand-900 bg-bottom bg-no-repeat text-white"
      style={{
        backgroundImage: `url(${skyline}), linear-gradient(to bottom, var(--color-brand-900), var(--color-brand-800))`,
      }}
    >
      <div className="container-page py-10 sm:py-14">
        <h1 className="text-2xl font-bold sm:text-4xl">{title}</h1>
        <nav aria-label={t("breadcrumb.label")} className="mt-3">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-brand-100">
            {shown.map((crumb, index) => (
              <li key={crumb.label} className="flex items-center gap-1">
                {index > 0 ? <ChevronLeft aria-hidden="true" className="size-4 ltr:rotate-180" /> : null}
                {crumb.to && index < 2 && index < shown.length - 1 ? (
                  <Link to={crumb.to} className="hover:text-gold-500 hover:underline">
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current={index === shown.length - 1 ? "page" : undefined} className="text-white">
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </section>
  );
}
