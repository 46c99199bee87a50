import { createHash } from "node:crypto";

/** A byte of a word character (`\w`): what must not follow "<script" for it to be a script tag. */
function isWordByte(byte: number | undefined): boolean {
  if (byte === undefined) return false;
  return (
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || byte === 0x5f
  );
}

/**
 * CSP sources for the inline scripts of a page (its bytes, UTF-8): 'sha256-…' of each script's text. A kept page cannot
 * carry one response's nonce, so its CSP allows its own inline scripts by hash: injected markup still cannot run a
 * script. The page stays bytes: the scripts are found with indexOf and hashed where they lie.
 */
export function inlineScriptHashes(page: Buffer): string[] {
  const hashes = new Set<string>();
  for (let at = page.indexOf("<script"); at !== -1; at = page.indexOf("<script", at + 1)) {
    if (isWordByte(page[at + "<script".length])) continue;
    const tagEnd = page.indexOf(">", at);
    if (tagEnd === -1) break;
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
  return [...hashes];
}

/** The page without one response's nonce on its tags (a kept page is answered to many). */
export function withoutNonce(page: Buffer, nonce: string): Buffer {
  const attribute = ` nonce="${nonce}"`;
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = page.indexOf(attribute); at !== -1; at = page.indexOf(attribute, from)) {
    parts.push(page.subarray(from, at));
    from = at + attribute.length;
  }
  if (from === 0) return page;
  parts.push(page.subarray(from));
  return Buffer.concat(parts);
}
