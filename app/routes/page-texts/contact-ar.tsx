import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { contactPageAr } from "../../i18n/locales/contact-page.ar.ts";

/** The Arabic texts of the contact page (app/i18n/i18n.tsx); its enquiry form brings its own (enquiry-form-on-intent.tsx). */
export default pageTextsLayout("ar", { contactPage: contactPageAr });
