import { parseListingRefs } from "../../domain/listing-ref.ts";
import { languageOfPath } from "../../domain/localized-path.ts";
import { FavouritesPage } from "../components/favourites/favourites-page.tsx";
import { servicesContext } from "../lib/load-context.ts";
import type { Route } from "./+types/favourites";

/**
 * /favourites: this browser's favourites (read in the browser), or, with `?ids=`, a list someone shared, which
 * the server renders so that the link opens complete on any phone.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const refs = parseListingRefs(url.searchParams.get("ids"));
  if (refs.length === 0) return { shared: null };
  const listings = await context.get(servicesContext).listingsByRefs(refs, languageOfPath(url.pathname));
  return { shared: { refs, listings } };
}

export default function Favourites({ loaderData }: Route.ComponentProps) {
  return <FavouritesPage shared={loaderData.shared} />;
}
