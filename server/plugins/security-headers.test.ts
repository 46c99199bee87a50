import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, tileOriginOf } from "./security-headers.ts";

describe("map tiles in the page policy", () => {
  it("allows the tile server's images, its subdomains included", () => {
    expect(tileOriginOf("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://tile.openstreetmap.org");
    expect(tileOriginOf("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://*.tile.openstreetmap.org");
    expect(tileOriginOf("http://127.0.0.1:8080/{z}/{x}/{y}.png")).toBe("http://127.0.0.1:8080");
    const policy = contentSecurityPolicy(["'nonce-abc'"], tileOriginOf("https://{s}.tiles.example.sa/{z}/{x}/{y}"));
    expect(policy).toContain("img-src 'self' data: blob: https://*.tiles.example.sa;");
  });

  it("adds nothing for tiles this site or a data URL already covers", () => {
    expect(tileOriginOf("/tiles/{z}/{x}/{y}.png")).toBe("");
    expect(tileOriginOf("data:image/png;base64,AAAA")).toBe("");
  });
});

describe("styles in the page policy", () => {
  it("allows the site's stylesheets and no inline style", () => {
    const policy = contentSecurityPolicy(["'nonce-abc'"], "");
    expect(policy).toContain("style-src 'self';");
    expect(policy).not.toContain("unsafe-inline");
  });
});
