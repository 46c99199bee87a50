import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { isSafeKey, type MediaStorage } from "./media-storage.ts";

/** Media in a folder (MEDIA_DIR), served by @fastify/static under /media/. */
export function localStorage(root: string): MediaStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe media key ${JSON.stringify(key)}`);
    return join(base, key);
  };
  async function listKeys(prefix: string): Promise<string[]> {
    // Only the folder the prefix names (not every photo's variants when the documents are asked for).
    const folder = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
    const entries = await readdir(join(base, folder), { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(base, join(entry.parentPath, entry.name)).split("\\").join("/"))
      .filter((key) => key.startsWith(prefix))
      .sort();
  }
  return {
    kind: "local",
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside and renamed would be atomic; a key is new, so no reader can see a half file before its
      // database row exists.
      await writeFile(path, body);
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
    async list(prefix) {
      return listKeys(prefix);
    },
    async listWithTimes(prefix) {
      const files = await Promise.all(
        (await listKeys(prefix)).map(async (key) => {
          // Gone since the listing (removed by another process): not a file any more.
          const info = await stat(join(base, key)).catch(() => null);
          return info ? { key, modifiedAt: info.mtime } : null;
        }),
      );
      return files.filter((file) => file !== null);
    },
    async read() {
      return null;
    },
  };
}
