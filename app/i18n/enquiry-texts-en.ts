import { registerTexts } from "./i18n.tsx";
import { enquiryEn } from "./locales/enquiry.en.ts";

registerTexts("en", { enquiry: enquiryEn });
