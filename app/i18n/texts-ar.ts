import { registerTexts } from "./i18n.ts";
import ar from "./locales/ar.ts";

registerTexts("ar", ar);
