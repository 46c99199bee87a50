import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { homeAr } from "../../i18n/locales/home.ar.ts";

/** The Arabic texts of the home page, which no other page downloads (app/i18n/i18n.tsx). */
export default pageTextsLayout("ar", { home: homeAr });
