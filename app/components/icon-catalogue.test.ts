import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { brandNames, iconNames, iconSprite } from "./icon-catalogue.ts";

const spriteFile = join(import.meta.dirname, "../assets/icons.svg");
const appDirectory = join(import.meta.dirname, "..");
/** The modules that build the two sprite files; no page may run them. */
const catalogues = ["components/icon-catalogue.ts", "components/detail/detail-icon-sprite.ts"];

/** The public pages' own modules (not the back office's, not tests) with their import statements, by path under app/. */
async function publicModules() {
  const files = (await readdir(appDirectory, { recursive: true }))
    .map((file) => file.replaceAll("\\", "/"))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith("admin/"));
  return Promise.all(
    files.map(async (file) => {
      const code = await readFile(join(appDirectory, file), "utf8");
      const imports = [...code.matchAll(/^import [^;]*? from "([^"]+)";/gm)].map(([statement, from]) => ({
        statement,
        from: from as string,
        typeOnly: statement.startsWith("import type "),
      }));
      return { file, imports };
    }),
  );
}

describe("the public pages' icon sprite", () => {
  it("is the committed file (run `npm run assets:icons` after changing an icon)", async () => {
    expect(await readFile(spriteFile, "utf8")).toBe(iconSprite());
  });

  it("draws every lucide icon and brand mark of the catalogue, each once, in name order", () => {
    const sprite = iconSprite();
    const ids = [...sprite.matchAll(/<symbol id="([\w-]+)"/g)].map(([, id]) => id);
    expect(ids).toEqual([...iconNames, ...brandNames].sort());
    for (const name of ["heart", "arrow-left", "loader-circle", "map", "x", "brand-whatsapp", "brand-x"]) {
      expect(ids, name).toContain(name);
    }
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg">\n<symbol/);
    expect(sprite).not.toMatch(/<svg[^>]*>\s*<svg/);
  });

  it("leaves the paint to the <svg> that uses a symbol, so a fill class still fills a heart", () => {
    const sprite = iconSprite();
    for (const [, attributes] of sprite.matchAll(/<symbol([^>]*)>/g)) {
      expect(attributes).toMatch(/^ id="[\w-]+" viewBox="0 0 24 24"$/);
    }
    expect(sprite).not.toMatch(/stroke|class=/);
    const heart = sprite.match(/<symbol id="heart"[^>]*>(.*?)<\/symbol>/)?.[1];
    expect(heart).toMatch(/^<path d="[^"]+"\/>$/);
    expect(sprite).toMatch(/<symbol id="brand-whatsapp" viewBox="0 0 24 24"><path d="[^"]+"\/><\/symbol>/);
  });
});

describe("the public pages' JavaScript", () => {
  it("runs no lucide-react and no simple-icons: only the sprites' build-time catalogues import them", async () => {
    const importers = (await publicModules())
      .filter(({ imports }) =>
        imports.some(({ from, typeOnly }) => /^(lucide-react|simple-icons)$/.test(from) && !typeOnly),
      )
      .map(({ file }) => file);
    expect(importers.sort()).toEqual([...catalogues].sort());
  });

  it("imports the catalogues for their types only", async () => {
    const imports = (await publicModules()).flatMap(({ file, imports }) =>
      imports
        .filter(({ from }) => /\/(icon-catalogue|detail-icon-sprite)\.ts$/.test(from))
        .map((found) => ({ file, ...found })),
    );
    expect(imports.length).toBeGreaterThan(10);
    expect(imports.filter(({ typeOnly }) => !typeOnly)).toEqual([]);
  });
});
