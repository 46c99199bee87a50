import SwaggerParser from "@apidevtools/swagger-parser";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";

/** Every `$ref` in a JSON value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "$ref" && typeof inner === "string" ? [inner] : refsIn(inner),
  );
}

/** The value a local JSON pointer (`#/a/b`) names, or undefined. */
function resolvePointer(document: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split("/")
    .map((part) => decodeURIComponent(part).replaceAll("~1", "/").replaceAll("~0", "~"))
    .reduce<unknown>(
      (node, part) => (node !== null && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
      document,
    );
}

// The document does not depend on the engine: one is enough.
const engine = testEngines[0] ?? "sqlite";

describe(`the API document on ${engine}`, () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let document: Record<string, unknown>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
    document = (await app.inject({ url: "/api/openapi.json" })).json();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("resolves every $ref inside the document", () => {
    const refs = [...new Set(refsIn(document))];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref, ref).toMatch(/^#\//);
      expect(resolvePointer(document, ref), ref).toBeTypeOf("object");
    }
    expect(Object.keys((document.components as { schemas: object }).schemas)).toContain("Error");
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    // validate() changes the object it is given (it dereferences it): hand it a copy.
    const validated = await SwaggerParser.validate(structuredClone(document) as never);
    expect(validated.info.title).toBe("Real-estate site API");
    expect(Object.keys(validated.paths ?? {}).length).toBeGreaterThan(25);
  });
});
