import type { ReactNode } from "react";
import type { ListingInput } from "../../../domain/admin/listing-editor.ts";
import type { Language } from "../../../domain/language.ts";
import type { ListingKind } from "../../../domain/listing.ts";

/** The server's message for each refused field, keyed by the field's path (`lots.1.titleEn`). */
export type Errors = Record<string, string>;
export type Patch = (change: Partial<ListingInput>) => void;

/** What every section of the editor is given: the listing being edited and how to change it. */
export interface SectionProps {
  kind: ListingKind;
  value: ListingInput;
  patch: Patch;
  errors: Errors;
  language: Language;
}

export const numberOrNull = (text: string) => (text.trim() === "" || Number.isNaN(Number(text)) ? null : Number(text));
export const textOrNull = (text: string) => (text === "" ? null : text);

export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <fieldset id={id} className="grid min-w-0 gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2">
      <legend className="float-start mb-1 w-full text-lg font-bold text-ink-900 sm:col-span-2">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A field in one language: its text runs in that language's direction. */
export function inLanguage(language: Language) {
  return { dir: language === "ar" ? "rtl" : "ltr", lang: language } as const;
}
