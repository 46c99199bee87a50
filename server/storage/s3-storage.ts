import type { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { isSafeKey, type MediaStorage, type StoredFile } from "./media-storage.ts";

export interface S3Settings {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, Spaces…); unset for AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Prepended to every key, e.g. "site/". */
  prefix: string;
}

/** Media in an S3-compatible bucket (AWS SDK v3); the site streams them under /media/. */
export function s3Storage(settings: S3Settings): MediaStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe media key ${JSON.stringify(key)}`);
    return `${settings.prefix}${key}`;
  };
  async function listObjects(prefix: string): Promise<StoredFile[]> {
    const files: StoredFile[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: `${settings.prefix}${prefix}`, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) {
          files.push({ key: object.Key.slice(settings.prefix.length), modifiedAt: object.LastModified ?? new Date() });
        }
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return files.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
  return {
    kind: "s3",
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async remove(keys) {
      // DeleteObjects takes at most 1000 keys.
      for (let start = 0; start < keys.length; start += 1000) {
        const Objects = keys.slice(start, start + 1000).map((key) => ({ Key: objectKey(key) }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
    async list(prefix) {
      return (await listObjects(prefix)).map((file) => file.key);
    },
    async listWithTimes(prefix) {
      return listObjects(prefix);
    },
    async read(key) {
      if (!isSafeKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!object.Body) return null;
        return { body: object.Body as Readable, length: object.ContentLength };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
  };
}
