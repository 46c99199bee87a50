import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { enquiryEn } from "../../i18n/locales/enquiry.en.ts";
import { reportEn } from "../../i18n/locales/report.en.ts";

/** The texts of the "Report this ad" page and of its form (app/routes/report.tsx). */
export default pageTextsLayout("en", { report: reportEn, enquiry: enquiryEn });
