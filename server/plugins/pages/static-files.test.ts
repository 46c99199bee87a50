import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { staticFiles } from "./static-files.ts";

describe("staticFiles", () => {
  const directory = mkdtempSync(join(tmpdir(), "static-files-"));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));
  mkdirSync(join(directory, "assets"));
  const script = "export const greeting = 'أهلًا';".repeat(40);
  writeFileSync(join(directory, "assets", "chunk-abc123.js"), script);
  writeFileSync(join(directory, "assets", "chunk-abc123.js.br"), brotliCompressSync(script));
  writeFileSync(join(directory, "assets", "app-abc123.css"), "body{color:red}");

  it("answers scripts as text/javascript with no charset (modules are UTF-8), compressed or not, kept for good", async () => {
    const app = fastify();
    await app.register(staticFiles, { clientBuildDirectory: directory });
    for (const encoding of ["br", "identity"]) {
      const answer = await app.inject({ url: "/assets/chunk-abc123.js", headers: { "accept-encoding": encoding } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"], encoding).toBe("text/javascript");
      expect(answer.headers["cache-control"]).toMatch(/immutable/);
      expect(answer.headers.vary).toBe("accept-encoding");
    }
    const compressed = await app.inject({ url: "/assets/chunk-abc123.js", headers: { "accept-encoding": "br" } });
    expect(compressed.headers["content-encoding"]).toBe("br");
    // Other types keep theirs.
    const style = await app.inject({ url: "/assets/app-abc123.css" });
    expect(style.headers["content-type"]).toBe("text/css; charset=utf-8");
    await app.close();
  });
});
