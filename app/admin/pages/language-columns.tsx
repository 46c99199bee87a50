import { Fragment, type ReactNode } from "react";
import type { Language } from "../../../domain/language.ts";

/** Arabic first. Not domain/language.ts's `languages`: importing it here kept it in the public pages' shared code. */
const columns: readonly Language[] = ["ar", "en"];

/** A multi-line text box's classes, as the form fields draw theirs. */
export const textArea =
  "mt-1 block w-full rounded-md border border-ink-500/40 bg-white px-3 py-2 text-ink-900 focus:border-brand-700";

/** A block's fields in Arabic and English side by side (one above the other on a phone). */
export function LanguageColumns({ children }: { children: (language: Language) => ReactNode }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {columns.map((language) => (
        <Fragment key={language}>{children(language)}</Fragment>
      ))}
    </div>
  );
}
