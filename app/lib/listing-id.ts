import { data } from "react-router";
import { parseRowId } from "../../domain/ids.ts";

/** A listing id from the URL: a number a row can have (domain/ids.ts), or the 404 page. */
export function parseListingId(raw: string | undefined): number {
  const id = parseRowId(raw);
  if (id === undefined) throw data(null, { status: 404 });
  return id;
}
