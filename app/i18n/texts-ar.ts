import { registerTexts } from "./i18n.tsx";
import { coreAr } from "./locales/core.ar.ts";

registerTexts("ar", coreAr);
