import { describe, expect, it } from "vitest";
import { cityLabel, cityMatches, cityOfSlug, saudiCities } from "./saudi-cities.ts";

const find = (query: string) => saudiCities.filter((city) => cityMatches(city, query)).map((city) => city.slug);

describe("the editor's list of Saudi cities", () => {
  it("keeps the slugs the stored listings already use", () => {
    for (const slug of [
      "riyadh",
      "jeddah",
      "dammam",
      "makkah",
      "madinah",
      "khobar",
      "abha",
      "taif",
      "qassim",
      "tabuk",
    ]) {
      expect(cityOfSlug(slug), slug).toBeDefined();
    }
    expect(new Set(saudiCities.map((city) => city.slug)).size).toBe(saudiCities.length);
    for (const city of saudiCities) expect(city.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("finds a city by either name, whatever letter variant or article was typed", () => {
    expect(find("جده")).toEqual(["jeddah"]);
    expect(find("جدة")).toEqual(["jeddah"]);
    expect(find("JED")).toEqual(["jeddah"]);
    expect(find("خبر")).toEqual(["khobar"]);
    expect(find("khobar")).toEqual(["khobar"]);
    expect(find("الاحساء")).toEqual(["ahsa"]);
    expect(find("مكه")).toEqual(["makkah"]);
    expect(find("buraydah")).toEqual(["qassim"]);
    expect(find("hafar")).toEqual(["hafar-al-batin"]);
    expect(find("zzz")).toEqual([]);
    expect(find("al")).toEqual(expect.arrayContaining(["khobar", "ahsa", "baha", "kharj", "alula"]));
    expect(find("ال")).toEqual(expect.arrayContaining(["riyadh", "madinah", "khobar"]));
    expect(find("  ")).toHaveLength(saudiCities.length);
  });

  it("labels a city in the staff member's language first", () => {
    const jeddah = cityOfSlug("jeddah")!;
    expect(cityLabel(jeddah, "ar")).toBe("جدة — Jeddah");
    expect(cityLabel(jeddah, "en")).toBe("Jeddah — جدة");
  });
});
