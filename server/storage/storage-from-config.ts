import type { ServerConfig } from "../config.ts";
import { localStorage } from "./local-storage.ts";
import type { MediaStorage } from "./media-storage.ts";

/**
 * The bucket when S3_BUCKET is set, else the MEDIA_DIR folder. The S3 client is loaded only for a bucket: a site
 * on a local folder never holds the AWS SDK's ~10 MB of code in memory (bench/README.md, "Memory and uncached pages").
 */
export async function storageFromConfig(config: ServerConfig): Promise<MediaStorage> {
  if (!config.S3_BUCKET) return localStorage(config.MEDIA_DIR);
  const { s3Storage } = await import("./s3-storage.ts");
  return s3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix: config.S3_PREFIX,
  });
}
