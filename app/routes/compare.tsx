import { maxCompared } from "../../domain/compare.ts";
import { parseListingRefs } from "../../domain/listing-ref.ts";
import { languageOfPath } from "../../domain/localized-path.ts";
import { ComparePage } from "../components/compare/compare-page.tsx";
import { servicesContext } from "../lib/load-context.ts";
import type { Route } from "./+types/compare";

/**
 * /compare?ids=project-1,project-2: up to four listings of one kind side by side (docs/decisions/024-visitor-tools.md). The address is the
 * whole comparison, so it can be shared; listings no longer published are left out.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const refs = parseListingRefs(url.searchParams.get("ids"));
  const kind = refs[0]?.kind;
  const chosen = refs.filter((ref) => ref.kind === kind).slice(0, maxCompared);
  const services = context.get(servicesContext);
  const language = languageOfPath(url.pathname);
  const listings = await Promise.all(chosen.map((ref) => services.getListing(ref.kind, ref.id, language)));
  return { kind: kind ?? null, listings: listings.flatMap((listing) => (listing ? [listing] : [])) };
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage kind={loaderData.kind} listings={loaderData.listings} />;
}
