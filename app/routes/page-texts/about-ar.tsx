import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { aboutAr } from "../../i18n/locales/about.ar.ts";

/** The Arabic texts of the about page, which no other page downloads (app/i18n/i18n.tsx). */
export default pageTextsLayout("ar", { about: aboutAr });
