// Reads the enquiries the site under test stored, straight from its database (the engine and port
// of the test's project; see serve-for-tests.ts), so a journey can check a lead landed exactly once.
import { resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { TestInfo } from "@playwright/test";
import type { Selectable } from "kysely";
import pg from "pg";
import type { LeadTable } from "../../server/db/schema.ts";

/** The columns a journey checks, as the site's schema types them. */
export type StoredLead = Pick<
  Selectable<LeadTable>,
  | "id"
  | "kind"
  | "listing_id"
  | "name"
  | "email"
  | "phone"
  | "message"
  | "language"
  | "source_page"
  | "submission_key"
  | "spam_reason"
>;

const columns = "id, kind, listing_id, name, email, phone, message, language, source_page, submission_key, spam_reason";

export function siteOf(testInfo: TestInfo): { engine: "sqlite" | "postgres"; port: string } {
  const engine = testInfo.project.name.startsWith("postgres") ? "postgres" : "sqlite";
  const baseURL = testInfo.project.use.baseURL;
  if (!baseURL) throw new Error(`project ${testInfo.project.name} has no baseURL`);
  return { engine, port: new URL(baseURL).port };
}

/** The leads sent with an e-mail address, oldest first. Journeys use an address of their own. */
export function leadsByEmail(testInfo: TestInfo, email: string): Promise<StoredLead[]> {
  return leadsWhere(testInfo, "email", email);
}

/** The leads sent with a message, oldest first: for a journey that gives no e-mail. */
export function leadsByMessage(testInfo: TestInfo, message: string): Promise<StoredLead[]> {
  return leadsWhere(testInfo, "message", message);
}

async function leadsWhere(testInfo: TestInfo, column: "email" | "message", value: string): Promise<StoredLead[]> {
  const { engine, port } = siteOf(testInfo);
  const query = `select ${columns} from leads where ${column} = `;
  if (engine === "sqlite") {
    const database = new DatabaseSync(resolve(import.meta.dirname, `../../data/e2e/site-${port}.db`), {
      readOnly: true,
    });
    try {
      return database.prepare(`${query}? order by id`).all(value) as unknown as StoredLead[];
    } finally {
      database.close();
    }
  }
  const url = new URL(process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  url.pathname = `/site_e2e_${port}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const result = await client.query<StoredLead>(`${query}$1 order by id`, [value]);
    return result.rows.map((row) => ({
      ...row,
      id: Number(row.id),
      listing_id: row.listing_id && Number(row.listing_id),
    }));
  } finally {
    await client.end();
  }
}

/** The environment that points the site's command-line tools at the database of the test's site. */
export function databaseEnvironmentOf(testInfo: TestInfo): Record<string, string> {
  const { engine, port } = siteOf(testInfo);
  if (engine === "sqlite") return { SQLITE_PATH: resolve(import.meta.dirname, `../../data/e2e/site-${port}.db`) };
  const url = new URL(process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  url.pathname = `/site_e2e_${port}`;
  return { DATABASE_URL: url.toString() };
}

/** An e-mail address no other journey uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
