import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Uploaded documents are downloaded, never shown by the browser inside the site's origin
 * (docs/decisions/021-media-pipeline.md, "Documents"): `Content-Disposition: attachment` with a safe name, and a
 * sandboxing policy in case a browser shows it all the same. A link may name the file (`?name=شروط المزاد.pdf`);
 * the name is cleaned here, never echoed as sent.
 */

const maxNameLength = 100;

/**
 * A file name that cannot break out of the header or mislead: NFC, no control or direction-changing characters
 * (U+202E would show "fdp.exe" as "exe.pdf"), no path separators or quotes, no leading dots, at most 100
 * characters, ending in `extension`. Falls back to `fallback` when nothing is left.
 */
export function safeFileName(requested: string | undefined, extension: string, fallback: string): string {
  const cleaned = (requested ?? "")
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, "")
    .replace(/[/\\"*:<>?|]+/g, "_")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[.\s]+/, "");
  const base = cleaned.toLowerCase().endsWith(`.${extension}`) ? cleaned.slice(0, -(extension.length + 1)) : cleaned;
  const short = Array.from(base.trim()).slice(0, maxNameLength).join("").trim();
  return short ? `${short}.${extension}` : fallback;
}

/** Letters outside ASCII dropped (accents kept as their base letters), for the plain `filename=`. */
function asciiName(name: string, fallback: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\%;]/g, "_")
    .replace(/\s+/g, " ")
    .trim();
  return /[A-Za-z0-9]/.test(ascii.replace(/\.[a-z0-9]+$/i, "")) ? ascii : fallback;
}

/** RFC 8187's value-chars: what is left of encodeURIComponent's output, with '()* encoded too. */
function encodeValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): browsers use the UTF-8 name, old ones the ASCII one. */
export function attachmentDisposition(name: string, asciiFallback: string): string {
  return `attachment; filename="${asciiName(name, asciiFallback)}"; filename*=UTF-8''${encodeValue(name)}`;
}

/** The key's own name: `documents/{uuid}.pdf` → `document-{first 8 of uuid}.pdf`. */
function defaultName(path: string): string {
  const id = /([0-9a-f]{8})[0-9a-f-]*\.pdf$/i.exec(path)?.[1];
  return id ? `document-${id}.pdf` : "document.pdf";
}

/** onSend hook: the headers of every PDF under /media/, served from the folder or streamed from a bucket. */
export async function documentHeaders(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const [path = "", query = ""] = request.url.split("?", 2);
  if (!path.startsWith("/media/") || !path.toLowerCase().endsWith(".pdf") || reply.statusCode >= 400) return;
  let requested: string | undefined;
  try {
    requested = new URLSearchParams(query).get("name") ?? undefined;
  } catch {
    requested = undefined;
  }
  const fallback = defaultName(path);
  reply
    .header("content-disposition", attachmentDisposition(safeFileName(requested, "pdf", fallback), fallback))
    .header("content-security-policy", "sandbox; default-src 'none'; frame-ancestors 'none'")
    .header("x-content-type-options", "nosniff");
}
