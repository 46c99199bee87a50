import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { mapEn } from "../../i18n/locales/map.en.ts";

/**
 * The English texts of the map page (app/i18n/i18n.tsx). Its info window's words from the detail pages come with the
 * window's code when a pin is first pressed (app/i18n/info-window-texts.ts).
 */
export default pageTextsLayout("en", { map: mapEn });
