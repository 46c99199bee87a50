import { registerTexts } from "./i18n.tsx";
import { coreEn } from "./locales/core.en.ts";

registerTexts("en", coreEn);
