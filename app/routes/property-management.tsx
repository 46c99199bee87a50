import { ListingsPage } from "../components/listings/listings-page.tsx";
import { fetchListingsPage, loadListingsPage } from "../lib/listings-page-data.ts";
import type { Route } from "./+types/property-management";

export function loader({ request, url, context }: Route.LoaderArgs) {
  return loadListingsPage("property", url, request, context);
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetchListingsPage("property", request);
}

export default function PropertyManagementPage({ loaderData }: Route.ComponentProps) {
  return <ListingsPage data={loaderData} />;
}
