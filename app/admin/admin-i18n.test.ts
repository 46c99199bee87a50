import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { adminT } from "./admin-i18n.ts";
import ar from "./locales/admin.ar.ts";
import en from "./locales/admin.en.ts";

function keysOf(node: object, prefix = ""): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

describe("the back office's texts", () => {
  it("has every key in both languages", () => {
    expect(keysOf(en).sort()).toEqual(keysOf(ar).sort());
  });

  it("counts with Arabic's plural forms and fills values", () => {
    const t = adminT("ar");
    expect(t("leads.count", { count: 0 })).toBe("لا توجد طلبات مطابقة");
    expect(t("leads.count", { count: 1 })).toBe("طلب واحد");
    expect(t("leads.count", { count: 2 })).toBe("طلبان");
    expect(t("leads.count", { count: 3 })).toBe("3 طلبات");
    expect(t("leads.count", { count: 11 })).toBe("11 طلبًا");
    expect(t("leads.count", { count: 100 })).toBe("100 طلب");
    expect(adminT("en")("leads.count", { count: 1 })).toBe("1 lead");
    expect(adminT("en")("leads.count", { count: 0 })).toBe("No matching leads");
    expect(adminT("en")("staff.created", { name: "Sara" })).toBe("Sara was added.");
  });

  it("knows every key the screens ask for", () => {
    const folder = join(import.meta.dirname);
    const files = [
      ...readdirSync(folder),
      ...["routes", "media"].flatMap((sub) => readdirSync(join(folder, sub)).map((file) => `${sub}/${file}`)),
    ];
    const used = files
      .filter((file) => file.endsWith(".tsx") || file.endsWith(".ts"))
      .flatMap((file) => [...readFileSync(join(folder, file), "utf8").matchAll(/\bt\("([\w.]+)"/g)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(50);
    const known = new Set(keysOf(ar).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, "")));
    expect(used.filter((key) => !known.has(key))).toEqual([]);
  });
});
