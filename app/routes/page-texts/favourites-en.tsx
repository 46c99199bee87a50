import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { compareEn } from "../../i18n/locales/compare.en.ts";
import { favouritesPageEn } from "../../i18n/locales/favourites-page.en.ts";

/** The English texts of the favourites page and its choice of listings to compare (app/i18n/i18n.tsx). */
export default pageTextsLayout("en", { favouritesPage: favouritesPageEn, compare: compareEn });
