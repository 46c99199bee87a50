import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, signIn } from "../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { seedCompany } from "../seed/seed-company.ts";

/**
 * Bad input (docs/decisions/018-route-contracts.md): each kind of bad input, sent to every route of the API document (path
 * parameters, query parameters, body fields, whole bodies), as staff where the route needs it, on both engines.
 * No answer is a 5xx, every refusal has the `{ error: { code, message } }` shape, and none repeats the input.
 */

const marker = "zq<script>";
/** Path and query values, as they appear in a URL. */
const urlValues = [
  "2147483648",
  "99999999999999999999",
  "-1",
  "0",
  "1e309",
  "NaN",
  "%00",
  "%0A",
  "%0D%0Ax",
  "%E0%A4%A",
  "..%2f..%2fetc%2fpasswd",
  "%E2%80%AEabc",
  encodeURIComponent(marker),
  "x".repeat(3000),
];
/** Body field values, as JSON. */
const bodyValues: unknown[] = [
  2_147_483_648,
  -1,
  1.5,
  "\u0000",
  "a\u0000b",
  "line\r\nInjected: header",
  "\u202Eevil\u202C",
  "\u2066x\u2069",
  marker,
  "x".repeat(5000),
  [],
  {},
  null,
  true,
];
/** Whole bodies that are not what any route takes. */
const rawBodies = ["null", "[]", '"text"', "{", '{"a":', "\u0000"];

/** Well-formed values of path parameters that are not numbers. */
const wellFormed: Record<string, string> = { kind: "auction" };

/** Routes whose success would end the signed-in session the others need. */
const leftOut = new Set(["DELETE /api/admin/session", "POST /api/admin/session/sign-out-everywhere"]);

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

describe.each(testEngines)("every route against the issue's bad inputs on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    app = await buildTestApp(database, { LEAD_RATE_LIMIT: "100000" });
    await createStaff(database, "admin@example.sa", "admin");
    cookie = await signIn(app, "admin@example.sa");
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("answers no 5xx, and every refusal in the API's error shape without the input", { timeout: 240_000 }, async () => {
    const document = (await app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const failures: string[] = [];
    let sent = 0;
    const check = (label: string, response: LightMyRequestResponse) => {
      sent += 1;
      if (response.statusCode >= 500) failures.push(`${label} → ${response.statusCode}`);
      if (response.statusCode < 400) return;
      if (response.body.includes("<script>")) failures.push(`${label}: the answer repeats the input`);
      if (!String(response.headers["content-type"]).startsWith("application/json")) return;
      const error = (response.json() as { error?: { code?: unknown; message?: unknown } }).error;
      if (typeof error?.code !== "string" || typeof error.message !== "string" || error.message === "") {
        failures.push(`${label}: not the API's error shape: ${response.body.slice(0, 200)}`);
      }
    };
    const send = async (method: string, url: string, label: string, payload?: string) =>
      check(
        label,
        await app.inject({
          method: method as "GET",
          url,
          headers: {
            cookie,
            "accept-language": "en",
            ...(payload === undefined ? {} : { "content-type": "application/json" }),
          },
          ...(payload === undefined ? {} : { payload }),
        }),
      );

    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [lowerMethod, operation] of Object.entries(operations)) {
        const method = lowerMethod.toUpperCase();
        if (leftOut.has(`${method} ${path}`)) continue;
        const parameters = operation.parameters ?? [];
        const pathNames = parameters.filter((parameter) => parameter.in === "path").map((parameter) => parameter.name);
        const queryNames = parameters
          .filter((parameter) => parameter.in === "query")
          .map((parameter) => parameter.name);
        const fields = Object.keys(operation.requestBody?.content?.["application/json"]?.schema?.properties ?? {});
        // The other parameters are well-formed, so that each bad value reaches the code that reads it.
        const urlWith = (values: Record<string, string>) =>
          path.replace(/\{(\w+)\}/g, (_whole, name: string) => values[name] ?? wellFormed[name] ?? "1");
        const body = method === "GET" || method === "DELETE" ? undefined : "{}";

        for (const name of pathNames) {
          for (const value of urlValues) {
            await send(method, urlWith({ [name]: value }), `${method} ${path} ${name}=${value.slice(0, 20)}`, body);
          }
        }
        for (const name of queryNames) {
          for (const value of urlValues) {
            await send(
              method,
              `${urlWith({})}?${name}=${value}`,
              `${method} ${path}?${name}=${value.slice(0, 20)}`,
              body,
            );
          }
        }
        if (method === "GET" || method === "DELETE") continue;
        for (const field of fields) {
          for (const value of bodyValues) {
            const payload = JSON.stringify({ [field]: value });
            await send(method, urlWith({}), `${method} ${path} body.${field}=${payload.slice(0, 40)}`, payload);
          }
        }
        for (const raw of rawBodies)
          await send(method, urlWith({}), `${method} ${path} body ${JSON.stringify(raw)}`, raw);
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  });
});
