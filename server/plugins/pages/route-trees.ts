import type { ServerBuild } from "react-router";

/**
 * Smaller route trees for the public pages (docs/decisions/034-lean-server.md, fourth round).
 *
 * React Router matches a path by trying its routes one branch after another, several times for each page (its
 * request handler, its static handler, and the manifest of the page's ancestor paths), and rebuilds every route's
 * object for each render. The app has ~100 branches, half of them the back office's, and each language's pages
 * twice; an Arabic page was tried against every English and back-office route first (they rank higher). A public
 * page is therefore rendered by a handler that knows only its language's public routes: the same build, with the
 * other routes left out.
 *
 * Which tree may answer is decided from the path alone, and only where the answer cannot differ: a path that could
 * reach a back-office route (one that mentions `admin` in any case), any percent-encoded path (React Router decodes
 * it before matching), one with an empty segment (`//en/…`: its ancestors drop it) and React Router's own endpoints
 * (`/__manifest`) go to the whole tree. Everything else under `/en` can match only the routes whose first segment
 * may be `en` (the English ones, and any parameter or splat at the top, such as the Arabic 404's `*`, which ranks
 * below the English one), and everything else only the routes whose first segment is not `en`. The page also tells
 * the browser the routes of its ancestor paths (React Router's lazy route discovery), and every path's first
 * ancestor is `/`: both trees keep the (Arabic) home page's routes, so that list is the same as the whole app's
 * (without it, an English page's switch to Arabic found no Arabic layout).
 */
export type RouteTree = "all" | "ar" | "en";

export function routeTreeFor(pathname: string): RouteTree {
  if (/%|\/\/|admin/i.test(pathname) || pathname.startsWith("/__")) return "all";
  return /^\/en(?:[/.]|$)/i.test(pathname) ? "en" : "ar";
}

/** The build with only the routes a tree's paths can match (and the layouts above them). */
export function buildForTree(build: ServerBuild, tree: Exclude<RouteTree, "all">): ServerBuild {
  const kept = routesOfTree(build.routes, tree);
  const pick = <T>(routes: Record<string, T>) =>
    Object.fromEntries(Object.entries(routes).filter(([id]) => kept.has(id))) as Record<string, T>;
  return { ...build, routes: pick(build.routes), assets: { ...build.assets, routes: pick(build.assets.routes) } };
}

interface RouteShape {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/** The ids of the routes that serve a tree's paths, with every route above them. */
export function routesOfTree(
  routes: Record<string, RouteShape | undefined>,
  tree: Exclude<RouteTree, "all">,
): Set<string> {
  const byId = new Map(Object.values(routes).flatMap((route) => (route ? [[route.id, route] as const] : [])));
  const segmentsOf = (route: RouteShape): string[] => {
    const parent = route.parentId ? byId.get(route.parentId) : undefined;
    const own = (route.path ?? "").split("/").filter(Boolean);
    return [...(parent ? segmentsOf(parent) : []), ...own];
  };
  const kept = new Set<string>();
  for (const route of byId.values()) {
    // React Router matches the routes with a path or an index; a layout without one is kept for the pages under it.
    if (route.path == null && !route.index) continue;
    const segments = segmentsOf(route).map((segment) => segment.toLowerCase());
    if (segments.includes("admin")) continue;
    // The home page's routes serve every page's ancestor `/` in the manifest the page sends the browser.
    const first = segments[0];
    if (first !== undefined && (tree === "en" ? !mayMatchEnglish(first) : first === "en")) continue;
    for (let current: RouteShape | undefined = route; current; ) {
      kept.add(current.id);
      current = current.parentId ? byId.get(current.parentId) : undefined;
    }
  }
  return kept;
}

/** A first segment that matches `en`: the literal, a parameter, a splat or an optional segment. */
function mayMatchEnglish(segment: string): boolean {
  return segment === "en" || segment.startsWith(":") || segment === "*" || segment.endsWith("?");
}
