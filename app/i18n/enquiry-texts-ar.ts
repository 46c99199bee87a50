import { registerTexts } from "./i18n.tsx";
import { enquiryAr } from "./locales/enquiry.ar.ts";

registerTexts("ar", { enquiry: enquiryAr });
