import { registerTexts } from "./i18n.tsx";
import ar from "./locales/ar.ts";

registerTexts("ar", ar);
