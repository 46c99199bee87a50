import type { ServerBuild } from "react-router";

type Loader = (args: { request: Request; context: unknown }) => unknown;

/**
 * A React Router build of one route for tests of the page host (server/plugins/react-router-pages.ts): every path
 * is a page whose HTML names it (and its status when not 200), counted in `renders`; with `loader`, the route loads
 * its data with it.
 */
export function oneRouteBuild(loader?: Loader): { build: ServerBuild; renders: () => number } {
  let renders = 0;
  const build = {
    entry: {
      module: {
        default: (request: Request, status: number, headers: Headers) => {
          renders += 1;
          headers.set("content-type", "text/html; charset=utf-8");
          const text = status === 200 ? "" : ` ${status}`;
          return new Response(`<!doctype html><p>${new URL(request.url).pathname}${text}</p>`, { status, headers });
        },
      },
    },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      page: { id: "page", parentId: "root", path: "*", module: { default: () => null, loader } },
    },
    assets: {
      entry: { module: "/entry.js", imports: [] },
      routes: {
        root: { id: "root", path: "", module: "/root.js", hasLoader: false, hasAction: false, hasErrorBoundary: false },
        page: {
          id: "page",
          parentId: "root",
          path: "*",
          module: "/page.js",
          hasLoader: loader !== undefined,
          hasAction: false,
          hasErrorBoundary: false,
        },
      },
      url: "/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  };
  return { build: build as unknown as ServerBuild, renders: () => renders };
}
