import { describe, expect, it } from "vitest";
import { activeServiceSection, isServiceSection, servicePath, serviceSections } from "./services-catalogue.ts";

describe("activeServiceSection", () => {
  it("opens on the section named in the URL", () => {
    expect(activeServiceSection("?section=auction", null)).toBe("auction");
  });

  it("prefers the URL over navigation state, so back and forward follow the address", () => {
    expect(activeServiceSection("?section=consulting", { section: "auction" })).toBe("consulting");
  });

  it("opens on the section passed in navigation state when the URL names none", () => {
    expect(activeServiceSection("", { section: "marketStudy" })).toBe("marketStudy");
  });

  it("falls back to the first section for unknown or missing values", () => {
    expect(activeServiceSection("?section=gardening", { section: "cooking" })).toBe("marketing");
    expect(activeServiceSection("", undefined)).toBe("marketing");
    expect(activeServiceSection("", "auction")).toBe("marketing");
  });
});

describe("service links", () => {
  it("name every section in a link the page understands", () => {
    for (const section of serviceSections) {
      const search = servicePath(section).split("?")[1] ?? "";
      expect(activeServiceSection(`?${search}`, null)).toBe(section);
    }
  });

  it("recognise only the five sections", () => {
    expect(serviceSections.every(isServiceSection)).toBe(true);
    expect(isServiceSection("toString")).toBe(false);
  });
});
