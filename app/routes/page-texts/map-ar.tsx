import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { mapAr } from "../../i18n/locales/map.ar.ts";

/** The Arabic texts of the map page, its info window's among them (app/i18n/i18n.tsx). */
export default pageTextsLayout("ar", { map: mapAr });
