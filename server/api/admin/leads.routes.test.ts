import { parse } from "csv-parse/sync";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditDetailOf, createStaff, signIn } from "../../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { insertLead, type NewLeadRecord } from "../../db/lead.repository.ts";
import { insertListingGraph } from "../../db/listing.repository.ts";
import { updateStaff } from "../../db/staff.repository.ts";

let key = 0;
function lead(overrides: Partial<NewLeadRecord> = {}): NewLeadRecord {
  key += 1;
  return {
    kind: "contact",
    listing: null,
    name: "محمد عبدالله القحطاني",
    email: "mohammed@example.sa",
    phone: "966501234567",
    message: "أرغب في عرض أرض",
    language: "ar",
    source_page: "/contactus",
    submission_key: `key-${key}`,
    spam_reason: null,
    ...overrides,
  };
}

describe.each(testEngines)("leads inbox on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let editor: string;
  let editorId: number;
  let projectId: number;
  const ids: Record<string, number> = {};
  const get = (url: string, language = "ar") =>
    app.inject({ method: "GET", url, headers: { cookie: editor, "accept-language": language } });
  const idsOf = (response: { json: () => { data: { id: number }[] } }) => response.json().data.map((l) => l.id);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
    editorId = await createStaff(database, "editor@example.sa", "editor");
    editor = await signIn(app, "editor@example.sa");
    projectId = await insertListingGraph(database.db, {
      listing: {
        kind: "project",
        category_id: null,
        status: "AVAILABLE",
        title_ar: "مشروع الياسمين",
        title_en: "Al Yasmin project",
        description_ar: "",
        description_en: "",
        location_ar: "الرياض",
        location_en: "Riyadh",
        city: "riyadh",
        price: 1_000_000,
        area: 300,
        lat: 24.8,
        lng: 46.6,
      },
      imageKeys: [],
      features: [],
      boundaries: [],
      lots: [],
    });
    const store = async (name: string, record: NewLeadRecord, at: string) => {
      const result = await insertLead(database.db, record, new Date(at));
      if (result.status !== "created") throw new Error(`lead ${name} not stored`);
      ids[name] = result.id;
    };
    await store("ahmed", lead({ name: "أحمد إبراهيم الزهراني", phone: "966555000111" }), "2026-11-01T10:00:00Z");
    await store(
      "interest",
      lead({
        kind: "project_interest",
        listing: { kind: "project", id: projectId },
        name: "Sarah Johnson Smith",
        email: "sarah@example.com",
        phone: "447700900123",
        language: "en",
        message: '=HYPERLINK("http://evil.example","click")',
      }),
      "2026-11-10T20:30:00Z",
    );
    await store("formula", lead({ name: "خالد سعد", message: "-2+3", email: "" }), "2026-11-20T08:00:00Z");
    await store("spam", lead({ name: "Robot Spam Bot", spam_reason: "honeypot" }), "2026-11-21T08:00:00Z");
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("lists people's enquiries newest first with their listing, without spam", async () => {
    const response = await get("/api/admin/leads");
    expect(response.statusCode).toBe(200);
    expect(idsOf(response)).toEqual([ids.formula, ids.interest, ids.ahmed]);
    expect(response.json().meta).toEqual({ page: 1, limit: 25, total: 3 });
    expect(response.json().data[1]).toMatchObject({
      kind: "project_interest",
      status: "new",
      listing: { id: projectId, kind: "project", titleAr: "مشروع الياسمين", titleEn: "Al Yasmin project" },
      language: "en",
    });
    expect(response.json().data[0].email).toBeNull();
    expect((await get("/api/admin/leads/new-count")).json().data.count).toBe(3);
  });

  it("searches name, phone and e-mail ignoring Arabic letter variants and diacritics", async () => {
    expect(idsOf(await get(`/api/admin/leads?q=${encodeURIComponent("احمد ابراهيم")}`))).toEqual([ids.ahmed]);
    expect(idsOf(await get(`/api/admin/leads?q=${encodeURIComponent("أَحْمَد")}`))).toEqual([ids.ahmed]);
    expect(idsOf(await get(`/api/admin/leads?q=${encodeURIComponent("055 500 0111")}`))).toEqual([ids.ahmed]);
    expect(idsOf(await get(`/api/admin/leads?q=${encodeURIComponent("+44 7700")}`))).toEqual([ids.interest]);
    expect(idsOf(await get("/api/admin/leads?q=SARAH%40EXAMPLE"))).toEqual([ids.interest]);
    expect(idsOf(await get("/api/admin/leads?q=%25"))).toEqual([]);
  });

  it("searches with short words, quotes and several words at once, and counts what it finds", async () => {
    // Words under three letters are not in the trigram index: they are matched letter by letter.
    expect(idsOf(await get(`/api/admin/leads?q=${encodeURIComponent("سع")}`))).toEqual([ids.formula]);
    expect(idsOf(await get(`/api/admin/leads?q=${encodeURIComponent("sa johnson")}`))).toEqual([ids.interest]);
    expect(idsOf(await get(`/api/admin/leads?q=${encodeURIComponent('"sarah')}`))).toEqual([]);
    expect(idsOf(await get(`/api/admin/leads?q=${encodeURIComponent("sarah OR khalid")}`))).toEqual([]);
    const both = await get("/api/admin/leads?q=example&limit=1");
    expect(idsOf(both)).toEqual([ids.interest]);
    expect(both.json().meta.total).toBe(2);
    // The spam lead shares the name but stays out of a search, as it does out of the whole inbox.
    expect(idsOf(await get("/api/admin/leads?q=robot"))).toEqual([]);
  });

  it("filters by kind, listing and Riyadh days", async () => {
    expect(idsOf(await get("/api/admin/leads?kind=project_interest"))).toEqual([ids.interest]);
    expect(idsOf(await get(`/api/admin/leads?listingId=${projectId}`))).toEqual([ids.interest]);
    // 2026-11-10T20:30Z is 23:30 on the 10th in Riyadh.
    expect(idsOf(await get("/api/admin/leads?from=2026-11-10&to=2026-11-10"))).toEqual([ids.interest]);
    expect(idsOf(await get("/api/admin/leads?from=2026-11-11"))).toEqual([ids.formula]);
    expect(idsOf(await get("/api/admin/leads?page=2&limit=2"))).toEqual([ids.ahmed]);
  });

  it("answers a translated 400 for bad filters, never a 500", async () => {
    for (const query of ["kind=other", "from=yesterday", "listingId=2147483648", "page=0", "limit=1000"]) {
      const response = await get(`/api/admin/leads?${query}`, "en");
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message).toBe("The request contains invalid data.");
    }
    expect((await get("/api/admin/leads/2147483648")).statusCode).toBe(400);
    expect((await get("/api/admin/leads/2147483647")).statusCode).toBe(404);
  });

  it("changes status and assignee, keeps notes with author and time, and audits each", async () => {
    const newOnes = async () => (await get("/api/admin/leads?status=new")).json().meta.total;
    const before = await newOnes();
    const patch = await app.inject({
      method: "PATCH",
      url: `/api/admin/leads/${ids.ahmed}`,
      headers: { cookie: editor },
      payload: { status: "contacted", assignedStaffId: editorId },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().data).toMatchObject({ status: "contacted", assignedStaff: { id: editorId, name: "editor" } });
    // The count kept for the filter is forgotten at once on the process that made the change.
    expect(await newOnes()).toBe(before - 1);
    const note = await app.inject({
      method: "POST",
      url: `/api/admin/leads/${ids.ahmed}/notes`,
      headers: { cookie: editor },
      payload: { body: "اتصلت به، يريد زيارة الموقع يوم الخميس" },
    });
    expect(note.statusCode).toBe(201);
    const detail = (await get(`/api/admin/leads/${ids.ahmed}`)).json().data;
    expect(detail.notes).toEqual([
      expect.objectContaining({
        body: "اتصلت به، يريد زيارة الموقع يوم الخميس",
        authorName: "editor",
        staffId: editorId,
      }),
    ]);
    expect(idsOf(await get("/api/admin/leads?status=contacted"))).toEqual([ids.ahmed]);
    expect(idsOf(await get(`/api/admin/leads?assignedStaffId=${editorId}`))).toEqual([ids.ahmed]);
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["action", "subject"])
      .where("subject", "=", `lead:${ids.ahmed}`)
      .orderBy("id")
      .execute();
    expect(audit.map((row) => row.action)).toEqual(["lead_updated", "lead_note_added"]);
    const empty = await app.inject({
      method: "PATCH",
      url: `/api/admin/leads/${ids.ahmed}`,
      headers: { cookie: editor },
      payload: { status: "archived" },
    });
    expect(empty.statusCode).toBe(400);
  });

  it("saves a lead whose assignee was disabled since, keeping that assignee, but assigns no one disabled", async () => {
    const leaverId = await createStaff(database, "leaver@example.sa", "editor");
    const patch = (id: number, payload: object) =>
      app.inject({
        method: "PATCH",
        url: `/api/admin/leads/${id}`,
        headers: { cookie: editor, "accept-language": "en" },
        payload,
      });
    expect((await patch(ids.formula!, { assignedStaffId: leaverId })).statusCode).toBe(200);
    await updateStaff(database.db, leaverId, { disabled: true });

    // The form as it was: the status changed, the old assignee sent along unchanged.
    const kept = await patch(ids.formula!, { status: "contacted", assignedStaffId: leaverId });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ status: "contacted", assignedStaff: { id: leaverId, name: "leaver" } });
    const statusOnly = await patch(ids.formula!, { status: "new" });
    expect(statusOnly.json().data).toMatchObject({ status: "new", assignedStaff: { id: leaverId } });

    const refused = await patch(ids.interest!, { assignedStaffId: leaverId });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual(["assignedStaffId"]);
    expect((await patch(ids.formula!, { assignedStaffId: null })).json().data.assignedStaff).toBeNull();
    expect((await patch(ids.formula!, { assignedStaffId: leaverId })).statusCode).toBe(400);
  });

  it("keeps an enquiry sent at once as suspected: staff find it with its reason and move it to the inbox", async () => {
    // A visitor whose password manager filled the form: sent 0.4 s after it appeared.
    const sent = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "accept-language": "ar" },
      payload: {
        name: "نورة سعد العتيبي",
        phone: "966551112233",
        message: "أبحث عن فيلا في حي النرجس",
        submissionKey: "6f1c2d8e-4b7a-4c1e-9d3f-2a5b8c7e1f00",
        fillMs: 412,
      },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ data: { received: true } });
    const inboxBefore = (await get("/api/admin/leads")).json().meta.total;
    const newBefore = (await get("/api/admin/leads/new-count")).json().data.count;

    // Not in the inbox, nor its search, count or CSV…
    expect(idsOf(await get(`/api/admin/leads?q=${encodeURIComponent("نورة")}`))).toEqual([]);
    // …but under the suspected filter, with its reason and the measured time.
    const suspected = await get("/api/admin/leads?box=suspected");
    expect(suspected.statusCode).toBe(200);
    const found = suspected.json().data.find((l: { name: string }) => l.name === "نورة سعد العتيبي");
    expect(found).toMatchObject({ status: "new", suspicion: { reason: "too_fast", fillMs: 412 } });
    expect(suspected.json().data.find((l: { id: number }) => l.id === ids.spam)).toMatchObject({
      suspicion: { reason: "honeypot" },
    });
    expect(suspected.json().meta.total).toBe(2);
    expect(idsOf(await get(`/api/admin/leads?box=suspected&q=${encodeURIComponent("نورة")}`))).toEqual([found.id]);
    const suspectedCsv: string[][] = parse((await get("/api/admin/leads.csv?box=suspected")).rawPayload, { bom: true });
    expect(
      suspectedCsv
        .slice(1)
        .map((row) => Number(row[0]))
        .sort(),
    ).toEqual([found.id, ids.spam].sort());
    // The export says why each was kept apart, in the request's language (Arabic here).
    expect(suspectedCsv[0]?.at(-1)).toBe("سبب الاشتباه");
    const reasonOf = (id: number) => suspectedCsv.find((row) => Number(row[0]) === id)?.at(-1);
    expect(reasonOf(found.id)).toBe("أُرسل بعد 0.4 ثانية من ظهور النموذج");
    expect(reasonOf(ids.spam ?? 0)).toBe("عُبّئ حقل مخفي لا يراه الزوار");
    expect((await get(`/api/admin/leads/${found.id}`)).json().data.suspicion).toEqual({
      reason: "too_fast",
      fillMs: 412,
    });

    // One click moves it to the inbox, audited with its reason; a second press changes nothing.
    const move = () =>
      app.inject({
        method: "POST",
        url: `/api/admin/leads/${found.id}/move-to-inbox`,
        headers: { cookie: editor, "accept-language": "en" },
      });
    const moved = await move();
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ id: found.id, suspicion: null, status: "new" });
    expect((await move()).statusCode).toBe(200);
    expect(idsOf(await get(`/api/admin/leads?q=${encodeURIComponent("نورة")}`))).toEqual([found.id]);
    expect((await get("/api/admin/leads")).json().meta.total).toBe(inboxBefore + 1);
    expect((await get("/api/admin/leads/new-count")).json().data.count).toBe(newBefore + 1);
    expect(idsOf(await get("/api/admin/leads?box=suspected"))).toEqual([ids.spam]);
    expect(await auditDetailOf(database, `lead:${found.id}`, "lead_moved_to_inbox")).toEqual({
      reason: "too_fast",
      fillMs: 412,
    });
    const audits = await database.db
      .selectFrom("audit_log")
      .select("staff_id")
      .where("action", "=", "lead_moved_to_inbox")
      .execute();
    expect(audits).toEqual([{ staff_id: editorId }]);
    // Back where it was for the tests below, which count the inbox.
    await database.db.deleteFrom("leads").where("id", "=", found.id).execute();
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/admin/leads/2147483647/move-to-inbox",
          headers: { cookie: editor },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("exports the filtered list as CSV that Excel opens with Arabic intact and no live formulas", async () => {
    const response = await get("/api/admin/leads.csv");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows: string[][] = parse(response.rawPayload.toString("utf8"), { bom: true });
    expect(rows[0]).toEqual([
      "رقم الطلب",
      "الوقت (الرياض)",
      "النوع",
      "الحالة",
      "الاسم",
      "رقم الجوال",
      "البريد الإلكتروني",
      "الرسالة",
      "اللغة",
      "رقم الإعلان",
      "الإعلان",
      "المسؤول",
    ]);
    expect(rows).toHaveLength(4);
    const byId = new Map(rows.slice(1).map((row) => [Number(row[0]), row]));
    expect(byId.get(ids.ahmed!)).toEqual(
      expect.arrayContaining(["أحمد إبراهيم الزهراني", "00966 55 500 0111", "2026-11-01 13:00", "تم التواصل"]),
    );
    expect(byId.get(ids.interest!)?.[7]).toBe('\'=HYPERLINK("http://evil.example","click")');
    expect(byId.get(ids.interest!)?.[10]).toBe("مشروع الياسمين");
    expect(byId.get(ids.formula!)?.[7]).toBe("'-2+3");
    const english: string[][] = parse((await get("/api/admin/leads.csv?kind=contact", "en")).rawPayload, { bom: true });
    expect(english[0]?.[0]).toBe("Lead");
    expect(english.slice(1).map((row) => Number(row[0]))).toEqual([ids.formula, ids.ahmed]);
  });
});
