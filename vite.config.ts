import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { ChunkingContext } from "rolldown";
import { defineConfig, type Plugin } from "vite";

const rootRoute = fileURLToPath(new URL("app/root.tsx", import.meta.url));

/** Libraries every page runs before it is interactive: one file instead of a dozen. */
const frameworkModules = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

/**
 * Small modules of the public pages (our own code) shared by several routes, with what they import. The back
 * office's modules and every library but clsx stay out: nothing of the back office may reach a public page
 * (tests/e2e/first-load.spec.ts watches the bytes). The public pages' icons are no modules at all but one
 * SVG file (app/components/icon-catalogue.ts; its test keeps lucide-react and simple-icons out of them).
 */
const commonModule = (id: string) =>
  !/[\\/]admin[\\/]/.test(id) &&
  // The detail pages' parts, shared by the three detail routes and the brochure: not every page's.
  !/[\\/]components[\\/](detail|brochure)[\\/]/.test(id) &&
  // The banners' file URLs go with the banner, and the form's messages in both languages with the form's texts.
  !id.includes("?url") &&
  !/[\\/]domain[\\/]enquiry-messages\.ts$/.test(id) &&
  (!id.includes("node_modules") || /node_modules[\\/](clsx)[\\/]/.test(id));

/** Every module the root route imports, directly or not (each page runs them anyway). */
function shellModules(ctx: ChunkingContext) {
  const shell = new Set<string>();
  const pending = [rootRoute];
  while (pending.length > 0) {
    const module = ctx.getModuleInfo(pending.pop()!);
    if (!module) continue;
    for (const id of module.importedIds) {
      if (shell.has(id)) continue;
      shell.add(id);
      pending.push(id);
    }
  }
  return shell;
}

/**
 * How the browser's code is cut into files (docs/decisions/020-first-load.md): over HTTP/1.1 each file
 * costs a request and half a kilobyte of headers, so the framework is one file, what the root route runs
 * another, and small shared modules a third, instead of ~40 files of which half were under a kilobyte.
 */
function clientChunks() {
  let shell: Set<string> | undefined;
  const inShell = (id: string, ctx: ChunkingContext) => {
    shell ??= shellModules(ctx);
    return shell.has(id);
  };
  return {
    groups: [
      { name: "framework", test: frameworkModules, priority: 2 },
      // Leaflet and the maps' own setup of it (shared by the map page and the detail pages' location map): one file.
      { name: "leaflet", test: /leaflet-src\.esm\.js$|[\\/]components[\\/]map[\\/]leaflet\.client\.ts$/, priority: 2 },
      // What the root route runs on every page (the header, the footer, i18n): one file.
      { name: (id: string, ctx: ChunkingContext) => (inShell(id, ctx) ? "shell" : null), priority: 1.5 },
      // Small modules of the public pages shared by four routes or more.
      { name: "common", test: commonModule, minShareCount: 4, maxModuleSize: 3 * 1024, priority: 1 },
    ],
  };
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [
    tailwindcss(),
    reactRouter(),
    // In development the Fastify app runs inside Vite's dev server; every module
    // goes through Vite there, so nothing needs to stay external.
    fastifyReactRouterDev({ entry: "./server/dev.ts", externalizeServerEntryImports: false }),
    precompressAssets(),
  ],
  environments: {
    // The production server entry is bundled together with the React Router
    // server build, so both share one instance of every module (context tokens).
    ssr: { build: { rolldownOptions: { input: "./server/index.ts" } } },
    client: { build: { rolldownOptions: { output: { codeSplitting: clientChunks() } } } },
  },
  build: { target: "es2022" },
});

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const minimumBytes = 1024;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every compressible file of the
 * client build. The server sends them as they are (`preCompressed`), so each asset is
 * compressed once, as hard as possible, instead of quickly on every request.
 */
function precompressAssets(): Plugin {
  return {
    name: "precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const directory = options.dir;
      if (!directory) return;
      const files = Object.keys(bundle).filter((name) => compressible.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(directory, name);
          const content = await readFile(path);
          if (content.byteLength < minimumBytes) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
