import { memo, Suspense, use, useEffect, useMemo, useState } from "react";
import type { Language } from "../../../domain/language.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { useLanguage } from "../../lib/site-data.ts";
import { Icon } from "../icon.tsx";
import { catchEarlyInput, type EarlyInput, formContainerAttribute } from "./early-input.ts";

/**
 * The contact page's enquiry form, its code fetched on intent (docs/decisions/020-first-load.md). The server
 * renders the whole form; in the browser it stays server HTML inside a Suspense boundary that React hydrates
 * once the form's code and texts have arrived. They are fetched when the visitor points at, touches or focuses
 * the form, at once when the tab holds a draft of it (the form restores it), and at once when the page is
 * reached by a link in the browser (no server HTML to keep then). A click or a send that comes before the code
 * is held and replayed once the form has hydrated (early-input.ts).
 */

type FormModule = typeof import("./enquiry-form.tsx");

/** The same key as `draftStorageKey(undefined)` in enquiry-draft.ts, which this small module does not import. */
export const contactDraftKey = "enquiry-draft:contact";

let intended: (() => void) | null = null;
const intent = new Promise<void>((resolve) => {
  intended = resolve;
});

/** Starts fetching the form's code (once). */
function loadNow(): void {
  intended?.();
  intended = null;
}

/**
 * Registers the form's texts, as `loadEnquiryTexts` (enquiry-texts.ts) does for the detail pages' dialog. Not that
 * module: shared by four routes, it would join the common file every page loads.
 */
const enquiryTexts = (language: Language) =>
  language === "ar" ? import("../../i18n/enquiry-texts-ar.ts") : import("../../i18n/enquiry-texts-en.ts");

const forms = new Map<Language, Promise<FormModule>>();

/** The form's module with the texts of `language` registered, fetched once there is intent. */
function formIn(language: Language): Promise<FormModule> {
  let form = forms.get(language);
  if (!form) {
    form = intent
      .then(() => Promise.all([import("./enquiry-form.tsx"), enquiryTexts(language)]))
      .then(([module]) => module);
    forms.set(language, form);
  }
  return form;
}

function hasDraft(): boolean {
  try {
    return Boolean(window.sessionStorage.getItem(contactDraftKey));
  } catch {
    return false;
  }
}

let earlyInput: EarlyInput | null = null;
let mountedBefore = false;
if (typeof document === "undefined") {
  // The server renders the form into the page.
  loadNow();
} else {
  // This runs before the page hydrates. When the page's HTML holds the form, it is kept until the visitor reaches
  // for it, and what they do meanwhile is held.
  const container = document.querySelector(`[${formContainerAttribute}]`);
  if (container) earlyInput = catchEarlyInput(container, loadNow);
  if (hasDraft()) loadNow();
}

/** The hydrated form's signal: what the visitor did before is replayed. Stable, so it never updates the form. */
function formReady(): void {
  earlyInput?.release();
}

function LoadedForm({ language, className }: { language: Language; className?: string }) {
  const { EnquiryForm } = use(formIn(language));
  return <EnquiryForm className={className} onReady={formReady} />;
}

function FormLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-ink-500">
      <Icon name="loader-circle" className="size-4 animate-spin" />
      {t("contactPage.formLoading")}
    </p>
  );
}

/**
 * The contact form. Memoised, with its Suspense element made once per language: an update that reaches the
 * boundary before it has hydrated makes React drop the server's HTML for the fallback.
 */
export const EnquiryFormOnIntent = memo(function EnquiryFormOnIntent({ className }: { className?: string }) {
  const { language } = useLanguage();
  // Only the first mount, the page's hydration, can keep the server's form. Drawn in the browser (reached by a
  // link, or after a language switch) the form loads now, with the fallback meanwhile.
  const [keepServerForm] = useState(() => !mountedBefore && Boolean(earlyInput?.pending()));
  if (!keepServerForm) loadNow();
  useEffect(() => {
    mountedBefore = true;
  }, []);
  const boundary = useMemo(
    () => (
      <Suspense fallback={<FormLoading />}>
        <LoadedForm language={language} />
      </Suspense>
    ),
    [language],
  );
  return (
    <div className={className} {...{ [formContainerAttribute]: "" }}>
      {boundary}
    </div>
  );
});
