import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import type { EnquiryListing } from "../../../domain/enquiry.ts";
import type { Language } from "../../../domain/language.ts";
import { loadEnquiryTexts } from "../../i18n/enquiry-texts.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { useLanguage, useLocalizePath } from "../../lib/site-data.ts";
import { Icon } from "../icon.tsx";
import type { InterestDialogProps } from "./interest-dialog.tsx";

/** The dialog, the form's code and its texts load on first use (or a hover, touch or focus just before). */
const loadInterestDialog = (language: Language) =>
  Promise.all([import("./interest-dialog.tsx"), loadEnquiryTexts(language)]).then(([dialog]) => dialog);

function warmInterestDialog(language: Language) {
  void loadInterestDialog(language).catch(() => undefined);
}

/** When the dialog's code cannot be fetched, the contact page takes the visitor's enquiry instead. */
function InterestUnavailable({ onClose }: InterestDialogProps) {
  const localize = useLocalizePath();
  useEffect(() => {
    onClose();
    window.location.assign(localize("/contactus"));
  }, [onClose, localize]);
  return null;
}

const interestDialogs = new Map<Language, ComponentType<InterestDialogProps>>();

/** The dialog in the page's language, made once: `lazy` keeps what it loaded. */
function interestDialogIn(language: Language): ComponentType<InterestDialogProps> {
  let dialog = interestDialogs.get(language);
  if (!dialog) {
    dialog = lazy(
      (): Promise<{ default: ComponentType<InterestDialogProps> }> =>
        loadInterestDialog(language).catch(() => ({ default: InterestUnavailable })),
    );
    interestDialogs.set(language, dialog);
  }
  return dialog;
}

/** Register Interest (spec §2): opens the modal with the enquiry form for this listing. */
export function InterestButton({ listing, title }: { listing: EnquiryListing; title: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [open, setOpen] = useState(false);
  const InterestDialog = interestDialogIn(language);
  const warm = () => warmInterestDialog(language);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={warm}
        onTouchStart={warm}
        onFocus={warm}
        className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-bold text-white hover:bg-brand-800"
      >
        <Icon name="hand-heart" className="size-5" />
        {t("detail.actions.registerInterest")}
      </button>
      {open ? (
        <Suspense
          fallback={
            <p role="status" className="flex items-center justify-center gap-2 text-sm text-ink-500">
              <Icon name="loader-circle" className="size-4 animate-spin" />
              {t("interest.opening")}
            </p>
          }
        >
          <InterestDialog listing={listing} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
