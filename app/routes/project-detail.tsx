import { ListingDetailPage } from "../components/detail/listing-detail-page.tsx";
import { fetchListingDetail, loadListingDetail } from "../lib/listing-detail-data.ts";
import type { Route } from "./+types/project-detail";

export function loader({ params, url, context }: Route.LoaderArgs) {
  return loadListingDetail("project", params.id, url, context);
}

export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return fetchListingDetail("project", params.id, request);
}

export default function ProjectDetailPage({ loaderData }: Route.ComponentProps) {
  return <ListingDetailPage data={loaderData} />;
}
