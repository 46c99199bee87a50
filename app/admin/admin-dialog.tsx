import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { useAdminT } from "./admin-i18n.ts";
import { dangerButton, secondaryButton } from "./form-fields.tsx";

/**
 * A modal dialog of the back office: the browser's own `<dialog>` opened with showModal(), so the page behind is
 * inert, Tab stays inside, Escape means "cancel" and the focus goes back to what had it. (The public site's modal
 * avoids `<dialog>` for its toasts; the back office has none.)
 */
export function AdminDialog({
  open,
  title,
  description,
  onCancel,
  children,
  alert = false,
  testId,
}: {
  open: boolean;
  title: string;
  description?: string;
  /** Escape, or the dialog closed by the browser. */
  onCancel: () => void;
  children: ReactNode;
  /** A question that interrupts (role alertdialog), rather than a form. */
  alert?: boolean;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The first control marked for it, else the first one: showModal() alone may focus the dialog itself.
      const first =
        dialog.querySelector<HTMLElement>("[data-autofocus]") ?? dialog.querySelector<HTMLElement>("input, button");
      first?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      role={alert ? "alertdialog" : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-brand-950/60"
    >
      {open ? (
        <div className="grid gap-4 p-5 sm:p-6">
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="text-sm leading-relaxed text-ink-700">
              {description}
            </p>
          ) : null}
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

/**
 * A question before an action that removes something or cannot be undone: what it does (`description`, and
 * `children` for more), the action's red button and Cancel, which has the focus so that Enter does not confirm.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
  cancelLabel,
  busy = false,
  testId,
  children,
}: {
  open: boolean;
  title: string;
  description?: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  cancelLabel?: string;
  busy?: boolean;
  testId?: string;
  children?: ReactNode;
}) {
  const t = useAdminT();
  return (
    <AdminDialog open={open} alert title={title} description={description} onCancel={onCancel} testId={testId}>
      {children}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={dangerButton} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel} data-autofocus>
          {cancelLabel ?? t("lists.cancel")}
        </button>
      </div>
    </AdminDialog>
  );
}

/** What `useConfirm` asks: the dialog's title, what the action does, and its button. */
export interface ConfirmQuestion {
  title: string;
  description?: string;
  confirmLabel: string;
}

/**
 * `window.confirm` in the back office's own dialog: `await confirm(question)` answers true for the red button,
 * false for Cancel or Escape. Render `dialog` once in the component that asks.
 */
export function useConfirm() {
  const [asked, setAsked] = useState<ConfirmQuestion & { answer: (yes: boolean) => void }>();
  const confirm = useCallback(
    (question: ConfirmQuestion) => new Promise<boolean>((answer) => setAsked({ ...question, answer })),
    [],
  );
  const answer = (yes: boolean) => {
    asked?.answer(yes);
    setAsked(undefined);
  };
  const dialog = (
    <ConfirmDialog
      open={asked !== undefined}
      title={asked?.title ?? ""}
      description={asked?.description}
      confirmLabel={asked?.confirmLabel ?? ""}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
      testId="confirm-question"
    />
  );
  return { confirm, dialog };
}
