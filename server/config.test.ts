import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("defaults to SQLite on port 3000 with the demo content", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, SQLITE_PATH: "data/site.db", SEED_DEMO: true });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("names every bad variable in one message", () => {
    expect(() => loadConfig({ PORT: "http", DATABASE_URL: "mysql://x" })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });

  it("reads flags written as words or digits", () => {
    expect(loadConfig({ SEED_DEMO: "0", TRUST_PROXY: "true" })).toMatchObject({ SEED_DEMO: false, TRUST_PROXY: true });
  });
});
