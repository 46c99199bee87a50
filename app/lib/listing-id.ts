import { data } from "react-router";

/** A listing id from the URL: a positive integer, or the 404 page. */
export function parseListingId(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
}
