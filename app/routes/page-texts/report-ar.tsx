import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { enquiryAr } from "../../i18n/locales/enquiry.ar.ts";
import { reportAr } from "../../i18n/locales/report.ar.ts";

/** The texts of the "Report this ad" page and of its form (app/routes/report.tsx). */
export default pageTextsLayout("ar", { report: reportAr, enquiry: enquiryAr });
