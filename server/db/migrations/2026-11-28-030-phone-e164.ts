import { type Kysely, sql } from "kysely";

// Frozen once landed. Phone numbers are stored as E.164 with their plus (domain/phone.ts): the leads' numbers and the
// company's phone and WhatsApp numbers, stored before as international digits without it ("966501234567"), get
// their plus. Leads' search text is left as it is: it held the same digits, which is what a search by phone
// matches (lead-inbox.repository.ts), so old and new leads are found alike.

const internationalDigits = /^[1-9]\d{7,14}$/;

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update leads set phone = '+' || phone where phone not like '+%'`.execute(db);
  const row = await db.selectFrom("settings").select("value").where("key", "=", "company").executeTakeFirst();
  if (!row) return;
  const company = JSON.parse(row.value) as Record<string, unknown>;
  for (const field of ["phone", "whatsapp"]) {
    const value = company[field];
    if (typeof value === "string" && internationalDigits.test(value)) company[field] = `+${value}`;
  }
  await db
    .updateTable("settings")
    .set({ value: JSON.stringify(company) })
    .where("key", "=", "company")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`update leads set phone = substr(phone, 2) where phone like '+%'`.execute(db);
  const row = await db.selectFrom("settings").select("value").where("key", "=", "company").executeTakeFirst();
  if (!row) return;
  const company = JSON.parse(row.value) as Record<string, unknown>;
  for (const field of ["phone", "whatsapp"]) {
    const value = company[field];
    if (typeof value === "string") company[field] = value.replace(/^\+/, "");
  }
  await db
    .updateTable("settings")
    .set({ value: JSON.stringify(company) })
    .where("key", "=", "company")
    .execute();
}
