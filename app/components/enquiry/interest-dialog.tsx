import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import type { EnquiryListing } from "../../../domain/enquiry.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { trapTab } from "../../lib/trap-tab.ts";
import { Icon } from "../icon.tsx";
import { EnquiryForm } from "./enquiry-form.tsx";

/** The dialog's id: the button names it (`commandfor`), and it is the address's hash while it is open. */
export const interestDialogId = "register-interest";

export interface InterestDialogProps {
  listing: EnquiryListing;
  /** The listing's title, named in the dialog's description. */
  title: string;
  /** Drawn in the browser in place of the server's dialog, which it takes over (open, typed text, focus). */
  replacesServerHtml: boolean;
}

type ServerField = HTMLInputElement | HTMLTextAreaElement;

interface ServerDialog {
  open: boolean;
  /** The server's fields by name, read again as the drawn dialog takes over: a key may come after this render. */
  fields: Map<string, ServerField>;
  focused: ServerField | null;
}

/** What the visitor did to the server's dialog before its code arrived, found before React replaces it. */
function readServerDialog(): ServerDialog | null {
  const dialog = document.getElementById(interestDialogId);
  if (!(dialog instanceof HTMLDialogElement)) return null;
  const fields = new Map<string, ServerField>();
  for (const field of dialog.querySelectorAll<ServerField>("input[name], textarea[name]")) {
    fields.set(field.name, field);
  }
  const active = document.activeElement;
  const focused =
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && dialog.contains(active)
      ? active
      : null;
  return { open: dialog.open, fields, focused };
}

/**
 * Puts what the server's dialog had into the one drawn in its place. First in the dialog: its layout effect runs
 * before the form's fields attach their refs, which take a value the field holds as typed before the code
 * (enquiry-fields.ts), and before the form's mount effects (the phone field, the draft: enquiry-form.tsx). The values
 * and the caret are read from the server's fields now, in the commit that replaced them (they keep both once out of
 * the page), not when the dialog was rendered: a key typed in between is kept, where it was typed.
 */
function TakeOver({ server }: { server: ServerDialog }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, over the server's dialog
  useLayoutEffect(() => {
    const element = document.getElementById(interestDialogId);
    if (!(element instanceof HTMLDialogElement)) return;
    for (const field of element.querySelectorAll<ServerField>("input[name], textarea[name]")) {
      const value = server.fields.get(field.name)?.value;
      if (value) field.value = value;
    }
    if (!server.open) return;
    // The button is what the focus goes back to when the dialog closes.
    document.querySelector<HTMLElement>("[data-interest-button]")?.focus({ preventScroll: true });
    element.showModal();
    const typedIn = server.focused;
    const focused = typedIn && element.querySelector<ServerField>(`[name="${typedIn.name}"]`);
    if (typedIn && focused) {
      focused.focus();
      if (typedIn.selectionStart != null) focused.setSelectionRange(typedIn.selectionStart, typedIn.selectionEnd);
    }
  }, []);
  return null;
}

/**
 * The Register Interest dialog (spec §2): the enquiry form, posted to the listing kind's interest endpoint. The
 * server draws it, closed, into the detail page, and the button opens it with no script (docs/decisions/020-first-load.md,
 * "Register interest at once"): a native modal `<dialog>` (Escape and a tap on the backdrop close it, the focus
 * goes into it and back to the button). Its code comes when a field takes the focus (app/lib/server-island.tsx);
 * drawn then in the browser, it opens itself again with what was typed and the focus where they were.
 */
export function InterestDialog({ listing, title, replacesServerHtml }: InterestDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // Read while the server's dialog is still on the page (this first render comes before React replaces it).
  const [server] = useState(() => (replacesServerHtml ? readServerDialog() : null));

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as it mounts
  useLayoutEffect(() => {
    // Drawn in the browser with the hash already there (the button pressed on a page reached by a link, before this
    // code had come): it opens now.
    if (!replacesServerHtml && location.hash === `#${interestDialogId}`) dialog.current?.showModal();
  }, []);

  useEffect(() => {
    const element = dialog.current;
    const host = document.querySelector("[data-toast-host]");
    if (!element || !host) return;
    // A toast (a failed send) shows over the open dialog and can be closed: the top layer would cover it, and a
    // modal dialog makes the rest of the page inert, so the toasts' host moves into the dialog while it is open.
    const home = document.createComment("");
    host.before(home);
    const follow = () => (element.open ? element.append(host) : home.before(host));
    // Tab and Shift+Tab cycle through the dialog's controls, as they do in the site's other modals.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Tab") trapTab(event, element);
    };
    follow();
    element.addEventListener("toggle", follow);
    element.addEventListener("keydown", onKeyDown);
    return () => {
      element.removeEventListener("toggle", follow);
      element.removeEventListener("keydown", onKeyDown);
      home.replaceWith(host);
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      id={interestDialogId}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      closedby="any"
      className="m-0 mt-auto hidden max-h-[92dvh] w-full max-w-none flex-col overflow-hidden rounded-t-3xl bg-white p-0 text-ink-900 shadow-2xl open:flex backdrop:bg-brand-950/60 sm:m-auto sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:rounded-3xl"
    >
      {server ? <TakeOver server={server} /> : null}
      <div className="relative border-b border-sand-100 py-4 ps-5 pe-16 sm:ps-8">
        <h2 id={titleId} className="text-xl font-bold text-ink-900 sm:text-2xl">
          {t("interest.title")}
        </h2>
        <p id={descriptionId} className="mt-1 text-sm leading-relaxed text-ink-500">
          {t("interest.text", { title })}
        </p>
      </div>
      <div className="overflow-y-auto px-5 py-5 sm:px-8 sm:py-6">
        <EnquiryForm listing={listing} onSent={() => dialog.current?.close()} heldByIsland />
      </div>
      {/* After the form, so that opening the dialog focuses its first field; drawn in the header's corner. No type:
          a tap before hydration is not held (app/lib/early-taps.ts) and closes it. */}
      <button
        {...{ commandfor: interestDialogId, command: "close" }}
        aria-label={t("interest.close")}
        title={t("interest.close")}
        className="absolute end-3 top-3 inline-flex size-10 items-center justify-center rounded-full text-ink-700 hover:bg-sand-100 sm:end-6"
      >
        <Icon name="x" className="size-5" />
      </button>
    </dialog>
  );
}
