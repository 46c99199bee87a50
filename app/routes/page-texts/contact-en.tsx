import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { contactPageEn } from "../../i18n/locales/contact-page.en.ts";
import { enquiryEn } from "../../i18n/locales/enquiry.en.ts";

/** The English texts of the contact page, which no other page downloads (app/i18n/i18n.tsx). */
export default pageTextsLayout("en", { contactPage: contactPageEn, enquiry: enquiryEn });
