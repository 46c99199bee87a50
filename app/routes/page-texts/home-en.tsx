import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { homeEn } from "../../i18n/locales/home.en.ts";

/** The English texts of the home page, which no other page downloads (app/i18n/i18n.tsx). */
export default pageTextsLayout("en", { home: homeEn });
