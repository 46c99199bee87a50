import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Language } from "../../domain/language.ts";
import { countingRenderer } from "../../testing/app/kept-renderer.ts";
import { siteTree } from "../../testing/app/render-with-site.tsx";
import { type FragmentRenderer, FragmentRendererProvider } from "../lib/kept-on-server.tsx";
import { navLinkMarks, SiteHeader } from "./site-header.tsx";

/** The header as the server draws it on the page at `path`, with the entry's renderer or all in place. */
const header = (renderer: FragmentRenderer | null, path: string, language: Language) =>
  renderToString(
    <FragmentRendererProvider value={renderer}>
      {siteTree(<SiteHeader />, language, {}, path)}
    </FragmentRendererProvider>,
  );

describe("the header's menus, drawn once on the server", () => {
  it("are the bytes React draws in place, whatever the page marks, in both languages", () => {
    const { renderer } = countingRenderer();
    const pages: [string, Language][] = [
      ["/", "ar"],
      ["/property/12", "ar"],
      ["/directmarketing", "ar"],
      ["/DirectMarketing/", "ar"],
      ["/services", "ar"],
      ["/map", "ar"],
      ["/en", "en"],
      ["/en/propertymanagement", "en"],
      ["/en/auction/3", "en"],
      ["/en/aboutus", "en"],
    ];
    for (const [path, language] of pages) {
      const inPlace = header(null, path, language);
      // Drawn apart, then answered from what was kept (the page asked twice).
      expect(header(renderer, path, language), path).toBe(inPlace);
      expect(header(renderer, path, language), path).toBe(inPlace);
    }
    // The page's own item and submenu link are marked.
    expect(header(null, "/directmarketing", "ar")).toMatch(
      /<a aria-current="page" class="[^"]*bg-brand-50 text-brand-700/,
    );
  });

  it("are drawn once for all the pages that mark the same items", () => {
    const { renderer, draw } = countingRenderer();
    const marking: FragmentRenderer = (key, version, render) => {
      const html = renderer(key, version, render);
      return key.startsWith("nav ") ? html.replace("<ul", '<ul data-kept=""') : html;
    };
    // Both menus, the desktop's and the phone's, show the kept HTML.
    expect(header(marking, "/property/12", "ar").match(/data-kept/g)).toHaveLength(2);
    const drawn = draw.mock.calls.length;
    // Another listing of the same menu item: both menus come from what was kept.
    expect(header(marking, "/property/13", "ar").match(/data-kept/g)).toHaveLength(2);
    expect(draw).toHaveBeenCalledTimes(drawn);
    // A page of another item, or of the same item in the other language, is drawn again.
    header(marking, "/auction/3", "ar");
    header(marking, "/en/property/12", "en");
    expect(draw.mock.calls.length).toBeGreaterThan(drawn);
  });

  it("marks a submenu link as NavLink does: its path or below it, in any case", () => {
    expect(navLinkMarks("/directmarketing", "/directmarketing")).toBe(true);
    expect(navLinkMarks("/directmarketing", "/DirectMarketing/")).toBe(true);
    expect(navLinkMarks("/directmarketing", "/directmarketing/x")).toBe(true);
    expect(navLinkMarks("/directmarketing", "/directmarketingx")).toBe(false);
    expect(navLinkMarks("/en/propertymanagement", "/propertymanagement")).toBe(false);
  });
});
