import { registerTexts } from "./i18n.tsx";
import en from "./locales/en.ts";

registerTexts("en", en);
