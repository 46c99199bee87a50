import { ListingDetailPage } from "../components/detail/listing-detail-page.tsx";
import { fetchListingDetail, loadListingDetail } from "../lib/listing-detail-data.ts";
import type { Route } from "./+types/property-detail";

export function loader({ params, url, context }: Route.LoaderArgs) {
  return loadListingDetail("property", params.id, url, context);
}

export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return fetchListingDetail("property", params.id, request);
}

export default function PropertyDetailPage({ loaderData }: Route.ComponentProps) {
  return <ListingDetailPage data={loaderData} />;
}
