import { type ReactNode, Suspense } from "react";

/**
 * A part of the page that React hydrates on its own, after the rest (docs/decisions/020-first-load.md):
 * the server marks a Suspense boundary in the HTML, and React leaves its content as server HTML while it
 * hydrates the page, then hydrates each boundary in its own low-priority work, in slices that let the
 * browser paint and take input, and commits each one separately. Nothing here ever suspends: the content
 * is in the page. A click or key press inside a boundary not yet hydrated makes React hydrate that
 * boundary at once and replay the event. Wrapped: the listing cards, the home page's sections, the detail
 * page's blocks under the summary, the header's menus and the footer.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
