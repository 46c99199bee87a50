import { type ComponentProps, Fragment, type ReactNode } from "react";
import type { Language } from "../../../domain/language.ts";
import { useAdminT } from "../admin-i18n.ts";
import { TextAreaField as TextArea } from "../form-fields.tsx";

/** Arabic first. Not domain/language.ts's `languages`: importing it here kept it in the public pages' shared code. */
const columns: readonly Language[] = ["ar", "en"];

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

/** One language's column of a block: a fieldset named after its language, its fields written in it. */
export function LanguageColumn({ language, children }: { language: Language; children: ReactNode }) {
  const t = useAdminT();
  return (
    <fieldset className="grid min-w-0 content-start gap-3" data-language={language}>
      <legend className="mb-1 text-base font-bold text-brand-800">
        {t(language === "ar" ? "companyPages.arabic" : "companyPages.english")}
      </legend>
      {children}
    </fieldset>
  );
}

/** The attributes of a field written in `language`. */
export function inLanguage(language: Language) {
  return { dir: language === "ar" ? "rtl" : "ltr", lang: language } as const;
}

/** A multi-line plain text written in `language` (the back office's text area, in that language's direction). */
export function TextAreaField({
  language,
  ...field
}: Omit<ComponentProps<typeof TextArea>, "dir" | "lang"> & { language: Language }) {
  return <TextArea {...field} {...inLanguage(language)} />;
}

/** A block of a page: a white card with its heading. `block`: a name for tests and links (`data-block`). */
export function PageBlock({ block, title, children }: { block: string; title: string; children: ReactNode }) {
  const id = `block-${block}`;
  return (
    <section className="grid gap-3 rounded-xl bg-white p-4 shadow-sm" aria-labelledby={id} data-block={block}>
      <h2 id={id} className="text-lg font-bold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
