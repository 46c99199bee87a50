import type { Language } from "../../domain/language.ts";
import { useAdminLanguage } from "./admin-context.ts";
import ar, { type AdminResources } from "./locales/admin.ar.ts";
import en from "./locales/admin.en.ts";

/**
 * The back office's texts. Not through i18next: a module that both the root (public) and the admin routes import
 * is split by the bundler into a chunk of its own, so using i18next here would have added chunks to every public
 * page's first load (docs/decisions/017-back-office.md). The locale files keep i18next's shape (nested keys,
 * `_zero`…`_other` plural suffixes, `{{name}}` values), so they read and are checked like the public ones.
 */
type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<K> = K extends `${infer Base}_${"zero" | "one" | "two" | "few" | "many" | "other"}` ? Base : K;
export type AdminKey = WithoutPlural<Leaves<AdminResources>>;
export type AdminT = (key: AdminKey, values?: Record<string, string | number>) => string;

const resources: Record<Language, AdminResources> = { ar, en };

function lookup(texts: AdminResources, key: string): string | undefined {
  let node: unknown = texts;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? node : undefined;
}

const translators = new Map<Language, AdminT>();

export function adminT(language: Language): AdminT {
  let translate = translators.get(language);
  if (!translate) {
    const texts = resources[language];
    const plural = new Intl.PluralRules(language);
    translate = (key, values = {}) => {
      const count = values.count;
      const text =
        (typeof count === "number"
          ? (lookup(texts, `${key}_${plural.select(count)}`) ?? lookup(texts, `${key}_other`))
          : undefined) ??
        lookup(texts, key) ??
        key;
      return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
    };
    translators.set(language, translate);
  }
  return translate;
}

/** The back office's `t` in the language of the page. */
export function useAdminT(): AdminT {
  return adminT(useAdminLanguage());
}
