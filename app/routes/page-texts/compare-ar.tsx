import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { compareAr } from "../../i18n/locales/compare.ar.ts";

/**
 * The Arabic texts of the comparison (its rows' names come with the detail blocks' texts): a layout of its own, so
 * the detail pages do not download them, nor the favourites page with which it shares them (app/i18n/i18n.tsx).
 */
export default pageTextsLayout("ar", { compare: compareAr });
