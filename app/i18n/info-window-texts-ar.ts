import { registerTexts } from "./i18n.tsx";
import { detailAr } from "./locales/detail.ar.ts";

registerTexts("ar", { detail: detailAr });
