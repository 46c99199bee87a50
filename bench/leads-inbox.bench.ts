// Benchmark of the back office's leads inbox on 100,000 leads (bench/README.md): its first page, a search and
// a filtered page, signed in as an editor. Adds the leads and the account to the benchmark database once.
//   npm run build && npm run bench:leads
import { openDatabase } from "../server/db/connection.ts";
import { leadSearchText } from "../server/db/lead-inbox.repository.ts";
import { insertStaff } from "../server/db/staff.repository.ts";
import { hashPassword } from "../server/services/passwords.ts";
import { benchDatabase, benchmark } from "./harness.ts";

const leadCount = 100_000;
const email = "bench-editor@example.sa";
const password = "Benchmark pass phrase of the inbox 2026";
const firstNames = ["محمد", "أحمد", "عبدالله", "سارة", "نورة", "فهد", "خالد", "Sarah", "John", "ريم"];
const familyNames = ["القحطاني", "الزهراني", "العتيبي", "الشهري", "الدوسري", "Smith", "Khan", "الغامدي"];

async function addLeads(): Promise<void> {
  const database = openDatabase({ databaseUrl: benchDatabase.databaseUrl, sqlitePath: benchDatabase.sqlitePath });
  try {
    const { count } = await database.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    if (Number(count) < leadCount) {
      const start = Date.parse("2024-01-01T00:00:00Z");
      for (let offset = Number(count); offset < leadCount; offset += 1000) {
        const rows = Array.from({ length: Math.min(1000, leadCount - offset) }, (_, index) => {
          const n = offset + index;
          const name = `${firstNames[n % firstNames.length]} ${familyNames[(n * 7) % familyNames.length]} ${n}`;
          const phone = `9665${String(10_000_000 + n).padStart(8, "0")}`;
          const leadEmail = `visitor${n}@example.sa`;
          return {
            kind: n % 3 === 0 ? "contact" : "project_interest",
            listing_id: null,
            name,
            email: leadEmail,
            phone,
            message: "أرغب في معرفة التفاصيل",
            language: n % 4 === 0 ? "en" : "ar",
            source_page: "/contactus",
            submission_key: `bench-${n}`,
            created_at: new Date(start + n * 60_000).toISOString(),
            status: ["new", "contacted", "closed"][n % 3],
            search_text: leadSearchText({ name, email: leadEmail, phone }),
          };
        });
        await database.db.insertInto("leads").values(rows).execute();
      }
    }
    const existing = await database.db.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirst();
    if (!existing) {
      const now = new Date().toISOString();
      await insertStaff(database.db, {
        email,
        name: "Bench",
        role: "editor",
        language: "ar",
        passwordHash: await hashPassword(password),
        now,
      });
    }
  } finally {
    await database.close();
  }
}

await benchmark(async (origin) => {
  await addLeads();
  const signIn = await fetch(`${origin}/api/admin/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .find((c) => c.startsWith("__Host-staff_session="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`sign-in failed: ${signIn.status}`);
  const headers = { cookie };
  const search = encodeURIComponent("احمد الزهراني");
  return [
    { name: "warm-up", path: "/api/admin/leads", rate: 50, connections: 5, seconds: 5, goalP99: 1000, headers },
    {
      name: "GET /api/admin/leads (first page)",
      path: "/api/admin/leads",
      rate: 50,
      connections: 5,
      seconds: 15,
      goalP99: 50,
      headers,
    },
    {
      name: "GET /api/admin/leads?q= (search)",
      path: `/api/admin/leads?q=${search}`,
      rate: 50,
      connections: 5,
      seconds: 15,
      goalP99: 50,
      headers,
    },
    {
      name: "GET /api/admin/leads status + kind",
      path: "/api/admin/leads?status=new&kind=contact",
      rate: 50,
      connections: 5,
      seconds: 15,
      goalP99: 50,
      headers,
    },
  ];
});
