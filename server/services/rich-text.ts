import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { sanitizeRichText } from "../../domain/rich-text.ts";

// One window for the process: DOMPurify only needs a DOM to parse into.
const purify = createDOMPurify(new JSDOM("").window);

/** Rich text from staff or the database, made safe with the allow-list of domain/rich-text.ts. */
export function sanitizeHtml(html: string): string {
  return sanitizeRichText(purify, html);
}
