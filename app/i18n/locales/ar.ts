import { aboutAr } from "./about.ar.ts";
import { alertsPageAr } from "./alerts.ar.ts";
import { compareAr } from "./compare.ar.ts";
import { contactPageAr } from "./contact-page.ar.ts";
import { coreAr } from "./core.ar.ts";
import { detailPageAr } from "./detail.ar.ts";
import { detailBlocksAr } from "./detail-blocks.ar.ts";
import { detailPartsAr } from "./detail-parts.ar.ts";
import { enquiryAr } from "./enquiry.ar.ts";
import { favouritesPageAr } from "./favourites-page.ar.ts";
import { featuresAr } from "./features.ar.ts";
import { homeAr } from "./home.ar.ts";
import { interestAr } from "./interest.ar.ts";
import { listFiltersAr } from "./list-filters.ar.ts";
import { locationMapAr } from "./location-map.ar.ts";
import { mapAr } from "./map.ar.ts";
import { mapAreaAr } from "./map-area.ar.ts";
import { reportAr } from "./report.ar.ts";
import { servicesPageAr } from "./services-page.ar.ts";

/** Every public text in Arabic, the reference shape; pages load them in parts (core.ar.ts says how). */
const ar = {
  ...coreAr,
  detail: { ...detailPageAr, ...detailPartsAr },
  features: featuresAr,
  detailBlocks: detailBlocksAr,
  home: homeAr,
  servicesPage: servicesPageAr,
  about: aboutAr,
  enquiry: enquiryAr,
  contactPage: contactPageAr,
  interest: interestAr,
  map: mapAr,
  locationMap: locationMapAr,
  listFilters: listFiltersAr,
  compare: compareAr,
  favouritesPage: favouritesPageAr,
  alertsPage: alertsPageAr,
  report: reportAr,
  mapArea: mapAreaAr,
};

/** The shape every language must fill: Arabic is the reference, English is checked against it. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Resources = Widen<typeof ar>;
/** The texts of core.ar.ts, which the language layouts bring. */
export type CoreResources = Pick<Resources, keyof typeof coreAr>;

export default ar as Resources;
