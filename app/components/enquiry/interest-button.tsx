import { Suspense, useEffect, useRef } from "react";
import type { EnquiryListing } from "../../../domain/enquiry.ts";
import type { Language } from "../../../domain/language.ts";
import { loadEnquiryTexts } from "../../i18n/enquiry-texts.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { preloadWhenEngaged } from "../../lib/preload-when-engaged.ts";
import { type IslandModule, islandModule, ServerIsland } from "../../lib/server-island.tsx";
import { useLanguage } from "../../lib/site-data.ts";
import { useHashOverlay } from "../../lib/use-hash-overlay.ts";
import { Icon } from "../icon.tsx";

/** The address's hash while the dialog is open (its id too): Back closes it, and a reload opens it again. */
export const interestHash = "register-interest";

type DialogModule = typeof import("./interest-dialog.tsx");

const islands = new Map<Language, IslandModule<DialogModule>>();

/** The dialog's code with the form's texts in `language`, fetched once. */
function interestIsland(language: Language): IslandModule<DialogModule> {
  let island = islands.get(language);
  if (!island) {
    island = islandModule(() =>
      Promise.all([import("./interest-dialog.tsx"), loadEnquiryTexts(language)]).then(([dialog]) => dialog),
    );
    islands.set(language, island);
  }
  return island;
}

function warmIsland(island: IslandModule<DialogModule>) {
  island.preload().catch(() => undefined);
}

/**
 * Register Interest (spec §2). The server draws the dialog with the form, closed, and the button opens it with no
 * script, before hydration too (docs/decisions/020-first-load.md, "Register interest at once"). Its code comes on
 * intent (a hover, touch or focus on the button), once the visitor scrolls (app/lib/preload-when-engaged.ts), or
 * when a field takes the focus (the dialog focuses its first one as it opens). The address's hash follows it.
 */
export function InterestButton({ listing, title }: { listing: EnquiryListing; title: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const overlay = useHashOverlay();
  const open = overlay.hash === interestHash;
  const island = interestIsland(language);
  const warm = () => warmIsland(island);
  useEffect(() => preloadWhenEngaged(() => warmIsland(island)), [island]);
  const hydrating = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the hash; `overlay` reads the address it has now
  useEffect(() => {
    const dialog = document.getElementById(interestHash) as HTMLDialogElement | null;
    const first = hydrating.current;
    hydrating.current = false;
    if (!dialog || open === dialog.open) return;
    if (open) dialog.showModal();
    // Opened before hydration: it gets its history entry now, so that Back closes it (its island draws itself: the
    // field it focused has the focus, app/lib/server-island.tsx).
    else if (first) overlay.open(interestHash);
    else dialog.close();
  }, [open]);
  useEffect(() => {
    // Closed by itself (Escape, a tap on the backdrop, its close button, a sent enquiry): the hash goes.
    const onClose = (event: Event) => {
      const target = event.target as Element;
      if (target.id === interestHash && location.hash === `#${interestHash}`) overlay.close();
    };
    addEventListener("close", onClose, true);
    return () => removeEventListener("close", onClose, true);
  }, [overlay.close]);
  return (
    <>
      {/* No type: a tap before hydration is not held (app/lib/early-taps.ts) and opens the dialog at once. */}
      <button
        {...{ commandfor: interestHash, command: "show-modal" }}
        aria-haspopup="dialog"
        data-interest-button=""
        onClick={() => overlay.open(interestHash)}
        onPointerEnter={warm}
        onTouchStart={warm}
        onFocus={warm}
        className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-bold text-white transition-transform hover:bg-brand-800 active:scale-[0.98]"
      >
        <Icon name="hand-heart" className="size-5" />
        {t("detail.actions.registerInterest")}
      </button>
      <Suspense>
        <ServerIsland
          key={listing.id}
          module={island}
          render={({ InterestDialog }, replacesServerHtml) => (
            <InterestDialog listing={listing} title={title} replacesServerHtml={replacesServerHtml} />
          )}
        />
      </Suspense>
    </>
  );
}
