import { createInstance, type i18n as I18n } from "i18next";
import type { Language } from "../../domain/language.ts";
import ar from "./locales/ar.ts";
import en from "./locales/en.ts";

// Both languages ship with the app: a few kilobytes, and no extra round trip before hydration.
function createI18n(language: Language, resources: typeof ar): I18n {
  const instance = createInstance({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: resources } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  void instance.init();
  return instance;
}

const instances: Record<Language, I18n> = { ar: createI18n("ar", ar), en: createI18n("en", en) };

export function i18nFor(language: Language): I18n {
  return instances[language];
}
