import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { siteTree, testCompany } from "../../testing/app/render-with-site.tsx";
import { SiteFooter, siteFooterClass } from "../components/site-footer.tsx";
import { type FragmentRenderer, FragmentRendererProvider, KeptOnServer } from "./kept-on-server.tsx";

/** A renderer as the server's entry has, counting the parts it draws. */
function countingRenderer() {
  const kept = new Map<string, string>();
  const versions = new WeakMap<object, number>();
  let nextVersion = 0;
  const draw = vi.fn((render: () => ReactNode) => renderToString(render()));
  const renderer: FragmentRenderer = (key, version, render) => {
    if (!versions.has(version)) versions.set(version, nextVersion++);
    const id = `${versions.get(version)} ${key}`;
    const html = kept.get(id) ?? draw(render);
    kept.set(id, html);
    return html;
  };
  return { renderer, draw };
}

const withRenderer = (renderer: FragmentRenderer | null, ui: ReactNode, language: "ar" | "en" = "ar") =>
  renderToString(<FragmentRendererProvider value={renderer}>{siteTree(ui, language)}</FragmentRendererProvider>);

const section = (version: object, text: string, className = "a") => (
  <KeptOnServer element="section" className="a" keptAs="k" version={version}>
    <section className={className}>
      <p>{text}</p>
    </section>
  </KeptOnServer>
);

describe("KeptOnServer", () => {
  it("draws the footer, links, texts and the company's details included, as React draws it in place", () => {
    const { renderer } = countingRenderer();
    for (const language of ["ar", "en"] as const) {
      const inPlace = withRenderer(null, <SiteFooter />, language);
      expect(inPlace).toContain(`href="${language === "ar" ? "" : "/en"}/aboutus"`);
      expect(inPlace).toContain(testCompany.name[language]);
      const kept = (
        <KeptOnServer element="footer" className={siteFooterClass} keptAs={language} version={testCompany}>
          <SiteFooter />
        </KeptOnServer>
      );
      // First drawn apart, then answered from what was kept: both the same bytes as in place.
      expect(withRenderer(renderer, kept, language)).toBe(inPlace);
      expect(withRenderer(renderer, kept, language)).toBe(inPlace);
    }
  });

  it("draws a part once per key and version, and again for a new version", () => {
    const { renderer, draw } = countingRenderer();
    const first = { v: 1 };
    expect(withRenderer(renderer, section(first, "one"))).toContain('<section class="a"><p>one</p></section>');
    // What the key and version say is the same part: the kept HTML, whatever the children now are.
    expect(withRenderer(renderer, section(first, "changed"))).toContain("<p>one</p>");
    const parts = draw.mock.calls.length;
    expect(withRenderer(renderer, section({ v: 2 }, "two"))).toContain("<p>two</p>");
    expect(draw).toHaveBeenCalledTimes(parts + 1);
  });

  it("draws in place a part whose outermost element is not the one it names", () => {
    const { renderer } = countingRenderer();
    expect(withRenderer(renderer, section({}, "other class", "b"))).toContain(
      '<section class="b"><p>other class</p></section>',
    );
  });
});
