import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { localStorage } from "./local-storage.ts";
import { contentTypeOf, isSafeKey } from "./media-storage.ts";

describe("media keys", () => {
  it.each(["uploads/0b8e-480.avif", "documents/a.pdf", "demo/estate-01-preview.jpg"])("stores %s", (key) => {
    expect(isSafeKey(key)).toBe(true);
  });

  it.each(["../site.db", "uploads/../../x", "/etc/passwd", "uploads//x", "uploads/.hidden", "a b", "", "uploads\\x"])(
    "refuses %s",
    (key) => {
      expect(isSafeKey(key)).toBe(false);
    },
  );

  it("names the type of each stored file", () => {
    expect(contentTypeOf("uploads/x-480.avif")).toBe("image/avif");
    expect(contentTypeOf("uploads/x-preview.jpg")).toBe("image/jpeg");
    expect(contentTypeOf("documents/x.pdf")).toBe("application/pdf");
    expect(contentTypeOf("x.html")).toBe("application/octet-stream");
  });

  it("never writes outside the media folder", async () => {
    const root = await mkdtemp(join(tmpdir(), "media-keys-"));
    try {
      const storage = localStorage(root);
      await expect(storage.put("../escaped.txt", Buffer.from("x"), "text/plain")).rejects.toThrow(/unsafe/);
      await storage.put("uploads/a-480.webp", Buffer.from("x"), "image/webp");
      expect(await storage.list("uploads/")).toEqual(["uploads/a-480.webp"]);
      await storage.remove(["uploads/a-480.webp", "uploads/missing.webp"]);
      expect(await storage.list("")).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
