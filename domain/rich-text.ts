import type { Config, DOMPurify } from "dompurify";

/**
 * The allow-list for listing descriptions (rich text from staff): structure and emphasis,
 * links to web, mail and phone addresses only. No scripts, styles, event handlers, forms,
 * frames or media. Used on the server before storing and serving, and in the browser
 * again before rendering.
 */
export const richTextConfig = {
  ALLOWED_TAGS: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "a",
    "hr",
  ],
  ALLOWED_ATTR: ["href", "title", "dir", "lang"],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
  // DOMPurify holds any attribute outside its URI-safe list to the expression above, which would drop every
  // direction and language (dir="rtl" is no address): these two hold words, never addresses.
  ADD_URI_SAFE_ATTR: ["dir", "lang"],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
} satisfies Config;

const configured = new WeakSet<DOMPurify>();

/** Sanitises rich text with a DOMPurify instance; links leave the site in a new tab without the opener. */
export function sanitizeRichText(purify: DOMPurify, html: string): string {
  if (!configured.has(purify)) {
    purify.addHook("afterSanitizeAttributes", (node) => {
      if (node.tagName === "A" && node.hasAttribute("href")) {
        node.setAttribute("target", "_blank");
        node.setAttribute("rel", "noopener noreferrer nofollow");
      }
    });
    configured.add(purify);
  }
  return purify.sanitize(html, richTextConfig);
}
