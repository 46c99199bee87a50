import { ListingsPage } from "../components/listings/listings-page.tsx";
import { fetchListingsPage, loadListingsPage } from "../lib/listings-page-data.ts";
import type { Route } from "./+types/auctions";

export function loader({ request, url, context }: Route.LoaderArgs) {
  return loadListingsPage("auction", url, request, context);
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetchListingsPage("auction", request);
}

export default function AuctionsPage({ loaderData }: Route.ComponentProps) {
  return <ListingsPage data={loaderData} />;
}
