import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { countingRenderer } from "../../testing/app/kept-renderer.ts";
import { siteTree, testCompany } from "../../testing/app/render-with-site.tsx";
import { SiteFooter, siteFooterClass } from "../components/site-footer.tsx";
import { type FragmentRenderer, FragmentRendererProvider, KeptOnServer } from "./kept-on-server.tsx";

const withRenderer = (renderer: FragmentRenderer | null, ui: ReactNode, language: "ar" | "en" = "ar") =>
  renderToString(<FragmentRendererProvider value={renderer}>{siteTree(ui, language)}</FragmentRendererProvider>);

const section = (version: object, text: string, className = "a") => (
  <KeptOnServer element="section" attributes={{ className: "a" }} keptAs="k" version={version}>
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
        <KeptOnServer
          element="footer"
          attributes={{ className: siteFooterClass }}
          keptAs={language}
          version={testCompany}
        >
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

describe("the contexts a kept part may read", () => {
  it("are the public pages' React contexts, each given again to the parts that read it or never read by one", () => {
    // A part drawn apart sees only the contexts KeptOnServer gives again: one it misses reads its default there, and
    // the page's HTML then differs from what the browser hydrates (the riyal's symbol did, on the related listings).
    const files = readdirSync("app", { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !file.includes(".test.") && !file.startsWith("admin"),
    );
    const withContexts = files.filter((file) =>
      /import\s*\{[^}]*\bcreateContext\b[^}]*\}\s*from\s*"react"/.test(readFileSync(join("app", file), "utf8")),
    );
    expect(withContexts.sort()).toEqual([
      "components/icon-sprite.tsx", // SpriteAvailable: given again by the related listings (their prices)
      "i18n/i18n.tsx", // TextsContext: given again to every part
      "lib/kept-on-server.tsx", // the renderer itself
      "lib/nonce.ts", // the nonce: one response's, never in a kept part
    ]);
  });
});
