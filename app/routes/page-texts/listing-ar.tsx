import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { detailPageAr } from "../../i18n/locales/detail.ar.ts";
import { interestAr } from "../../i18n/locales/interest.ar.ts";

/**
 * The Arabic texts of the detail pages and their brochures, which no
 * other page downloads (app/i18n/i18n.tsx). The enquiry form's come with the Register Interest dialog (app/i18n/enquiry-texts.ts),
 * and those of a listing's blocks and location map with their code (app/i18n/detail-block-texts.ts).
 */
export default pageTextsLayout("ar", {
  detail: detailPageAr,
  interest: interestAr,
});
