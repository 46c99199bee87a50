import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import type { Language } from "../../domain/language.ts";
import type { Resources } from "./locales/ar.ts";

const memoLimit = 5000;

/**
 * i18next resolves keys, plurals and interpolation anew on every call, which was a fifth
 * of the server's time on a list page. Texts are fixed per language, so results are
 * remembered (for string keys with plain options; anything else goes straight through).
 */
function memoizeTranslations(instance: I18n): void {
  const getFixedT = instance.getFixedT.bind(instance);
  const memo = new Map<string, string>();
  instance.getFixedT = ((...args: Parameters<I18n["getFixedT"]>) => {
    const fixed = getFixedT(...args);
    const translate = fixed as unknown as (key: unknown, options?: unknown) => string;
    const [, namespace, keyPrefix] = args;
    if (keyPrefix || (namespace && namespace !== "translation")) return fixed;
    const remembered = ((key: unknown, options?: unknown) => {
      const plain =
        typeof key === "string" &&
        (options === undefined ||
          (typeof options === "object" &&
            options !== null &&
            Object.values(options).every((value) => value === null || typeof value !== "object")));
      if (!plain) return translate(key, options);
      const memoKey = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
      let text = memo.get(memoKey);
      if (text === undefined) {
        text = translate(key, options);
        if (memo.size >= memoLimit) memo.clear();
        memo.set(memoKey, text);
      }
      return text;
    }) as unknown as TFunction;
    const { lng, lngs, ns } = fixed as unknown as Record<string, unknown>;
    return Object.assign(remembered, {
      lng,
      lngs,
      ns,
      keyPrefix: (fixed as unknown as Record<string, unknown>).keyPrefix,
    });
  }) as I18n["getFixedT"];
}

function createI18n(language: Language, resources: Resources): I18n {
  const instance = createInstance({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: resources } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  void instance.init();
  memoizeTranslations(instance);
  return instance;
}

/**
 * A page carries its own language's texts only (docs/decisions/020-first-load.md): each language's
 * layout route (app/routes/language-ar.tsx, language-en.tsx) imports them and registers them here
 * before anything renders; the server bundles both.
 */
const instances: Partial<Record<Language, I18n>> = {};

export function registerTexts(language: Language, resources: Resources): void {
  instances[language] ??= createI18n(language, resources);
}

export function i18nFor(language: Language): I18n {
  const instance = instances[language];
  if (!instance) throw new Error(`The ${language} texts are not loaded`);
  return instance;
}
