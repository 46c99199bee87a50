import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, signIn } from "../../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";

/** A concrete URL for a route pattern: every parameter becomes 1. */
function concrete(url: string): string {
  return url.replace(/:[^/]+/g, "1").replace("/*", "/anything");
}

describe.each(testEngines)("admin route permissions on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let editorCookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
    await createStaff(database, "admin@example.sa", "admin");
    await createStaff(database, "editor@example.sa", "editor");
    editorCookie = await signIn(app, "editor@example.sa");
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("knows every admin route with its rule", () => {
    const routes = app.adminRouteTable.map((route) => `${route.method} ${route.url} ${route.access}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        "POST /api/admin/session public",
        "GET /api/admin/session public",
        "GET /api/admin/staff admin",
        "GET /api/admin/audit admin",
      ]),
    );
  });

  it("answers 401 to an anonymous request on every route that is not public", async () => {
    const guarded = app.adminRouteTable.filter((route) => route.access !== "public");
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      const response = await app.inject({ method: route.method as "GET", url: concrete(route.url), payload: {} });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().error.code).toBe("unauthorized");
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it("answers 403 to an editor on every admin-only route", async () => {
    const adminOnly = app.adminRouteTable.filter((route) => route.access === "admin");
    expect(adminOnly.length).toBeGreaterThan(3);
    for (const route of adminOnly) {
      const response = await app.inject({
        method: route.method as "GET",
        url: concrete(route.url),
        headers: { cookie: editorCookie, "accept-language": "en" },
        payload: {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().error.message).toBe("You do not have permission to do this.");
    }
  });

  it("answers 403 to a cross-site request on every state-changing route, signed in or not", async () => {
    const changing = app.adminRouteTable.filter((route) => !["GET", "HEAD", "OPTIONS"].includes(route.method));
    for (const route of changing) {
      for (const headers of [
        { "sec-fetch-site": "cross-site", cookie: editorCookie },
        { origin: "https://evil.example", cookie: editorCookie },
        { "sec-fetch-site": "same-site" },
      ]) {
        const response = await app.inject({ method: route.method as "POST", url: concrete(route.url), headers });
        expect(response.statusCode, `${route.method} ${route.url} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.json().error.code).toBe("cross_site");
      }
    }
  });

  it("refuses to start with an admin route that declares no rule", async () => {
    const broken = await buildTestApp(database);
    await expect(
      broken.register(
        async (scope) => {
          const { adminScope } = await import("./admin-scope.ts");
          const { createStaffAuth } = await import("../../services/staff-auth.ts");
          await adminScope(scope, { auth: createStaffAuth(database.db), routeTable: [] });
          scope.get("/forgotten", async () => ({}));
        },
        { prefix: "/api/admin-broken" },
      ),
    ).rejects.toThrow(/declares no access rule/);
    await broken.close().catch(() => {});
  });
});
