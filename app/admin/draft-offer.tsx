import type { Language } from "../../domain/language.ts";
import { formatAdminTime } from "./admin-format.ts";
import { useAdminT } from "./admin-i18n.ts";
import { primaryButton, secondaryButton } from "./form-fields.tsx";
import type { LocalDraft } from "./local-draft.ts";

/**
 * An editor's offer of the unsaved changes found in this browser (app/admin/local-draft.ts): when they were made,
 * anything to know before restoring them, and Restore or Discard.
 */
export function DraftOffer({
  offer,
  language,
  warning,
  onRestore,
  onDiscard,
}: {
  offer: LocalDraft;
  language: Language;
  /** Said before the buttons: the draft was made on a version saved over since. */
  warning?: string;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const t = useAdminT();
  return (
    <div className="grid gap-2 rounded-md bg-gold-100 p-3 text-sm text-ink-900" role="status" data-testid="draft-offer">
      <p className="font-semibold">
        {t("draft.found", { time: formatAdminTime(new Date(offer.savedAt).toISOString(), language) })}
      </p>
      {warning ? <p>{warning}</p> : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={primaryButton} onClick={onRestore}>
          {t("draft.restore")}
        </button>
        <button type="button" className={`${secondaryButton} py-2`} onClick={onDiscard}>
          {t("draft.discard")}
        </button>
      </div>
    </div>
  );
}
