import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { detailEn } from "../../i18n/locales/detail.en.ts";
import { detailBlocksEn } from "../../i18n/locales/detail-blocks.en.ts";
import { featuresEn } from "../../i18n/locales/features.en.ts";
import { interestEn } from "../../i18n/locales/interest.en.ts";
import { locationMapEn } from "../../i18n/locales/location-map.en.ts";

/**
 * The English texts of the detail pages (their location map's among them, apart from the map page's), their brochures and the comparison, which no
 * other page downloads (app/i18n/i18n.tsx). The enquiry form's come with the Register Interest dialog (app/i18n/enquiry-texts.ts).
 */
export default pageTextsLayout("en", {
  detail: detailEn,
  features: featuresEn,
  detailBlocks: detailBlocksEn,
  interest: interestEn,
  locationMap: locationMapEn,
});
