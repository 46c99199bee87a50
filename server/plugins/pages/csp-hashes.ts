import { createHash } from "node:crypto";

/** A byte of a word character (`\w`): what must not follow "<script" for it to be a script tag. */
function isWordByte(byte: number | undefined): boolean {
  if (byte === undefined) return false;
  return (
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || byte === 0x5f
  );
}

/** What a rendered page becomes to be kept: its bytes without one response's nonce, and its inline scripts' CSP sources. */
export interface KeptPageBytes {
  body: Buffer;
  scriptSources: string[];
}

/**
 * A page (its bytes, UTF-8) made fit to answer many: one response's nonce taken off its script tags (the only tags
 * that carry it once the preloads are held: app/lib/scripts-after-first-paint.ts), and 'sha256-…' of each inline
 * script's text. A kept page cannot carry one response's nonce, so its CSP allows its own inline scripts by hash:
 * injected markup still cannot run a script. One pass over the script tags, found with indexOf, the page staying
 * bytes (two passes over the whole page were ~2 % of an uncached page's CPU: docs/decisions/034-lean-server.md).
 */
export function keptPageOf(page: Buffer, nonce: string): KeptPageBytes {
  const nonceAttribute = nonce === "" ? undefined : Buffer.from(` nonce="${nonce}"`);
  const hashes = new Set<string>();
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = page.indexOf("<script"); at !== -1; at = page.indexOf("<script", at + 1)) {
    if (isWordByte(page[at + "<script".length])) continue;
    const tagEnd = page.indexOf(">", at);
    if (tagEnd === -1) break;
    if (nonceAttribute) {
      // Looked for in the tag only: a script without it (structured data) must not send the search down the page.
      const nonceAt = at + page.subarray(at, tagEnd).indexOf(nonceAttribute);
      if (nonceAt >= at) {
        parts.push(page.subarray(from, nonceAt));
        from = nonceAt + nonceAttribute.length;
      }
    }
    // Scripts loaded from a URL are governed by 'strict-dynamic' and 'self'.
    if (/\bsrc=/.test(page.toString("utf8", at, tagEnd))) continue;
    const close = page.indexOf("</script>", tagEnd);
    if (close === -1) break;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(page.subarray(tagEnd + 1, close))
        .digest("base64")}'`,
    );
    at = close;
  }
  const body = from === 0 ? page : Buffer.concat([...parts, page.subarray(from)]);
  return { body, scriptSources: [...hashes] };
}
