import type { ChangeEvent, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { useId, useState } from "react";
import { decimalText, parseDecimal, toLatinDigits } from "../../domain/digits.ts";
import { useAdminT } from "./admin-i18n.ts";

/** A text box's classes: inputs, selects and multi-line texts alike. */
export const control =
  "mt-1 block w-full rounded-md border border-ink-500/40 bg-white px-3 py-2 text-ink-900 focus:border-brand-700";

/**
 * Arabic-Indic and Persian digits typed or pasted into a field become Latin ones in place (domain/digits.ts), the
 * caret staying where it was; decision 006 writes digits in Latin in both languages.
 */
export function latinDigitsInPlace(input: HTMLInputElement): void {
  const typed = input.value;
  const latin = toLatinDigits(typed);
  if (latin === typed) return;
  const caret = toLatinDigits(typed.slice(0, input.selectionStart ?? typed.length)).length;
  input.value = latin;
  if (document.activeElement === input) input.setSelectionRange(caret, caret);
}

/** A field's label above its control, its hint and its error below, the control described by both. */
function FieldFrame({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const described = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children(id, described)}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled input with its error read out with it (aria-describedby). With `latinDigits`, Arabic-Indic digits are
 * made Latin as they are typed (licence and phone numbers).
 */
export function TextField({
  label,
  error,
  hint,
  latinDigits,
  ...input
}: { label: string; error?: string; hint?: string; latinDigits?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(id, described) => (
        <input
          id={id}
          className={control}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...input}
          onChange={
            latinDigits && input.onChange
              ? (event) => {
                  latinDigitsInPlace(event.currentTarget);
                  input.onChange?.(event);
                }
              : input.onChange
          }
        />
      )}
    </FieldFrame>
  );
}

/** A multi-line plain text (line breaks kept) with its label, hint and error; `dir`/`lang` for a text in one language. */
export function TextAreaField({
  label,
  value,
  onChange,
  error,
  hint,
  rows = 3,
  required,
  maxLength,
  dir,
  lang,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  rows?: number;
  required?: boolean;
  maxLength?: number;
  dir?: "rtl" | "ltr";
  lang?: string;
}) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(id, described) => (
        <textarea
          id={id}
          dir={dir}
          lang={lang}
          rows={rows}
          required={required}
          maxLength={maxLength}
          className={control}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

/** How a number field shows a value: "" for none (and for not-a-number, whose text the field keeps). */
function numberText(value: number | null): string {
  return value === null || Number.isNaN(value) ? "" : String(value);
}

/**
 * A number typed as text (`inputMode="decimal"`), not `type="number"`, which empties itself without a word when
 * it meets Arabic-Indic digits. Those digits and the Arabic separators become Latin as they are typed or pasted,
 * grouping (1,500,000 or ١٬٥٠٠٬٠٠٠) is read (domain/digits.ts). Text that still is not a number is kept,
 * says so at once, and is handed on as NaN: the save sends it as such and the server refuses that field, rather
 * than storing nothing.
 */
export function NumberField({
  label,
  value,
  onValueChange,
  error,
  hint,
  ...input
}: {
  label: string;
  value: number | null;
  onValueChange: (value: number | null) => void;
  error?: string;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type" | "min" | "max" | "step">) {
  const t = useAdminT();
  const [text, setText] = useState(() => numberText(value));
  // The value the text stands for: a value changed from outside (a loaded draft, a pasted point) replaces the text.
  const [held, setHeld] = useState(value);
  if (!Object.is(value, held)) {
    setHeld(value);
    setText(numberText(value));
  }
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    latinDigitsInPlace(event.currentTarget);
    const typed = event.currentTarget.value;
    const next = typed.trim() === "" ? null : (parseDecimal(typed) ?? Number.NaN);
    setText(typed);
    setHeld(next);
    onValueChange(next);
  };
  // A lone sign or point is a number still being typed: no message yet.
  const unfinished = /^\s*[-+.\u2212]?\s*$/.test(toLatinDigits(text));
  const notANumber = !unfinished && decimalText(text) === null ? t("errors.notANumber") : undefined;
  return (
    <TextField
      label={label}
      {...input}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
      value={text}
      onChange={onChange}
      hint={hint}
      error={notANumber ?? error}
    />
  );
}

export function SelectField({
  label,
  children,
  error,
  ...select
}: { label: string; children: ReactNode; error?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <select
        id={id}
        className={control}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message for the whole form: errors are alerts, confirmations polite. */
export function FormMessage({ error, success }: { error?: string; success?: string }) {
  if (error) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-semibold text-red-800">
        {error}
      </p>
    );
  }
  return (
    <p
      role="status"
      className={success ? "rounded-md bg-brand-50 p-3 text-sm font-semibold text-brand-800" : "sr-only"}
    >
      {success ?? ""}
    </p>
  );
}

export const primaryButton =
  "inline-flex items-center justify-center rounded-md bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900 disabled:opacity-60";
/** A primary button for an action that removes or cannot be undone, in a confirmation dialog. */
export const dangerButton = `${primaryButton} bg-red-700 hover:bg-red-800`;
export const secondaryButton =
  "inline-flex items-center justify-center rounded-md border border-brand-800 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50";
