import { useState } from "react";
import { useTranslation } from "../i18n/i18n.tsx";
import { BrandIcon, Icon } from "./icon.tsx";

const buttonClass =
  "inline-flex items-center justify-center gap-2 rounded-md border border-brand-100 bg-white px-4 py-2.5 text-sm font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50";

/**
 * One address shared on WhatsApp or copied: a detail page's (app/components/detail/detail-actions.tsx, drawn by the
 * server and loaded when pressed) and the favourites page's list (app/components/favourites/favourites-page.tsx).
 * `texts` names the page's words, which have the same keys in both.
 */
export function ShareLinks({
  url,
  message,
  texts,
}: {
  url: string;
  /** What WhatsApp's message says, the address in it. */
  message: string;
  texts: "detail.actions" | "favouritesPage";
}) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="inline-flex items-center gap-1 text-sm font-semibold text-ink-700">
        <Icon name="share-2" className="size-4" />
        {t(`${texts}.share`)}
      </span>
      <a
        href={`https://wa.me/?text=${encodeURIComponent(message)}`}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass}
      >
        <BrandIcon name="brand-whatsapp" className="size-4 text-[#128C7E]" />
        {t(`${texts}.shareWhatsApp`)}
        <span className="sr-only">{t(`${texts}.opensInNewTab`)}</span>
      </a>
      <button type="button" onClick={copyLink} className={buttonClass} data-share-url={url}>
        {copy === "copied" ? <Icon name="check" className="size-4" /> : <Icon name="copy" className="size-4" />}
        {t(`${texts}.copyLink`)}
      </button>
      <span role="status" className="text-sm text-ink-500">
        {copy === "idle" ? "" : t(copy === "copied" ? `${texts}.copied` : `${texts}.copyFailed`)}
      </span>
    </div>
  );
}
