import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { detailAr } from "../../i18n/locales/detail.ar.ts";
import { detailBlocksAr } from "../../i18n/locales/detail-blocks.ar.ts";
import { featuresAr } from "../../i18n/locales/features.ar.ts";
import { interestAr } from "../../i18n/locales/interest.ar.ts";
import { locationMapAr } from "../../i18n/locales/location-map.ar.ts";

/**
 * The Arabic texts of the detail pages (their location map's among them, apart from the map page's), their brochures and the comparison, which no
 * other page downloads (app/i18n/i18n.tsx). The enquiry form's come with the Register Interest dialog (app/i18n/enquiry-texts.ts).
 */
export default pageTextsLayout("ar", {
  detail: detailAr,
  features: featuresAr,
  detailBlocks: detailBlocksAr,
  interest: interestAr,
  locationMap: locationMapAr,
});
