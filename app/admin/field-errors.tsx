import { type MouseEvent, useEffect, useRef, useState } from "react";
import { useAdminT } from "./admin-i18n.ts";

interface Item {
  id: string;
  label: string;
  message: string;
}

/** A control's visible name: its <label>, or what aria-labelledby points at (the description editor). */
function labelOf(control: HTMLElement): string {
  const labels = (control as HTMLInputElement).labels;
  const label = labels?.[0]?.textContent ?? undefined;
  const labelledBy = control.getAttribute("aria-labelledby");
  const named = labelledBy ? document.getElementById(labelledBy.split(" ")[0]!)?.textContent : undefined;
  return (label ?? named ?? control.getAttribute("aria-label") ?? "").trim();
}

/** The field's own message, which its control is described by (form-fields.tsx: `<id>-error`). */
function messageOf(control: HTMLElement): string {
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  const errorId = ids.find((id) => id.endsWith("-error"));
  return (errorId ? document.getElementById(errorId)?.textContent : "")?.trim() ?? "";
}

/** Brings a control into view below the page's sticky bars and gives it the focus; opens a closed <details>. */
function focusControl(control: HTMLElement): void {
  for (let details = control.closest("details"); details; details = details.parentElement?.closest("details") ?? null) {
    details.open = true;
  }
  control.scrollIntoView({ block: "center" });
  control.focus({ preventScroll: true });
}

/**
 * After a save the server refused for its fields: the focus goes to the first marked field (scrolled into the
 * middle of the screen, clear of the sticky header and save bar), and this list at the top of the form names
 * every marked field with its message, each a link to it. It reads the form's own marked controls
 * (aria-invalid), so every staff form gets it without a list of its field names.
 */
export function FieldErrorSummary({ fields, className = "" }: { fields: Record<string, string>; className?: string }) {
  const t = useAdminT();
  const ref = useRef<HTMLDivElement>(null);
  // Null until the form's marked controls are read, after the render that marks them.
  const [items, setItems] = useState<Item[] | null>(null);
  const count = Object.keys(fields).length;
  useEffect(() => {
    if (Object.keys(fields).length === 0) {
      setItems(null);
      return;
    }
    const form = ref.current?.closest("form");
    if (!form) return;
    const controls = [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
    setItems(controls.map((control) => ({ id: control.id, label: labelOf(control), message: messageOf(control) })));
    const first = controls[0];
    if (first) focusControl(first);
    else ref.current?.focus();
  }, [fields]);
  if (count === 0) return null;
  const go = (id: string) => (event: MouseEvent) => {
    const control = document.getElementById(id);
    if (!control) return;
    event.preventDefault();
    focusControl(control);
  };
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`rounded-md bg-red-50 p-3 text-sm text-red-800 ${className}`}
      data-testid="field-error-summary"
    >
      <p className="font-semibold">{t("fieldErrors.title")}</p>
      <ul className="mt-1 list-disc ps-5">
        {(items ?? []).map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} onClick={go(item.id)} className="font-semibold underline">
              {item.label}
            </a>
            {item.message ? `: ${item.message}` : null}
          </li>
        ))}
        {items && count > items.length ? <li>{t("fieldErrors.other")}</li> : null}
      </ul>
    </div>
  );
}
