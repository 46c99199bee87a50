import { registerTexts } from "./i18n.tsx";
import { detailBlocksAr } from "./locales/detail-blocks.ar.ts";
import { detailBlocksEn } from "./locales/detail-blocks.en.ts";
import { detailPartsAr } from "./locales/detail-parts.ar.ts";
import { detailPartsEn } from "./locales/detail-parts.en.ts";
import { featuresAr } from "./locales/features.ar.ts";
import { featuresEn } from "./locales/features.en.ts";
import { locationMapAr } from "./locales/location-map.ar.ts";
import { locationMapEn } from "./locales/location-map.en.ts";

/**
 * The texts of a listing's blocks (its details, finance estimate, features, facade, dates, boundaries, advertising
 * data, lots and location map), in both languages. A detail page keeps those blocks as the server drew them
 * (app/lib/server-island.tsx), so its first load goes without them; they come with the blocks' code when the
 * browser draws the blocks, and with the brochure and the comparison, which draw them always. A module that only runs (see app/i18n/enquiry-texts.ts).
 */
registerTexts("ar", {
  detail: detailPartsAr,
  detailBlocks: detailBlocksAr,
  features: featuresAr,
  locationMap: locationMapAr,
});
registerTexts("en", {
  detail: detailPartsEn,
  detailBlocks: detailBlocksEn,
  features: featuresEn,
  locationMap: locationMapEn,
});
