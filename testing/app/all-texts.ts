import { registerTexts } from "../../app/i18n/i18n.tsx";
import ar from "../../app/i18n/locales/ar.ts";
import en from "../../app/i18n/locales/en.ts";

// Every text of both languages, as the server has them (a browser loads them page by page).
registerTexts("ar", ar);
registerTexts("en", en);
