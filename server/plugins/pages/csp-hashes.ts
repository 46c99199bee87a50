import { createHash } from "node:crypto";

/**
 * CSP sources for the inline scripts of a page: 'sha256-…' of each script's text. A kept page cannot carry one
 * response's nonce, so its CSP allows its own inline scripts by hash: injected markup still cannot run a script.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}
