import type { ViteDevServer } from "vite";
import { loadConfig } from "./config.ts";
import { startSite } from "./site.ts";

/** Development: `react-router dev` loads this factory and serves through the Fastify app. */
export async function createServer(vite: ViteDevServer) {
  const config = loadConfig({ NODE_ENV: "development", ...process.env });
  const { app } = await startSite(config, { devServer: vite });
  return app;
}
