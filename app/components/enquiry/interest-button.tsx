import { type ComponentType, lazy, Suspense, useEffect } from "react";
import type { EnquiryListing } from "../../../domain/enquiry.ts";
import { defaultLanguage, isLanguage, type Language } from "../../../domain/language.ts";
import { loadEnquiryTexts } from "../../i18n/enquiry-texts.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { preloadForHeldPresses } from "../../lib/held-press-code.ts";
import { preloadWhenEngaged } from "../../lib/preload-when-engaged.ts";
import { useLanguage, useLocalizePath } from "../../lib/site-data.ts";
import { useHashOverlay } from "../../lib/use-hash-overlay.ts";
import { Icon } from "../icon.tsx";
import type { InterestDialogProps } from "./interest-dialog.tsx";

/**
 * The dialog, the form's code and its texts load on first use, on intent (a hover, touch or focus) or once the
 * visitor starts scrolling the page (app/lib/preload-when-engaged.ts).
 */
const loadInterestDialog = (language: Language) =>
  Promise.all([import("./interest-dialog.tsx"), loadEnquiryTexts(language)]).then(([dialog]) => dialog);

/** The address's hash while the dialog is open: Back closes it, and a reload opens it again. */
export const interestHash = "register-interest";

function warmInterestDialog(language: Language) {
  void loadInterestDialog(language).catch(() => undefined);
}

// A press held before hydration fetches the form's code now, not after hydration.
preloadForHeldPresses("[data-interest-button]", () =>
  warmInterestDialog(isLanguage(document.documentElement.lang) ? document.documentElement.lang : defaultLanguage),
);

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
  const overlay = useHashOverlay();
  const open = overlay.hash === interestHash;
  const InterestDialog = interestDialogIn(language);
  const warm = () => warmInterestDialog(language);
  useEffect(() => preloadWhenEngaged(() => warmInterestDialog(language)), [language]);
  // While the form's code is on its way after a press, the fallback marks the group and the button shows it (CSS).
  return (
    <div className="group/interest contents">
      <button
        type="button"
        aria-haspopup="dialog"
        data-interest-button=""
        onClick={() => overlay.open(interestHash)}
        onPointerEnter={warm}
        onTouchStart={warm}
        onFocus={warm}
        className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-bold text-white transition-transform hover:bg-brand-800 active:scale-[0.98] group-has-[[data-opening]]/interest:cursor-progress group-has-[[data-opening]]/interest:bg-brand-800"
      >
        <Icon name="hand-heart" className="size-5 group-has-[[data-opening]]/interest:hidden" />
        <Icon name="loader-circle" className="hidden size-5 animate-spin group-has-[[data-opening]]/interest:block" />
        {t("detail.actions.registerInterest")}
      </button>
      {open ? (
        <Suspense
          fallback={
            <p data-opening role="status" aria-busy="true" className="text-center text-sm font-semibold text-brand-800">
              {t("interest.opening")}
            </p>
          }
        >
          <InterestDialog listing={listing} title={title} onClose={overlay.close} />
        </Suspense>
      ) : null}
    </div>
  );
}
