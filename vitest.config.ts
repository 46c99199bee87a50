import { defineConfig } from "vitest/config";

// Unit and integration tests sit beside the code; browser journeys are Playwright's (tests/e2e).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["{domain,app,server}/**/*.test.{ts,tsx}"],
    environment: "node",
    // Database tests create their own databases; two at a time suits a 2-core machine.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
