import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "../../domain/rich-text.ts";
import { demoListings } from "../seed/demo-content.ts";
import { sanitizeHtml } from "./rich-text.ts";

// The browser's sanitiser (DOMPurify with the same allow-list), to hold the server's against.
const window = new JSDOM("").window;
const purify = createDOMPurify(window);

/** The DOM a browser builds from `html`, serialised the browser's way: how the page will look, whatever the spelling. */
function asBrowserReadsIt(html: string): string {
  const template = window.document.createElement("template");
  template.innerHTML = html;
  return template.innerHTML;
}

/** What a browser parses from `html`: every element with its attributes, for the safety checks. */
function elementsOf(html: string) {
  const template = window.document.createElement("template");
  template.innerHTML = html;
  return [...template.content.querySelectorAll("*")].map((element) => ({
    tag: element.tagName.toLowerCase(),
    attributes: [...element.attributes].map((attribute) => [attribute.name, attribute.value] as const),
  }));
}

const allowedTags = new Set(["p", "br", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "h2", "h3", "h4"]);
const attacks = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href=" JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example/">x</a>',
  '<a href="/relative">x</a>',
  "<svg><script>alert(1)</script></svg>",
  "<svg onload=alert(1)>",
  "<math><mi><mglyph><style><img src=x onerror=alert(1)></style></mglyph></mi></math>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "<style><img src=x onerror=alert(1)></style>",
  "<textarea><img src=x onerror=alert(1)></textarea>",
  '<iframe src="javascript:alert(1)"></iframe>',
  "<form><button formaction=javascript:alert(1)>x</button></form>",
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p onmouseover="alert(1)" data-x="1" aria-label="x">x</p>',
  "<!--<img src=x onerror=alert(1)>-->",
  "<![CDATA[<img src=x onerror=alert(1)>]]>",
  "<p>a</p><img src=x onerror=alert(1)//",
  '<a href="https://example.com" onclick="alert(1)" target="_self">ok</a>',
  "<template><img src=x onerror=alert(1)></template>",
  "<object data=javascript:alert(1)></object>",
  "<table><tr><td><img src=x onerror=alert(1)></td></tr></table>",
  "<xmp><img src=x onerror=alert(1)></xmp>",
  '<h2 dir="rtl" lang="ar" title="&quot;onmouseover=alert(1)">عنوان</h2>',
  "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
];

const staffWriting = [
  ...demoListings.flatMap((listing) => [listing.description.ar, listing.description.en]),
  "<p>سعر <strong>مميز</strong> و<em>موقع</em> <u>رائع</u> <s>قديم</s></p><ul><li>أ</li><li>ب</li></ul><ol><li>1</li></ol>",
  '<h3>Call us</h3><p><a href="tel:+966501234567">+966 50 123 4567</a> or <a href="mailto:a@b.sa">mail</a></p>',
  '<blockquote dir="ltr" lang="en">Quote<br>line two</blockquote><hr><h4>Small</h4>',
  "<p>Fish &amp; chips &lt; 5 &gt; 3 \"quoted\" 'single'</p>",
  "<p><span>kept text</span> <div>block text</div> <font color=red>old</font></p>",
  "Plain text with no tags, and a line\nbreak",
  "",
];

describe("the server's rich-text sanitiser", () => {
  it.each(staffWriting.map((html, index) => [index, html] as const))(
    "renders staff text #%i exactly as the browser's DOMPurify would",
    (_index, html) => {
      expect(asBrowserReadsIt(sanitizeHtml(html))).toBe(asBrowserReadsIt(sanitizeRichText(purify, html)));
    },
  );

  it.each(attacks)("leaves nothing that runs in %s", (html) => {
    const safe = sanitizeHtml(html);
    for (const element of elementsOf(safe)) {
      expect(allowedTags.has(element.tag) || ["a", "blockquote", "hr"].includes(element.tag)).toBe(true);
      for (const [name, value] of element.attributes) {
        expect(["href", "title", "dir", "lang", "target", "rel"]).toContain(name);
        if (name === "href") expect(value).toMatch(/^(?:https?:|mailto:|tel:)/i);
      }
    }
  });

  it("opens links in a new tab without the opener, and keeps them only with a web, mail or phone address", () => {
    const [link] = elementsOf(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" target="_self">x</a>'));
    expect(Object.fromEntries(link?.attributes ?? [])).toEqual({
      href: "https://example.com/a?b=1&c=2",
      target: "_blank",
      rel: "noopener noreferrer nofollow",
    });
    expect(sanitizeHtml('<a href="/elsewhere">x</a>')).toBe("<a>x</a>");
  });
});
