import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { servicesPageEn } from "../../i18n/locales/services-page.en.ts";

/** The English texts of the services page, which no other page downloads (app/i18n/i18n.tsx). */
export default pageTextsLayout("en", { servicesPage: servicesPageEn });
