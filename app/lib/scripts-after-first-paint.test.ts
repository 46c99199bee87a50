import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { heldModuleType, holdScriptsUntilFirstPaint as holdScriptsInBytes } from "./scripts-after-first-paint.ts";

const holdScriptsUntilFirstPaint = (html: string, nonce?: string) =>
  holdScriptsInBytes(Buffer.from(html), nonce).toString("utf8");

// What React Router's <Scripts> renders, as React puts it on the page: the preloads hoisted into the head.
const moduleCode = `import * as route0 from "/assets/root-1.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-1.js");`;
const page = (nonce = "") =>
  `<!DOCTYPE html><html lang="ar" dir="rtl"><head><title>t</title>` +
  `<link rel="modulepreload" href="/assets/entry.client-1.js"${nonce}/>` +
  `<link rel="modulepreload" href="/assets/framework-1.js"${nonce}/>` +
  `<link rel="modulepreload" href="/assets/root-1.js"${nonce}/>` +
  `<link rel="stylesheet" href="/assets/app-1.css"/></head><body><main>محتوى</main>` +
  `<script${nonce}>window.__reactRouterContext = { streamController: { close() {} } };</script>` +
  `<script${nonce} type="module" async="">${moduleCode}</script>` +
  `<script${nonce}>window.__reactRouterContext.streamController.close();</script></body></html>`;

describe("holdScriptsUntilFirstPaint", () => {
  it("takes the module preloads out of the head and holds the module script, text unchanged", () => {
    const html = holdScriptsUntilFirstPaint(page());
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]* type="module"/);
    expect(html).toContain(
      `<script type="${heldModuleType}" data-modules="[&quot;/assets/entry.client-1.js&quot;,&quot;/assets/framework-1.js&quot;,&quot;/assets/root-1.js&quot;]">${moduleCode}</script><script>`,
    );
    // Everything else is where it was.
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-1.css"/></head><body><main>محتوى</main>');
    expect(html).toMatch(/streamController\.close\(\);<\/script><\/body><\/html>$/);
  });

  it("gives the release script the response's nonce, and keeps the held script's", () => {
    const html = holdScriptsUntilFirstPaint(page(' nonce="abc"'), "abc");
    expect(html).toContain(`<script nonce="abc" type="${heldModuleType}" data-modules=`);
    expect(html).toContain(`</script><script nonce="abc">(function(){`);
  });

  it("leaves a page without React Router's module script as it is", () => {
    const html = "<!DOCTYPE html><html><head></head><body><p>Error</p></body></html>";
    expect(holdScriptsUntilFirstPaint(html)).toBe(html);
  });

  it("in a tab that paints nothing, releases at once: the preloads return and the module script takes the held one's place", () => {
    // jsdom's document is not visible, and it does not load the modules it is told about.
    const { window } = new JSDOM(holdScriptsUntilFirstPaint(page()), { runScripts: "dangerously" });
    const { document } = window;
    expect(
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href")),
    ).toEqual(["/assets/entry.client-1.js", "/assets/framework-1.js", "/assets/root-1.js"]);
    expect(document.querySelector(`script[type="${heldModuleType}"]`)).toBeNull();
    const moduleScript = document.querySelector('script[type="module"]');
    expect(moduleScript?.textContent).toBe(moduleCode);
    // In the held script's place: right after React Router's context script.
    expect(moduleScript?.previousElementSibling?.textContent).toMatch(/^window\.__reactRouterContext = /);
    window.close();
  });
});
