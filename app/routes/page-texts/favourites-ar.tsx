import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { compareAr } from "../../i18n/locales/compare.ar.ts";
import { favouritesPageAr } from "../../i18n/locales/favourites-page.ar.ts";

/** The Arabic texts of the favourites page and its choice of listings to compare (app/i18n/i18n.tsx). */
export default pageTextsLayout("ar", { favouritesPage: favouritesPageAr, compare: compareAr });
