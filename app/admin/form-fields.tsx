import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { useId } from "react";

const control =
  "mt-1 block w-full rounded-md border border-ink-500/40 bg-white px-3 py-2 text-ink-900 focus:border-brand-700";

/** A labelled input with its error read out with it (aria-describedby). */
export function TextField({
  label,
  error,
  hint,
  ...input
}: { label: string; error?: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const described = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <input
        id={id}
        className={control}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
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
export const secondaryButton =
  "inline-flex items-center justify-center rounded-md border border-brand-800 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50";
