import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPages, guardedWrites, permissions } from "../../../domain/admin/permissions.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase } from "../../../testing/server/databases.ts";

/** The screens (menu, "not allowed" page, forms) and the API read one table: the route table must agree with it. */
describe("permissions table and admin routes", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const accessOf = (route: string) => {
    const [method, url] = route.split(" ");
    return app.adminRouteTable.find((entry) => entry.method === method && entry.url === url)?.access;
  };

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("gives every page's loader route the role the page asks", () => {
    for (const page of adminPages.filter((one) => one.reads !== "GET /api/admin/session")) {
      expect(accessOf(page.reads), `${page.path} reads ${page.reads}`).toBe(permissions[page.permission]);
    }
  });

  it("gives every state-changing route in the table the role of its permission", () => {
    for (const [route, permission] of Object.entries(guardedWrites)) {
      expect(accessOf(route), route).toBe(permissions[permission]);
    }
  });

  it("has no admin- or publisher-only route the table does not know about among the pages' writes", () => {
    const adminOnly = app.adminRouteTable
      .filter((entry) => (entry.access === "admin" || entry.access === "publisher") && entry.method !== "GET")
      .map((entry) => `${entry.method} ${entry.url}`);
    for (const route of adminOnly) expect(Object.keys(guardedWrites), route).toContain(route);
  });
});
