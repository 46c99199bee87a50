import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { brandNames, iconNames, iconSprite } from "./icon-catalogue.ts";

const spriteFile = join(import.meta.dirname, "../assets/icons.svg");

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
