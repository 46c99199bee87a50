import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routeConfig from "../../../app/routes.ts";
import { type RouteTree, routesOfTree, routeTreeFor } from "./route-trees.ts";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/** The app's routes as the build lists them: the root route, then every configured route under its parent. */
function manifestOf(entries: RouteConfigEntry[]): Record<string, ManifestRoute> {
  const manifest: Record<string, ManifestRoute> = { root: { id: "root", path: "" } };
  const add = (list: RouteConfigEntry[], parentId: string) => {
    for (const entry of list) {
      const id = entry.id as string;
      manifest[id] = { id, parentId, path: entry.path, index: entry.index };
      add(entry.children ?? [], id);
    }
  };
  add(entries, "root");
  return manifest;
}

/** Nested route objects for React Router's matcher, from the routes a tree keeps. */
function routeObjects(manifest: Record<string, ManifestRoute>, ids: Set<string>, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route.parentId === parentId && ids.has(route.id))
    .map((route) =>
      route.index
        ? { id: route.id, index: true }
        : { id: route.id, path: route.path, children: routeObjects(manifest, ids, route.id) },
    );
}

const manifest = manifestOf(routeConfig);
const allIds = new Set(Object.keys(manifest));
const trees: Record<RouteTree, RouteObject[]> = {
  all: routeObjects(manifest, allIds),
  ar: routeObjects(manifest, routesOfTree(manifest, "ar")),
  en: routeObjects(manifest, routesOfTree(manifest, "en")),
};
const matchedIds = (tree: RouteTree, path: string) => matchRoutes(trees[tree], path)?.map((match) => match.route.id);

/** `/`, then each shorter path above the given one, as React Router lists a page's ancestors. */
function ancestorsOf(path: string): string[] {
  const segments = path.split("/").filter(Boolean);
  segments.pop();
  return ["/", ...segments.map((_, index) => `/${segments.slice(0, index + 1).join("/")}`)];
}

/** Every configured path with its parameters filled, in both languages, and paths that try the edges. */
function samplePaths(): string[] {
  const paths = new Set<string>();
  const walk = (routeId: string, prefix: string) => {
    for (const route of Object.values(manifest).filter((candidate) => candidate.parentId === routeId)) {
      const path = [prefix, route.path ?? ""].filter(Boolean).join("/");
      const filled = path.replace(/:id/g, "12").replace(/:kind/g, "property").replace(/:page/g, "about");
      paths.add(`/${filled.replace(/\*$/, "nowhere/at/all")}`);
      walk(route.id, path);
    }
  };
  walk("root", "");
  for (const path of [...paths]) {
    paths.add(path.toUpperCase());
    paths.add(`${path}/`);
  }
  for (const edge of [
    "/enquiry",
    "/en",
    "/EN/Property/12",
    "//en/property/12",
    "/adminx",
    "/en/admin",
    "/property/12/admin",
  ])
    paths.add(edge);
  return [...paths];
}

describe("route trees", () => {
  it("leave the back office out of both languages' trees, and each language's routes out of the other's", () => {
    const ar = routesOfTree(manifest, "ar");
    const en = routesOfTree(manifest, "en");
    expect([...ar, ...en].filter((id) => /admin/.test(id))).toEqual([]);
    expect([...ar].filter((id) => id.startsWith("en"))).toEqual([]);
    // The only Arabic routes an English page is matched against are the home page's, the ancestor of every path,
    // and the 404's `*`, which could match an English path (the English 404 ranks above it).
    expect([...en].filter((id) => id.startsWith("ar")).sort()).toEqual([
      "ar",
      "ar/home",
      "ar/not-found",
      "ar/texts-home",
    ]);
    expect(ar).toContain("ar/property");
    expect(en).toContain("en/property");
    // What the renders no longer match against: less than a third of the routes each.
    expect(ar.size).toBeLessThan(allIds.size / 3);
    expect(en.size).toBeLessThan(allIds.size / 3);
  });

  it("give every path the tree that matches it exactly as the whole app does", () => {
    const paths = samplePaths();
    expect(paths.length).toBeGreaterThan(150);
    for (const path of paths) {
      const tree = routeTreeFor(path);
      if (tree === "all") continue;
      expect({ path, ids: matchedIds(tree, path) }).toEqual({ path, ids: matchedIds("all", path) });
      // The page's manifest names the routes of its ancestor paths too (React Router's getPartialManifest).
      for (const ancestor of ancestorsOf(path))
        expect({ path, ancestor, ids: matchedIds(tree, ancestor) }).toEqual({
          path,
          ancestor,
          ids: matchedIds("all", ancestor),
        });
    }
  });

  it("send the back office, encoded paths and React Router's own endpoints to the whole app", () => {
    for (const path of [
      "/admin",
      "/en/admin/leads",
      "/ADMIN/listings/12",
      "/%61dmin",
      "/en/%61dmin",
      "//en/property/12",
      "/__manifest",
    ])
      expect(routeTreeFor(path)).toBe("all");
    expect(routeTreeFor("/property/12")).toBe("ar");
    expect(routeTreeFor("/_root.data")).toBe("ar");
    expect(routeTreeFor("/en.data")).toBe("en");
    expect(routeTreeFor("/en/property/12.data")).toBe("en");
    expect(routeTreeFor("/enquiry")).toBe("ar");
  });
});
