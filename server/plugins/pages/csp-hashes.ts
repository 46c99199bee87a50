import { createHash } from "node:crypto";

const wordCharacter = /\w/;

/**
 * CSP sources for the inline scripts of a page: 'sha256-…' of each script's text. A kept page cannot carry one
 * response's nonce, so its CSP allows its own inline scripts by hash: injected markup still cannot run a script.
 * Found with indexOf rather than one regular expression over the page, which copied each script's text out of an
 * 85 KB page on every render.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (let at = html.indexOf("<script"); at !== -1; at = html.indexOf("<script", at + 1)) {
    if (wordCharacter.test(html.charAt(at + "<script".length))) continue;
    const tagEnd = html.indexOf(">", at);
    if (tagEnd === -1) break;
    // Scripts loaded from a URL are governed by 'strict-dynamic' and 'self'.
    if (/\bsrc=/.test(html.slice(at, tagEnd))) continue;
    const close = html.indexOf("</script>", tagEnd);
    if (close === -1) break;
    hashes.add(`'sha256-${createHash("sha256").update(html.slice(tagEnd + 1, close)).digest("base64")}'`);
    at = close;
  }
  return [...hashes];
}
