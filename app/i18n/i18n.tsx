import { createContext, type ReactNode, useContext } from "react";
import { Outlet } from "react-router";
import type { Language } from "../../domain/language.ts";
import type { Resources } from "./locales/ar.ts";
import { flatten, type TextKey, type TextTree, type Translate, translatorOver } from "./translate.ts";

export type TextKeys = TextKey<Resources>;
/** The public site's `t`: a key of the texts (typed), values for `{{name}}` and `count` for plurals. */
export type TFunction = Translate<TextKeys>;

interface Texts {
  language: Language;
  texts: Resources;
  t: TFunction;
}

/**
 * A page carries its own language's texts only, and of those only what it uses (docs/decisions/020-first-load.md):
 * each language's layout route (app/routes/language-ar.tsx, language-en.tsx) registers the texts every page may
 * need (locales/core.ar.ts), and a page's own texts come with a layout of their own (app/routes/page-texts/).
 * Registration adds to one tree and one `t` per language, in whatever order the modules run; the server has them all.
 */
const registered: Partial<Record<Language, Texts & { byKey: Map<string, string> }>> = {};

/** Texts to add: whole namespaces, or parts of one whose other parts come in another module. */
export type TextsToAdd = { [Namespace in keyof Resources]?: Partial<Resources[Namespace]> };

export function registerTexts(language: Language, texts: TextsToAdd): void {
  let entry = registered[language];
  if (!entry) {
    const byKey = new Map<string, string>();
    entry = { language, texts: {} as Resources, byKey, t: translatorOver(language, byKey) };
    registered[language] = entry;
  }
  const trees = entry.texts as Record<string, TextTree>;
  for (const [namespace, tree] of Object.entries(texts) as [keyof Resources, TextTree][]) {
    trees[namespace] = { ...trees[namespace], ...tree };
    flatten(tree, `${namespace}.`, entry.byKey);
  }
}

export function textsFor(language: Language): Texts {
  const found = registered[language];
  if (!found) throw new Error(`The ${language} texts are not loaded`);
  return found;
}

/** Exported for the parts the server draws apart (app/lib/kept-on-server.tsx). */
export const TextsContext = createContext<Texts | null>(null);

export function TextsProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <TextsContext value={textsFor(language)}>{children}</TextsContext>;
}

function useTexts(): Texts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error("useTranslation needs a TextsProvider above it");
  return texts;
}

/** The page language's `t`, and its texts as a tree for the few places that list a group of them. */
export function useTranslation(): Pick<Texts, "t" | "texts"> {
  return useTexts();
}

/**
 * A pathless layout route that brings a group of pages' own texts (app/routes/page-texts/): they are registered when
 * its module runs, which React Router does before it renders the pages below, on the first load as on a navigation.
 */
export function pageTextsLayout(language: Language, texts: TextsToAdd) {
  registerTexts(language, texts);
  return function PageTexts() {
    return <Outlet />;
  };
}
