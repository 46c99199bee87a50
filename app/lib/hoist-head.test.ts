import { describe, expect, it } from "vitest";
import { hoistHead } from "./hoist-head.ts";

describe("hoistHead", () => {
  it("moves every head template's content to the end of <head>, in page order", () => {
    const page =
      '<html><head><meta charset="utf-8"/></head><body><template data-head><title>A</title>' +
      '<meta name="description" content="d" data-head/></template><main>x</main>' +
      '<template data-head=""><link rel="canonical" href="/a" data-head/></template></body></html>';
    expect(hoistHead(page)).toBe(
      '<html><head><meta charset="utf-8"/><title>A</title><meta name="description" content="d" data-head/>' +
        '<link rel="canonical" href="/a" data-head/></head><body><main>x</main></body></html>',
    );
  });

  it("leaves a page without head templates as it is", () => {
    const page = "<html><head></head><body><template><p>kept</p></template></body></html>";
    expect(hoistHead(page)).toBe(page);
  });
});
