import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The two font files hold only the characters `npm run assets:fonts` kept (listed in characters.txt):
 * a text that needs another one would be drawn in a fallback font. Every text of the site's locales, and
 * the messages the pages show from the server, must be covered; marks of direction and joiners need no glyph.
 */

const root = join(import.meta.dirname, "..", "..", "..");
const textModules = [
  ...["app/i18n/locales", "app/admin/locales"].flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((name) => name.endsWith(".ts") && !name.includes(".test."))
      .map((name) => `${dir}/${name}`),
  ),
  "domain/enquiry-messages.ts",
  "domain/admin/admin-messages.ts",
];

const covered = readFileSync(join(import.meta.dirname, "characters.txt"), "utf8")
  .trim()
  .split("\n")
  .map((line) => {
    const [from, to = from] = line.replace(/U\+/g, "").split("-");
    return [Number.parseInt(from ?? "", 16), Number.parseInt(to ?? "", 16)] as const;
  });

const isCovered = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return /[\p{Cf}\p{Cc}]/u.test(char) || covered.some(([from, to]) => code >= from && code <= to);
};

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("font characters", () => {
  it("lists the Arabic block, Basic Latin and Latin-1", () => {
    for (const char of ["ا", "ي", "ﻻ", "٠", "٩", "۰", "٬", "A", "z", "0", "é", "×", "«", "—", "…", "’"]) {
      expect(isCovered(char), char).toBe(true);
    }
    expect(isCovered("中")).toBe(false);
  });

  it.each(textModules)("covers every character of %s", async (path) => {
    const module: unknown = await import(join(root, path));
    const missing = new Set(
      strings(module)
        .flatMap((text) => [...text])
        .filter((char) => !isCovered(char)),
    );
    expect([...missing].map((char) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()}`)).toEqual([]);
  });
});
