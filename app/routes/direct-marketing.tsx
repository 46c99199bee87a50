import { ListingsPage } from "../components/listings/listings-page.tsx";
import { fetchListingsPage, loadListingsPage } from "../lib/listings-page-data.ts";
import type { Route } from "./+types/direct-marketing";

export function loader({ request, url, context }: Route.LoaderArgs) {
  return loadListingsPage("project", url, request, context);
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetchListingsPage("project", request);
}

export default function DirectMarketingPage({ loaderData }: Route.ComponentProps) {
  return <ListingsPage data={loaderData} />;
}
