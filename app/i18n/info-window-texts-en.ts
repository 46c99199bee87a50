import { registerTexts } from "./i18n.tsx";
import { detailEn } from "./locales/detail.en.ts";

registerTexts("en", { detail: detailEn });
