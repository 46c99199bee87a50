import { clsx } from "clsx";
import { useTranslation } from "../../i18n/i18n.tsx";
import { type ListingView, listingViewCookie } from "../../lib/listings-page-data.ts";
import { Icon } from "../icon.tsx";
import type { IconName } from "../icon-catalogue.ts";

/** Grid or list view; the choice is kept in a cookie so the server renders it too. */
export function ViewToggle({ view, onChange }: { view: ListingView; onChange: (view: ListingView) => void }) {
  const { t } = useTranslation();
  const choose = (next: ListingView) => {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie.
    document.cookie = `${listingViewCookie}=${next}; path=/; max-age=31536000; samesite=lax`;
    onChange(next);
  };
  const option = (value: ListingView, label: string, icon: IconName) => (
    <button
      type="button"
      aria-pressed={view === value}
      title={label}
      onClick={() => choose(value)}
      className={clsx(
        "inline-flex size-10 items-center justify-center rounded-md",
        view === value ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50",
      )}
    >
      <Icon name={icon} className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
  return (
    <fieldset className="inline-flex gap-1 rounded-lg border border-brand-100 p-1">
      <legend className="sr-only">{t("listings.view.label")}</legend>
      {option("grid", t("listings.view.grid"), "layout-grid")}
      {option("list", t("listings.view.list"), "list")}
    </fieldset>
  );
}
