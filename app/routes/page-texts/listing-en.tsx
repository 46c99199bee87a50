import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { detailPageEn } from "../../i18n/locales/detail.en.ts";
import { interestEn } from "../../i18n/locales/interest.en.ts";

/**
 * The English texts of the detail pages and their brochures, which no
 * other page downloads (app/i18n/i18n.tsx). The enquiry form's come with the Register Interest dialog (app/i18n/enquiry-texts.ts),
 * and those of a listing's blocks and location map with their code (app/i18n/detail-block-texts.ts).
 */
export default pageTextsLayout("en", {
  detail: detailPageEn,
  interest: interestEn,
});
