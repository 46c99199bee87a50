import { aboutEn } from "./about.en.ts";
import { alertsPageEn } from "./alerts.en.ts";
import type { Resources } from "./ar.ts";
import { compareEn } from "./compare.en.ts";
import { contactPageEn } from "./contact-page.en.ts";
import { coreEn } from "./core.en.ts";
import { detailPageEn } from "./detail.en.ts";
import { detailBlocksEn } from "./detail-blocks.en.ts";
import { detailPartsEn } from "./detail-parts.en.ts";
import { enquiryEn } from "./enquiry.en.ts";
import { favouritesPageEn } from "./favourites-page.en.ts";
import { featuresEn } from "./features.en.ts";
import { homeEn } from "./home.en.ts";
import { interestEn } from "./interest.en.ts";
import { listFiltersEn } from "./list-filters.en.ts";
import { locationMapEn } from "./location-map.en.ts";
import { mapEn } from "./map.en.ts";
import { mapAreaEn } from "./map-area.en.ts";
import { reportEn } from "./report.en.ts";
import { servicesPageEn } from "./services-page.en.ts";

const en: Resources = {
  ...coreEn,
  detail: { ...detailPageEn, ...detailPartsEn },
  features: featuresEn,
  detailBlocks: detailBlocksEn,
  home: homeEn,
  servicesPage: servicesPageEn,
  about: aboutEn,
  enquiry: enquiryEn,
  contactPage: contactPageEn,
  interest: interestEn,
  map: mapEn,
  locationMap: locationMapEn,
  listFilters: listFiltersEn,
  compare: compareEn,
  favouritesPage: favouritesPageEn,
  alertsPage: alertsPageEn,
  report: reportEn,
  mapArea: mapAreaEn,
};

export default en;
