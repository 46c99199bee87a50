import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

export interface MediaRecord {
  key: string;
  width: number;
  height: number;
  variantWidths: readonly number[];
}

/** Records images (idempotent: a known key is left as it is). */
export async function upsertMedia(db: Kysely<Database>, records: MediaRecord[]): Promise<void> {
  if (records.length === 0) return;
  const created_at = new Date().toISOString();
  await db
    .insertInto("media")
    .values(
      records.map((record) => ({
        key: record.key,
        width: record.width,
        height: record.height,
        variant_widths: record.variantWidths.join(","),
        created_at,
      })),
    )
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
}
