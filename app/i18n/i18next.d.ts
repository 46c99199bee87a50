import "i18next";
import type { Resources } from "./locales/ar.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    resources: { translation: Resources };
    returnNull: false;
  }
}
