import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import type { EnquiryListing } from "../../../domain/enquiry.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { useLocalizePath } from "../../lib/site-data.ts";
import { Icon } from "../icon.tsx";
import type { InterestDialogProps } from "./interest-dialog.tsx";

/** The dialog and the form's code load on first use (or a hover, touch or focus just before). */
const loadInterestDialog = () => import("./interest-dialog.tsx");

function warmInterestDialog() {
  void loadInterestDialog().catch(() => undefined);
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

const InterestDialog = lazy(
  (): Promise<{ default: ComponentType<InterestDialogProps> }> =>
    loadInterestDialog().catch(() => ({ default: InterestUnavailable })),
);

/** Register Interest (spec §2): opens the modal with the enquiry form for this listing. */
export function InterestButton({ listing, title }: { listing: EnquiryListing; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={warmInterestDialog}
        onTouchStart={warmInterestDialog}
        onFocus={warmInterestDialog}
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
