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
 * Small modules of the public pages (our own code and the icons) shared by several routes, with what they
 * import. The back office's modules and every other library stay out: nothing of the back office may reach a
 * public page (tests/e2e/first-load.spec.ts watches the bytes).
 */
const commonModule = (id: string) =>
  !/[\\/]admin[\\/]/.test(id) &&
  // The detail pages' parts (with the features' ~80 icons), shared with the brochure: not every page's.
  !/[\\/]components[\\/](detail|brochure)[\\/]/.test(id) &&
  (!id.includes("node_modules") || /node_modules[\\/](clsx)[\\/]/.test(id));

const lucideBarrel = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/**
 * Every module the root route imports, directly or not (each page runs them anyway). lucide-react's index
 * re-exports every icon the app uses anywhere, so it is crossed by the names each module imports from it,
 * not by all it re-exports (that put the detail pages' and the back office's icons on every page).
 */
function shellModules(ctx: ChunkingContext) {
  const shell = new Set<string>();
  let iconFiles: Map<string, string> | undefined;
  const pending = [rootRoute];
  const add = (id: string) => {
    if (shell.has(id)) return;
    shell.add(id);
    pending.push(id);
  };
  while (pending.length > 0) {
    const module = ctx.getModuleInfo(pending.pop()!);
    if (!module) continue;
    for (const imported of module.importedIds) {
      if (!lucideBarrel.test(imported)) {
        add(imported);
        continue;
      }
      const barrel = ctx.getModuleInfo(imported);
      iconFiles ??= new Map(
        [...(barrel?.code ?? "").matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)].flatMap(
          ([, names, file]) => names!.split(",").map((name) => [name.replace(/^\s*default as\s*/, "").trim(), file!]),
        ),
      );
      for (const [, names] of (module.code ?? "").matchAll(/import \{([^}]*)\} from "lucide-react"/g)) {
        for (const name of names!.split(",")) {
          const file = iconFiles.get(name.trim().split(/\s+as\s+/)[0]!);
          const icon = file && barrel?.importedIds.find((id) => id.endsWith(`/${file}.mjs`));
          if (icon) add(icon);
        }
      }
    }
  }
  return shell;
}

/**
 * How the browser's code is cut into files (docs/decisions/020-first-load.md): over HTTP/1.1 each file
 * costs a request and half a kilobyte of headers, so the framework is one file and small shared modules
 * another, instead of ~40 files of which half were under a kilobyte.
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
      // What the root route runs on every page (the header, the footer, their icons, i18n): one file.
      { name: (id: string, ctx: ChunkingContext) => (inShell(id, ctx) ? "shell" : null), priority: 1.5 },
      {
        name: "common",
        test: commonModule,
        minShareCount: 4,
        maxModuleSize: 3 * 1024,
        priority: 1,
      },
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
