import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { alertsPageEn } from "../../i18n/locales/alerts.en.ts";

/** The English texts of the search alerts' pages (app/i18n/i18n.tsx). */
export default pageTextsLayout("en", { alertsPage: alertsPageEn });
