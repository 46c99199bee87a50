import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [
    tailwindcss(),
    reactRouter(),
    // In development the Fastify app runs inside Vite's dev server; every module
    // goes through Vite there, so nothing needs to stay external.
    fastifyReactRouterDev({ entry: "./server/dev.ts", externalizeServerEntryImports: false }),
  ],
  environments: {
    // The production server entry is bundled together with the React Router
    // server build, so both share one instance of every module (context tokens).
    ssr: { build: { rolldownOptions: { input: "./server/index.ts" } } },
  },
  build: { target: "es2022" },
});
