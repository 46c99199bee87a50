// The enquiry form's texts through the module its other pages load on demand, not its locale file: shared by one
// more route, that file would join the chunk every page loads (vite.config.ts, "common").
import "../../i18n/enquiry-texts-en.ts";
import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { reportEn } from "../../i18n/locales/report.en.ts";

/** The texts of the "Report this ad" page (app/routes/report.tsx); its form's come with the import above. */
export default pageTextsLayout("en", { report: reportEn });
