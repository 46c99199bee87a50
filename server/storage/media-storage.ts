import type { Readable } from "node:stream";

/**
 * Where uploaded media live (docs/decisions/021-media-pipeline.md): the local MEDIA_DIR by default, or an
 * S3-compatible bucket when S3_BUCKET is set, so that several processes share them. Keys are paths below
 * /media/ ("uploads/…-480.avif"); a key is never reused for other bytes.
 */
export interface MediaStorage {
  readonly kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the keys; a missing key is not an error. */
  remove(keys: readonly string[]): Promise<void>;
  /** The stored keys that start with `prefix` (tests, and cleaning after a failed upload). */
  list(prefix: string): Promise<string[]>;
  /** The same keys with the time each was written: the image sweep leaves recent files alone. */
  listWithTimes(prefix: string): Promise<StoredFile[]>;
  /** The bytes of a key for /media/ (S3 only: the local folder is served by @fastify/static); null when absent. */
  read(key: string): Promise<{ body: Readable; length?: number } | null>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

const contentTypes: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
};

export function contentTypeOf(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

/** A key as it may be stored: relative, no "..", no empty or hidden segments, a plain set of characters. */
export function isSafeKey(key: string): boolean {
  return (
    /^[A-Za-z0-9][A-Za-z0-9._/-]{0,250}$/.test(key) &&
    key.split("/").every((segment) => segment !== "" && !segment.startsWith("."))
  );
}
