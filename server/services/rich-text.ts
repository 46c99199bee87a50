import sanitize from "sanitize-html";
import { richTextConfig } from "../../domain/rich-text.ts";

/**
 * The server's sanitiser: the allow-list of domain/rich-text.ts applied by sanitize-html (htmlparser2), which
 * builds its output from the tags and attributes it keeps and escapes every text, so nothing it did not allow can
 * reach the page. The browser applies the same list with DOMPurify before it renders a description itself.
 * Why not DOMPurify here too: it needs a DOM, and jsdom cost each process ~77 MB of memory and ~0.2 ms per call
 * (docs/decisions/034-lean-server.md).
 */

// Elements whose content is dropped with them, as DOMPurify's FORBID_CONTENTS does; other refused elements keep
// their text.
const droppedWithContent = [
  "annotation-xml",
  "audio",
  "colgroup",
  "desc",
  "foreignobject",
  "head",
  "iframe",
  "math",
  "mi",
  "mn",
  "mo",
  "ms",
  "mtext",
  "noembed",
  "noframes",
  "noscript",
  "plaintext",
  "script",
  "selectedcontent",
  "style",
  "svg",
  "template",
  "thead",
  "title",
  "video",
  "xmp",
];

const options: sanitize.IOptions = {
  allowedTags: [...richTextConfig.ALLOWED_TAGS],
  allowedAttributes: { "*": [...richTextConfig.ALLOWED_ATTR] },
  // Links are checked below against the same expression the browser uses; no other attribute holds a URL.
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: droppedWithContent,
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      // Relative and scheme-less addresses are refused as DOMPurify's ALLOWED_URI_REGEXP refuses them.
      if (href === undefined || !richTextConfig.ALLOWED_URI_REGEXP.test(href.trim())) return { tagName, attribs: rest };
      return { tagName, attribs: { ...rest, href, target: "_blank", rel: "noopener noreferrer nofollow" } };
    },
  },
};
// The two attributes the link transform adds are kept for links only.
options.allowedAttributes = { "*": [...richTextConfig.ALLOWED_ATTR], a: ["target", "rel"] };

/** Rich text from staff or the database, made safe with the allow-list of domain/rich-text.ts. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}
