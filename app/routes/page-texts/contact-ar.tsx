import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { contactPageAr } from "../../i18n/locales/contact-page.ar.ts";
import { enquiryAr } from "../../i18n/locales/enquiry.ar.ts";

/** The Arabic texts of the contact page and of its enquiry form (app/i18n/i18n.tsx, enquiry-texts.ts). */
export default pageTextsLayout("ar", { contactPage: contactPageAr, enquiry: enquiryAr });
