import { pageTextsLayout } from "../../i18n/i18n.tsx";
import { detailEn } from "../../i18n/locales/detail.en.ts";
import { detailBlocksEn } from "../../i18n/locales/detail-blocks.en.ts";
import { enquiryEn } from "../../i18n/locales/enquiry.en.ts";
import { featuresEn } from "../../i18n/locales/features.en.ts";
import { interestEn } from "../../i18n/locales/interest.en.ts";
import { mapEn } from "../../i18n/locales/map.en.ts";

/** The English texts of the detail pages, their brochures, the map and the comparison, which no other page downloads (app/i18n/i18n.tsx). */
export default pageTextsLayout("en", {
  detail: detailEn,
  features: featuresEn,
  detailBlocks: detailBlocksEn,
  interest: interestEn,
  enquiry: enquiryEn,
  map: mapEn,
});
