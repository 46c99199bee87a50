import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { aboutEn } from "../../i18n/locales/about.en.ts";

/** The English texts of the about page, which no other page downloads (app/i18n/i18n.tsx). */
export default pageTextsLayout("en", { about: aboutEn });
