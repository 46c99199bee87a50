import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { mapEn } from "../../i18n/locales/map.en.ts";

/** The English texts of the map page, its info window's among them (app/i18n/i18n.tsx). */
export default pageTextsLayout("en", { map: mapEn });
