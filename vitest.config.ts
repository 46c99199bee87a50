import { defineConfig } from "vitest/config";
import { librariesOnReact, reactOnPreact } from "./vite.config.ts";

// Unit and integration tests sit beside the code; browser journeys are Playwright's (tests/e2e).
export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // The components are tested on the Preact they run on; Testing Library's Preact binding has the same API.
    alias: [
      ...reactOnPreact,
      { find: /^@testing-library\/react$/, replacement: "@testing-library/preact" },
      // Its "node" export is CommonJS, whose require("react") no alias reaches.
      { find: /^lucide-react$/, replacement: "lucide-react/dist/esm/lucide-react.mjs" },
    ],
  },
  test: {
    include: ["{domain,app,server}/**/*.test.{ts,tsx}"],
    environment: "node",
    // Database tests create their own databases; two at a time suits a 2-core machine.
    maxWorkers: 2,
    server: { deps: { inline: librariesOnReact } },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
