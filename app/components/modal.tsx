import { useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { Icon } from "./icon.tsx";

export interface ModalProps {
  title: string;
  /** Text under the title, read as the dialog's description. */
  description?: string;
  closeLabel: string;
  onClose: () => void;
  children: React.ReactNode;
}

const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling through the panel's controls. */
export function trapTab(event: KeyboardEvent, panel: HTMLElement): void {
  const items = Array.from(panel.querySelectorAll<HTMLElement>(tabbable)).filter(
    (item) => item.getClientRects().length > 0,
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const inside = panel.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/** Makes everything beside the dialog inert, except the toasts; returns the undo. */
function makeBackgroundInert(root: HTMLElement | null): () => void {
  const made: HTMLElement[] = [];
  for (const element of Array.from(document.body.children)) {
    if (!(element instanceof HTMLElement) || element === root || element.inert) continue;
    if (element.matches("[data-toast-host], script")) continue;
    element.inert = true;
    made.push(element);
  }
  return () => {
    for (const element of made) element.inert = false;
  };
}

/**
 * The modal of spec §2: a dialog with a title, a close button and its children. While it is open
 * the page behind is inert (except the toasts, so a failure toast can be read and closed), Tab
 * stays inside, Escape closes, and the focus returns to what opened it. Not `<dialog>`: its top
 * layer would cover the toasts.
 */
export function Modal({ title, description, closeLabel, onClose, children }: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restoreBackground = makeBackgroundInert(rootRef.current);
    const { overflow } = document.documentElement.style;
    document.documentElement.style.overflow = "hidden";
    const firstField = panelRef.current?.querySelector<HTMLElement>("input:not([tabindex='-1']), textarea");
    (firstField ?? panelRef.current)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) onCloseRef.current();
      else if (event.key === "Tab" && panelRef.current) trapTab(event, panelRef.current);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      restoreBackground();
      document.documentElement.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  return createPortal(
    <div ref={rootRef} className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      {/* The backdrop closes the dialog on a click; keyboard users have Escape and the close button. */}
      <div aria-hidden="true" className="absolute inset-0 bg-brand-950/60" onClick={() => onCloseRef.current()} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className="relative flex max-h-[92dvh] w-full max-w-2xl flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl sm:rounded-3xl"
      >
        <div className="flex items-start justify-between gap-4 border-b border-sand-100 px-5 py-4 sm:px-8">
          <div className="min-w-0">
            <h2 id={titleId} className="text-xl font-bold text-ink-900 sm:text-2xl">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm leading-relaxed text-ink-500">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            aria-label={closeLabel}
            title={closeLabel}
            className="-me-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-700 hover:bg-sand-100"
          >
            <Icon name="x" className="size-5" />
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-5 sm:px-8 sm:py-6">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
