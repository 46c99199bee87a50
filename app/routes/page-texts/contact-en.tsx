import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { contactPageEn } from "../../i18n/locales/contact-page.en.ts";

/** The English texts of the contact page (app/i18n/i18n.tsx); its enquiry form brings its own (enquiry-form-on-intent.tsx). */
export default pageTextsLayout("en", { contactPage: contactPageEn });
