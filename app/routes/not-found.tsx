import { data } from "react-router";

/** Any path outside the route table: the root error boundary shows the 404 page with status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
