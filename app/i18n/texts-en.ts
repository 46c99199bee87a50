import { registerTexts } from "./i18n.ts";
import en from "./locales/en.ts";

registerTexts("en", en);
