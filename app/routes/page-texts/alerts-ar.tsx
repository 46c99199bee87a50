import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { alertsPageAr } from "../../i18n/locales/alerts.ar.ts";

/** The Arabic texts of the search alerts' pages (app/i18n/i18n.tsx). */
export default pageTextsLayout("ar", { alertsPage: alertsPageAr });
