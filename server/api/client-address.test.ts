import { randomUUID } from "node:crypto";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, goodPassword } from "../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { seedCompany } from "../seed/seed-company.ts";
import { throttlePolicy } from "../services/staff-auth.ts";

/**
 * Trusted proxies (docs/decisions/030-trusted-proxies.md): behind a proxy, the per-address limits count the real client, whatever it writes in
 * X-Forwarded-For, for each TRUST_PROXY setting. `client` numbers the clients so that settings sharing the
 * database never share a budget.
 */
interface Setting {
  name: string;
  trustProxy: string;
  /** How a request from `client`, which wrote `spoofed` in X-Forwarded-For, reaches the server. */
  reach: (client: string, spoofed: string) => Pick<InjectOptions, "remoteAddress" | "headers">;
}

const loadBalancer = "10.0.0.5";
const cdnEdge = "192.0.2.9";

const settings: Setting[] = [
  {
    name: "one load balancer",
    trustProxy: loadBalancer,
    // The balancer appends the address it saw to what the client sent.
    reach: (client, spoofed) => ({
      remoteAddress: loadBalancer,
      headers: { "x-forwarded-for": `${spoofed}, ${client}` },
    }),
  },
  {
    name: "a CDN in front of a load balancer",
    trustProxy: "10.0.0.0/8, 192.0.2.0/24",
    reach: (client, spoofed) => ({
      remoteAddress: loadBalancer,
      headers: { "x-forwarded-for": `${spoofed}, ${client}, ${cdnEdge}` },
    }),
  },
  {
    name: "a proxy list, reached directly",
    trustProxy: loadBalancer,
    // A client that gets past the balancer is not a proxy: what it writes is not believed.
    reach: (client, spoofed) => ({ remoteAddress: client, headers: { "x-forwarded-for": spoofed } }),
  },
  {
    name: "no proxy (off)",
    trustProxy: "false",
    reach: (client, spoofed) => ({
      remoteAddress: client,
      headers: { "x-forwarded-for": `${spoofed}, 203.0.113.250` },
    }),
  },
];

const enquiry = () => ({
  name: "محمد عبدالله القحطاني",
  email: `lead-${randomUUID()}@example.sa`,
  phone: "966501234567",
  message: "أرغب في عرض أرض في حي الملقا",
  submissionKey: randomUUID(),
  website: "",
  fillMs: 8000,
  sourcePage: "/contactus",
});

describe.each(testEngines)("client addresses behind proxies on %s", (engine) => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    await createStaff(database, "admin@example.sa", "admin");
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database?.drop();
  });

  const appWith = async (trustProxy: string) => {
    const app = await buildTestApp(database, { TRUST_PROXY: trustProxy, LEAD_RATE_LIMIT: "3" });
    apps.push(app);
    return app;
  };

  it.each(settings.map((setting, index) => [setting.name, setting, index] as const))(
    "counts the real client's enquiries with %s",
    async (_name, setting, index) => {
      const app = await appWith(setting.trustProxy);
      const client = `203.0.113.${index + 1}`;
      const send = (from: string, attempt: number) =>
        app.inject({
          method: "POST",
          url: "/api/contact",
          payload: enquiry(),
          ...setting.reach(from, `198.51.100.${attempt}`),
        });
      const statuses = [];
      for (let attempt = 1; attempt <= 4; attempt += 1) statuses.push((await send(client, attempt)).statusCode);
      expect(statuses).toEqual([201, 201, 201, 429]);
      expect((await send(`203.0.113.${index + 101}`, 5)).statusCode).toBe(201);
    },
  );

  it.each(settings.map((setting, index) => [setting.name, setting, index] as const))(
    "paces the real client's password checks after many failed sign-ins with %s",
    async (_name, setting, index) => {
      // Waits are recorded, not slept: a paced check is one that had to wait for its turn (decision 026).
      const waits: number[] = [];
      const app = await buildTestApp(
        database,
        { TRUST_PROXY: setting.trustProxy },
        { sleep: async (ms) => void waits.push(ms) },
      );
      apps.push(app);
      const client = `203.0.113.${index + 11}`;
      const attempt = (from: string, email: string, password: string, spoof: number) =>
        app.inject({
          method: "POST",
          url: "/api/admin/session",
          payload: { email, password },
          ...setting.reach(from, `198.51.100.${spoof}`),
        });
      for (let failure = 1; failure <= throttlePolicy.freeFailures.address + 1; failure += 1) {
        await attempt(client, `guess${failure}@example.sa`, "some password here", failure);
      }
      waits.length = 0;
      expect((await attempt(client, "guess-more@example.sa", "some password here", 200)).statusCode).toBe(401);
      expect(waits.length, "the noisy client's next check waits for its turn").toBe(1);
      waits.length = 0;
      expect((await attempt(`203.0.113.${index + 111}`, "admin@example.sa", goodPassword, 201)).statusCode).toBe(200);
      expect(waits, "another client is not paced by the spoofed addresses").toEqual([]);
    },
  );
});
