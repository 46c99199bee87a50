import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { featureCatalogue } from "../../../domain/features.ts";
import { detailIconNames } from "./detail-icon.tsx";
import { detailIconSprite } from "./detail-icon-sprite.ts";

const spriteFile = join(import.meta.dirname, "../../assets/detail-icons.svg");

describe("the detail pages' icon sprite", () => {
  it("is the committed file (run `npm run assets:detail-icons` after changing an icon)", async () => {
    expect(await readFile(spriteFile, "utf8")).toBe(detailIconSprite());
  });

  it("draws every feature's and every detail value's icon, as stroked symbols", () => {
    const sprite = detailIconSprite();
    const ids = new Set([...sprite.matchAll(/<symbol id="([\w-]+)"/g)].map(([, id]) => id));
    const wanted = [
      ...Object.values(featureCatalogue).map((feature) => feature.icon),
      ...Object.values(detailIconNames),
      "land-plot",
      "hand-coins",
      "target",
      "check",
    ];
    for (const name of wanted) expect(ids, name).toContain(name);
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg">/);
    expect(sprite).not.toMatch(/<svg[^>]*>\s*<svg/);
    expect(sprite).toContain('<symbol id="bath" viewBox="0 0 24 24" fill="none" stroke="currentColor"');
  });
});
