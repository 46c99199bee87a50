import { createContext, type ReactNode, useContext } from "react";
import type { Language } from "../../domain/language.ts";
import type { Resources } from "./locales/ar.ts";
import { createTranslator, type TextKey, type Translate } from "./translate.ts";

export type TextKeys = TextKey<Resources>;
/** The public site's `t`: a key of the texts (typed), values for `{{name}}` and `count` for plurals. */
export type TFunction = Translate<TextKeys>;

interface Texts {
  language: Language;
  texts: Resources;
  t: TFunction;
}

/**
 * A page carries its own language's texts only (docs/decisions/020-first-load.md): each language's
 * layout route (app/routes/language-ar.tsx, language-en.tsx) imports them and registers them here
 * before anything renders; the server bundles both.
 */
const registered: Partial<Record<Language, Texts>> = {};

export function registerTexts(language: Language, texts: Resources): void {
  registered[language] ??= { language, texts, t: createTranslator(language, texts) };
}

export function textsFor(language: Language): Texts {
  const found = registered[language];
  if (!found) throw new Error(`The ${language} texts are not loaded`);
  return found;
}

const TextsContext = createContext<Texts | null>(null);

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
