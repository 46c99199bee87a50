import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

// The company's pages (docs/decisions/043-company-pages.md): JSON documents, validated by the service against
// domain/company-pages.ts before they are written and after they are read.

export interface CompanyPageRow {
  page: string;
  draft: string | null;
  published: string | null;
  updated_at: string;
  published_at: string | null;
}

export function findCompanyPage(db: Kysely<Database>, page: string): Promise<CompanyPageRow | undefined> {
  return db.selectFrom("company_pages").selectAll().where("page", "=", page).executeTakeFirst();
}

export async function findPublishedPage(db: Kysely<Database>, page: string): Promise<string | null> {
  const row = await db.selectFrom("company_pages").select("published").where("page", "=", page).executeTakeFirst();
  return row?.published ?? null;
}

export async function saveDraft(db: Kysely<Database>, page: string, draft: string, now: string): Promise<void> {
  await db
    .insertInto("company_pages")
    .values({ page, draft, published: null, updated_at: now, published_at: null })
    .onConflict((conflict) => conflict.column("page").doUpdateSet({ draft, updated_at: now }))
    .execute();
}

/** Makes `content` the published page (and its draft), and keeps it as a version; returns the version's id. */
export async function publishPage(
  db: Kysely<Database>,
  page: string,
  content: string,
  by: { id: number; name: string },
  now: string,
): Promise<number> {
  await db
    .insertInto("company_pages")
    .values({ page, draft: content, published: content, updated_at: now, published_at: now })
    .onConflict((conflict) =>
      conflict.column("page").doUpdateSet({ draft: content, published: content, updated_at: now, published_at: now }),
    )
    .execute();
  const row = await db
    .insertInto("company_page_versions")
    .values({ page, content, published_at: now, published_by: by.id, published_by_name: by.name })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export function listPageVersions(db: Kysely<Database>, page: string, limit: number) {
  return db
    .selectFrom("company_page_versions")
    .select(["id", "published_at", "published_by_name"])
    .where("page", "=", page)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export async function findPageVersion(db: Kysely<Database>, page: string, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom("company_page_versions")
    .select("content")
    .where("page", "=", page)
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.content;
}
