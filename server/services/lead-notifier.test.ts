import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, signIn } from "../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { startMailServer } from "../../testing/server/mail-server.ts";
import { insertLead } from "../db/lead.repository.ts";
import { insertListingGraph } from "../db/listing.repository.ts";
import { seedCompany } from "../seed/seed-company.ts";

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== "object" || !address) throw new Error("no port");
  return address.port;
}

async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 8000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const origin = "https://www.example.sa";

function enquiry(extra: Record<string, unknown> = {}) {
  return {
    name: "Mohammed Abdullah Alqahtani",
    email: `lead-${randomUUID()}@example.sa`,
    phone: "966501234567",
    message: "أرغب في بيع أرض في حي الملقا",
    submissionKey: randomUUID(),
    website: "",
    fillMs: 6000,
    sourcePage: "/en/contactus",
    ...extra,
  };
}

describe.each(testEngines)("lead e-mails on %s", (engine) => {
  let database: TestDatabase;
  let projectId: number;
  const apps: FastifyInstance[] = [];

  /** The site with its e-mail pointed at an SMTP port, retrying quickly. */
  async function siteMailingTo(port: number): Promise<FastifyInstance> {
    const app = await buildTestApp(
      database,
      {
        LEAD_RATE_LIMIT: "10000",
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        LEAD_EMAIL_TO: "sales@example.sa, leads@example.sa",
        LEAD_EMAIL_FROM: "Website <website@example.sa>",
        PUBLIC_ORIGIN: origin,
      },
      { leadRetryDelaysMs: [0, 300, 600, 900, 1200] },
    );
    apps.push(app);
    await app.ready();
    return app;
  }

  const post = (app: FastifyInstance, url: string, payload: unknown) =>
    app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json", "accept-language": "en" },
      payload: JSON.stringify(payload),
    });
  const leadOf = (email: string) =>
    database.db.selectFrom("leads").selectAll().where("email", "=", email).executeTakeFirstOrThrow();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    projectId = await insertListingGraph(database.db, {
      listing: {
        kind: "project",
        category_id: null,
        status: "AVAILABLE",
        title_ar: "مشروع واحة الملقا",
        title_en: "Malqa Oasis project",
        description_ar: "",
        description_en: "",
        location_ar: "حي الملقا، الرياض",
        location_en: "Al Malqa, Riyadh",
        city: "riyadh",
        price: 900_000,
        area: 300,
        lat: 24.8,
        lng: 46.6,
      },
      imageKeys: [],
      features: [],
      boundaries: [],
      lots: [],
    });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.drop();
  });

  it("e-mails the company about a contact message, with the visitor as the reply address", async () => {
    const mail = await startMailServer();
    try {
      const app = await siteMailingTo(mail.port);
      const payload = enquiry();
      expect((await post(app, "/api/contact", payload)).statusCode).toBe(201);
      const received = await eventually(() => mail.mails.find((m) => m.text.includes(payload.email)));
      expect(received.from).toBe("website@example.sa");
      expect(received.to).toEqual(["sales@example.sa", "leads@example.sa"]);
      expect(received.headers).toMatch(new RegExp(`^reply-to: .*<${payload.email}>`, "im"));
      expect(received.subject).toBe("رسالة تواصل | Contact message: Mohammed Abdullah Alqahtani");
      expect(received.text).toContain("Mobile: \u2066+966 50 123 4567\u2069");
      expect(received.text).toContain(payload.message);
      expect(received.text).toContain("Page: /en/contactus");
      const lead = await eventually(async () => {
        const row = await leadOf(payload.email);
        return row.notified_at ? row : undefined;
      });
      expect(lead.notify_attempts).toBe(1);
    } finally {
      await mail.close();
    }
  });

  it("names and links the listing of an interest", async () => {
    const mail = await startMailServer();
    try {
      const app = await siteMailingTo(mail.port);
      const payload = enquiry({ projectId, message: undefined });
      expect((await post(app, "/api/project-interest", payload)).statusCode).toBe(201);
      const received = await eventually(() => mail.mails.find((m) => m.text.includes(payload.email)));
      expect(received.subject).toBe(
        "اهتمام بمشروع | Project interest: Mohammed Abdullah Alqahtani — مشروع واحة الملقا",
      );
      expect(received.text).toContain("مشروع واحة الملقا / Malqa Oasis project");
      expect(received.text).toContain(`${origin}/project/${projectId}`);
    } finally {
      await mail.close();
    }
  });

  it("never e-mails about a suspected lead until staff move it to the inbox, nor twice about a repeated submission", async () => {
    const mail = await startMailServer();
    try {
      const app = await siteMailingTo(mail.port);
      const spam = enquiry({ website: "https://spam.example" });
      const person = enquiry();
      expect((await post(app, "/api/contact", spam)).statusCode).toBe(201);
      expect((await post(app, "/api/contact", person)).statusCode).toBe(201);
      expect((await post(app, "/api/contact", person)).statusCode).toBe(201);
      await eventually(async () => ((await leadOf(person.email)).notified_at ? true : undefined));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mail.mails.filter((m) => m.text.includes(person.email))).toHaveLength(1);
      expect(mail.mails.filter((m) => m.text.includes(spam.email))).toEqual([]);
      expect(await leadOf(spam.email)).toMatchObject({ notify_attempts: 0, notified_at: null });

      // Staff who move the suspected lead to the inbox have the company told about it, once, like any lead.
      const mover = `mover-${randomUUID()}@example.sa`;
      await createStaff(database, mover, "editor");
      const cookie = await signIn(app, mover);
      const suspected = await leadOf(spam.email);
      const move = () =>
        app.inject({ method: "POST", url: `/api/admin/leads/${suspected.id}/move-to-inbox`, headers: { cookie } });
      expect((await move()).statusCode).toBe(200);
      expect((await move()).statusCode).toBe(200);
      await eventually(async () => ((await leadOf(spam.email)).notified_at ? true : undefined));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mail.mails.filter((m) => m.text.includes(spam.email))).toHaveLength(1);
    } finally {
      await mail.close();
    }
  });

  it("answers at once while the mail server is down, and sends once it is back", async () => {
    const port = await freePort();
    const app = await siteMailingTo(port);
    const payload = enquiry();
    const started = Date.now();
    const response = await post(app, "/api/contact", payload);
    expect(response.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(1000);
    await eventually(async () => ((await leadOf(payload.email)).notify_attempts >= 1 ? true : undefined));
    expect((await leadOf(payload.email)).notified_at).toBeNull();

    const mail = await startMailServer(port);
    try {
      await eventually(() => mail.mails.find((m) => m.text.includes(payload.email)));
      const lead = await eventually(async () => {
        const row = await leadOf(payload.email);
        return row.notified_at ? row : undefined;
      });
      expect(lead.notify_attempts).toBeGreaterThan(1);
    } finally {
      await mail.close();
    }
  });

  it("never sends the waiting e-mail of a lead erased or anonymised since (docs/decisions/039-lead-privacy.md)", async () => {
    const port = await freePort();
    // A retry far enough away for the admin to act while the mail server is down.
    const app = await buildTestApp(
      database,
      {
        LEAD_RATE_LIMIT: "10000",
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        LEAD_EMAIL_TO: "sales@example.sa",
        LEAD_EMAIL_FROM: "Website <website@example.sa>",
      },
      { leadRetryDelaysMs: [0, 2000] },
    );
    apps.push(app);
    const anonymised = enquiry({ name: "Anonymised Sender Alharbi" });
    const erased = enquiry({ name: "Erased Sender Alotaibi" });
    const kept = enquiry({ name: "Kept Sender Alshehri" });
    for (const payload of [anonymised, erased, kept]) {
      expect((await post(app, "/api/contact", payload)).statusCode).toBe(201);
    }
    for (const payload of [anonymised, erased, kept]) {
      await eventually(async () => ((await leadOf(payload.email)).notify_attempts >= 1 ? true : undefined));
    }
    const admin = `privacy-${randomUUID()}@example.sa`;
    await createStaff(database, admin, "admin");
    const cookie = await signIn(app, admin);
    const anonymisedId = (await leadOf(anonymised.email)).id;
    const erasedId = (await leadOf(erased.email)).id;
    const act = (method: "POST" | "DELETE", url: string) => app.inject({ method, url, headers: { cookie } });
    expect((await act("POST", `/api/admin/leads/${anonymisedId}/anonymise`)).statusCode).toBe(200);
    expect((await act("DELETE", `/api/admin/leads/${erasedId}`)).statusCode).toBe(204);

    const mail = await startMailServer(port);
    try {
      // The kept lead's retry was queued after the other two: once it has arrived, theirs have had their turn.
      await eventually(() => mail.mails.find((m) => m.text.includes(kept.email)));
      const all = mail.mails.map((m) => `${m.subject}\n${m.text}`).join("\n");
      for (const gone of [anonymised, erased]) {
        expect(all).not.toContain(gone.name);
        expect(all).not.toContain(gone.email);
      }
      expect(all).not.toContain(`Lead no.: ${anonymisedId}\n`);
      expect(all).not.toContain(`Lead no.: ${erasedId}\n`);
      const row = await database.db.selectFrom("leads").selectAll().where("id", "=", anonymisedId).executeTakeFirst();
      expect(row).toMatchObject({ notified_at: null, notify_attempts: 1 });
    } finally {
      await mail.close();
    }
  });

  it("keeps every one-line value on its line, even one stored with a line break", async () => {
    const email = `lead-${randomUUID()}@example.sa`;
    await insertLead(database.db, {
      kind: "contact",
      listing: null,
      name: "Sara Ahmed\r\nرقم الجوال | Mobile: +966 50 000 0000",
      email,
      phone: "966551234567",
      message: "First line\r\nSecond line\u0007",
      language: "en",
      source_page: "/en/contactus\r\nالصفحة | Page: /fake\nوقت الاستلام | Received: never",
      submission_key: randomUUID(),
      spam_reason: null,
    });
    const mail = await startMailServer();
    try {
      await siteMailingTo(mail.port);
      const received = await eventually(() => mail.mails.find((m) => m.text.includes(email)));
      const lines = received.text.split("\n");
      expect(lines.filter((line) => line.includes("Mobile:"))).toEqual([
        "الاسم | Name: Sara Ahmed رقم الجوال | Mobile: +966 50 000 0000",
        "رقم الجوال | Mobile: \u2066+966 55 123 4567\u2069",
      ]);
      expect(lines.filter((line) => line.includes("Page:"))).toEqual([
        "الصفحة | Page: /en/contactus الصفحة | Page: /fake وقت الاستلام | Received: never",
      ]);
      expect(lines.filter((line) => line.startsWith("وقت الاستلام"))).toHaveLength(1);
      expect(received.text).toContain("First line\nSecond line \n");
      expect(received.subject).toBe("رسالة تواصل | Contact message: Sara Ahmed رقم الجوال | Mobile: +966 50 000 0000");
    } finally {
      await mail.close();
    }
  });

  it("on start, e-mails about leads a stopped process had not told about", async () => {
    const email = `lead-${randomUUID()}@example.sa`;
    await insertLead(database.db, {
      kind: "contact",
      listing: null,
      name: "Sara Ahmed Alharbi",
      email,
      phone: "966551234567",
      message: "Left behind by a restart",
      language: "en",
      source_page: "/en/contactus",
      submission_key: randomUUID(),
      spam_reason: null,
    });
    const mail = await startMailServer();
    try {
      await siteMailingTo(mail.port);
      await eventually(() => mail.mails.find((m) => m.text.includes(email)));
    } finally {
      await mail.close();
    }
  });
});
