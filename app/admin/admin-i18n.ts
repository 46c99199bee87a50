import type { Language } from "../../domain/language.ts";
import { createTranslator, type TextKey, type Translate } from "../i18n/translate.ts";
import { useAdminLanguage } from "./admin-context.ts";
import ar, { type AdminResources } from "./locales/admin.ar.ts";
import en from "./locales/admin.en.ts";

/**
 * The back office's texts, in their own files: a module that both the root (public) and the admin routes import
 * is split by the bundler into a chunk of its own, so one shared text file would add to every public page's
 * first load (docs/decisions/017-back-office.md). They go through the public site's translator
 * (app/i18n/translate.ts), so they read and are checked like the public ones.
 */
export type AdminKey = TextKey<AdminResources>;
export type AdminT = Translate<AdminKey>;

const resources: Record<Language, AdminResources> = { ar, en };
const translators = new Map<Language, AdminT>();

export function adminT(language: Language): AdminT {
  let translate = translators.get(language);
  if (!translate) {
    translate = createTranslator(language, resources[language]);
    translators.set(language, translate);
  }
  return translate;
}

/** The back office's `t` in the language of the page. */
export function useAdminT(): AdminT {
  return adminT(useAdminLanguage());
}
