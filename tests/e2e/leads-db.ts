// Reads the enquiries the site under test stored, straight from its database (the engine and port
// of the test's project; see serve-for-tests.ts), so a journey can check a lead landed exactly once.
import type { TestInfo } from "@playwright/test";
import type { Selectable } from "kysely";
import type { LeadTable } from "../../server/db/schema.ts";
import { withSiteDatabase } from "./site-db.ts";

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

/** The leads sent with an e-mail address, oldest first. Journeys use an address of their own. */
export function leadsByEmail(testInfo: TestInfo, email: string): Promise<StoredLead[]> {
  return leadsWhere(testInfo, "email", email);
}

/** The leads sent with a message, oldest first: for a journey that gives no e-mail. */
export function leadsByMessage(testInfo: TestInfo, message: string): Promise<StoredLead[]> {
  return leadsWhere(testInfo, "message", message);
}

async function leadsWhere(testInfo: TestInfo, column: "email" | "message", value: string): Promise<StoredLead[]> {
  const rows = await withSiteDatabase(testInfo, (run) =>
    run<StoredLead>(`select ${columns} from leads where ${column} = $1 order by id`, [value]),
  );
  // PostgreSQL's bigint ids come as text.
  return rows.map((row) => ({ ...row, id: Number(row.id), listing_id: row.listing_id && Number(row.listing_id) }));
}

/** An e-mail address no other journey uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
