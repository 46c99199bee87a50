import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { contactPageEn } from "../../i18n/locales/contact-page.en.ts";
import { enquiryEn } from "../../i18n/locales/enquiry.en.ts";

/** The English texts of the contact page and of its enquiry form (app/i18n/i18n.tsx, enquiry-texts.ts). */
export default pageTextsLayout("en", { contactPage: contactPageEn, enquiry: enquiryEn });
