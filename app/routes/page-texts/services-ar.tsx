import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { servicesPageAr } from "../../i18n/locales/services-page.ar.ts";

/** The Arabic texts of the services page, which no other page downloads (app/i18n/i18n.tsx). */
export default pageTextsLayout("ar", { servicesPage: servicesPageAr });
