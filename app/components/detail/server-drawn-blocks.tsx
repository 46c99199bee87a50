import "../../i18n/detail-block-texts.ts";

/**
 * The parts of a detail page that keep the server's HTML when the page hydrates (app/lib/server-island.tsx):
 * their code and texts come in this one file when the browser has to draw them.
 */
export { ListingVideo } from "../gallery/listing-video.tsx";
export { LocationMapPanel } from "../map/location-map-panel.tsx";
export { PageBanner } from "../page-banner.tsx";
export { ShareLinks } from "../share-links.tsx";
export { AddToCalendar } from "./add-to-calendar.tsx";
export { AdvertisingBlock } from "./advertising-block.tsx";
export { AuctionEstates } from "./auction-estates.tsx";
export { BoundariesBlock } from "./boundaries-block.tsx";
export { DetailsBlock } from "./details-block.tsx";
export { FacadeBlock } from "./facade-block.tsx";
export { FeatureList } from "./feature-list.tsx";
export { FinanceSection } from "./finance-section.tsx";
export { ListingDates } from "./listing-dates.tsx";
export { ListingFiles } from "./listing-files.tsx";
export { RichDescription } from "./rich-description.tsx";
