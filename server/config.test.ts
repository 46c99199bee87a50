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
    expect(loadConfig({ SEED_DEMO: "0", HSTS_PRELOAD: "true" })).toMatchObject({
      SEED_DEMO: false,
      HSTS_PRELOAD: true,
    });
  });

  it("serves metrics only when asked, with a token long enough, on a port of their own", () => {
    for (const environment of [{}, { METRICS_TOKEN: "", METRICS_PORT: "" }]) {
      const config = loadConfig(environment);
      expect(config.METRICS_TOKEN).toBeUndefined();
      expect(config.METRICS_PORT).toBeUndefined();
      expect(config.SLOW_QUERY_MS).toBe(200);
    }
    expect(loadConfig({ METRICS_PORT: "9464" })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: "127.0.0.1" });
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN must be at least 16/);
    expect(() => loadConfig({ PORT: "3000", METRICS_PORT: "3000" })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => loadConfig({ SLOW_QUERY_MS: "-1" })).toThrow(/SLOW_QUERY_MS/);
  });

  it("trusts the proxies it is given by address or range, and refuses settings a client could abuse", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.5" }).TRUST_PROXY).toEqual(["10.0.0.5"]);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 2001:db8::/32,loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "2001:db8::/32",
      "loopback",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY=true would let a client[\s\S]*10\.0\.0\.0\/8/,
    );
    expect(() => loadConfig({ TRUST_PROXY: "1" })).toThrow(/TRUST_PROXY=1 would let a client/);
    for (const value of ["10.0.0.0/33", "lb.internal", "10.0.0.1/8/2", "::1/129", "10.0.0.1,"]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY must be false or/);
    }
  });
});

describe("loadConfig: the trash", () => {
  it("keeps deleted listings 30 days unless told otherwise, and refuses a period that is not whole days", () => {
    expect(loadConfig({}).TRASH_DAYS).toBe(30);
    expect(loadConfig({ TRASH_DAYS: "7" }).TRASH_DAYS).toBe(7);
    for (const value of ["0", "-1", "2.5", "a month"]) {
      expect(() => loadConfig({ TRASH_DAYS: value }), value).toThrow(/TRASH_DAYS/);
    }
  });
});

describe("loadConfig: lead e-mails and limits", () => {
  it("limits enquiries to 10 a minute unless told otherwise", () => {
    expect(loadConfig({}).LEAD_RATE_LIMIT).toBe(10);
    expect(loadConfig({ LEAD_RATE_LIMIT: "500" }).LEAD_RATE_LIMIT).toBe(500);
  });

  it("lets search alerts wait ALERT_PENDING_DAYS for their confirmation, a week by default", () => {
    expect(loadConfig({}).ALERT_PENDING_DAYS).toBe(7);
    expect(loadConfig({ ALERT_PENDING_DAYS: "3" }).ALERT_PENDING_DAYS).toBe(3);
    expect(() => loadConfig({ ALERT_PENDING_DAYS: "0" })).toThrow(/ALERT_PENDING_DAYS/);
  });

  it("keeps leads' personal data unless LEAD_RETENTION_MONTHS says for how many months", () => {
    expect(loadConfig({}).LEAD_RETENTION_MONTHS).toBe(0);
    expect(loadConfig({ LEAD_RETENTION_MONTHS: "" }).LEAD_RETENTION_MONTHS).toBe(0);
    expect(loadConfig({ LEAD_RETENTION_MONTHS: "24" }).LEAD_RETENTION_MONTHS).toBe(24);
    expect(() => loadConfig({ LEAD_RETENTION_MONTHS: "-1" })).toThrow(/LEAD_RETENTION_MONTHS/);
    expect(() => loadConfig({ LEAD_RETENTION_MONTHS: "two years" })).toThrow(/LEAD_RETENTION_MONTHS/);
  });

  it("needs both addresses when SMTP is set, and valid recipients", () => {
    expect(() => loadConfig({ SMTP_URL: "smtp://mail.example.sa:587" })).toThrow(/SMTP_URL needs LEAD_EMAIL_TO/);
    expect(() =>
      loadConfig({
        SMTP_URL: "smtp://mail.example.sa",
        LEAD_EMAIL_TO: "sales@example.sa, nobody",
        LEAD_EMAIL_FROM: "x@y.sa",
      }),
    ).toThrow(/LEAD_EMAIL_TO/);
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.sa" })).toThrow(/smtp:\/\//);
    expect(
      loadConfig({
        SMTP_URL: "smtps://u:p@mail.example.sa",
        LEAD_EMAIL_TO: "a@example.sa,b@example.sa",
        LEAD_EMAIL_FROM: "Site <w@example.sa>",
      }),
    ).toMatchObject({ SMTP_URL: "smtps://u:p@mail.example.sa" });
  });
});

