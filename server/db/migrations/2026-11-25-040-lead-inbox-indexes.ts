import { type Kysely, sql } from "kysely";
import { engineOf } from "../portable.ts";

// Frozen once landed. The leads inbox on 100,000 leads (bench/README.md): a search must not read every lead, and
// the status and kind filters are counted from an index. SQLite searches through an FTS5 trigram table kept in
// step with `leads.search_text` by triggers; PostgreSQL through a pg_trgm index, which LIKE '%…%' uses by itself.

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index leads_inbox_status_kind on leads (status, kind, created_at) where spam_reason is null`.execute(
    db,
  );
  // Lets the unfiltered inbox count people's leads as all leads minus the (few) spam ones.
  await sql`create index leads_spam on leads (spam_reason) where spam_reason is not null`.execute(db);
  if (engineOf(db) === "postgres") {
    // pg_trgm is a trusted extension: the database's owner may create it (README, PostgreSQL).
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index leads_search_trigrams on leads using gin (search_text gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`create virtual table leads_search using fts5(search_text, content='leads', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`insert into leads_search (leads_search) values ('rebuild')`.execute(db);
  await sql`create trigger leads_search_insert after insert on leads begin
    insert into leads_search (rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`create trigger leads_search_delete after delete on leads begin
    insert into leads_search (leads_search, rowid, search_text) values ('delete', old.id, old.search_text);
  end`.execute(db);
  await sql`create trigger leads_search_update after update of search_text on leads begin
    insert into leads_search (leads_search, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into leads_search (rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === "postgres") {
    await sql`drop index leads_search_trigrams`.execute(db);
  } else {
    await sql`drop trigger leads_search_update`.execute(db);
    await sql`drop trigger leads_search_delete`.execute(db);
    await sql`drop trigger leads_search_insert`.execute(db);
    await sql`drop table leads_search`.execute(db);
  }
  await sql`drop index leads_spam`.execute(db);
  await sql`drop index leads_inbox_status_kind`.execute(db);
}
