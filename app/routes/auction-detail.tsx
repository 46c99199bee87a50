import { ListingDetailPage } from "../components/detail/listing-detail-page.tsx";
import { fetchListingDetail, loadListingDetail } from "../lib/listing-detail-data.ts";
import type { Route } from "./+types/auction-detail";

export function loader({ params, url, context }: Route.LoaderArgs) {
  return loadListingDetail("auction", params.id, url, context);
}

export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return fetchListingDetail("auction", params.id, request);
}

export default function AuctionDetailPage({ loaderData }: Route.ComponentProps) {
  return <ListingDetailPage data={loaderData} />;
}