describe("loadConfig: map tiles", () => {
  it("uses OpenStreetMap with its credit line unless told otherwise", () => {
    const config = loadConfig({});
    expect(config.MAP_TILE_URL).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(config.MAP_TILE_ATTRIBUTION).toContain("OpenStreetMap");
  });

  it("takes another server, a path on this site or a data URL, and nothing else", () => {
    const custom = { MAP_TILE_URL: "https://{s}.tiles.example.sa/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: "© Example" };
    expect(loadConfig(custom)).toMatchObject(custom);
    expect(loadConfig({ MAP_TILE_URL: "/tiles/{z}/{x}/{y}.png" }).MAP_TILE_URL).toBe("/tiles/{z}/{x}/{y}.png");
    expect(loadConfig({ MAP_TILE_URL: "data:image/png;base64,AAAA" }).MAP_TILE_URL).toMatch(/^data:/);
    expect(() => loadConfig({ MAP_TILE_URL: "javascript:alert(1)" })).toThrow(/MAP_TILE_URL/);
  });

  it("bounds the waits for the database, within sane limits (docs/decisions/028-database-outages.md)", () => {
    expect(loadConfig({})).toMatchObject({
      DATABASE_CONNECT_TIMEOUT_MS: 3000,
      DATABASE_QUERY_TIMEOUT_MS: 5000,
      SQLITE_BUSY_TIMEOUT_MS: 5000,
    });
    expect(
      loadConfig({
        DATABASE_CONNECT_TIMEOUT_MS: "1500",
        DATABASE_QUERY_TIMEOUT_MS: "20000",
        SQLITE_BUSY_TIMEOUT_MS: "0",
      }),
    ).toMatchObject({
      DATABASE_CONNECT_TIMEOUT_MS: 1500,
      DATABASE_QUERY_TIMEOUT_MS: 20_000,
      SQLITE_BUSY_TIMEOUT_MS: 0,
    });
    // No bound at all (0) would bring the hang back; a typo in the unit is refused too.
    for (const [name, value] of [
      ["DATABASE_CONNECT_TIMEOUT_MS", "0"],
      ["DATABASE_QUERY_TIMEOUT_MS", "0"],
      ["DATABASE_QUERY_TIMEOUT_MS", "5s"],
      ["SQLITE_BUSY_TIMEOUT_MS", "-1"],
    ]) {
      expect(() => loadConfig({ [name as string]: value }), `${name}=${value}`).toThrow(new RegExp(name as string));
    }
  });

  it("bounds slow clients by default, and refuses a headers timeout longer than the request timeout", () => {
    expect(loadConfig({})).toMatchObject({
      HTTP_HEADERS_TIMEOUT_MS: 10_000,
      HTTP_REQUEST_TIMEOUT_MS: 60_000,
      HTTP_IDLE_TIMEOUT_MS: 72_000,
      CONNECTIONS_PER_ADDRESS: 256,
    });
    expect(loadConfig({ CONNECTIONS_PER_ADDRESS: "0" }).CONNECTIONS_PER_ADDRESS).toBe(0);
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: "90000" })).toThrow(/HTTP_HEADERS_TIMEOUT_MS must not be/);
    expect(() => loadConfig({ HTTP_IDLE_TIMEOUT_MS: "0" })).toThrow(/HTTP_IDLE_TIMEOUT_MS/);
  });
});
