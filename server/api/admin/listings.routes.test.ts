import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingInput } from "../../../domain/admin/listing-editor.ts";
import { auditDetailOf, createStaff, signIn } from "../../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { dayFromNow, sampleInput } from "../../../testing/server/listing-input.ts";
import { seedCompany } from "../../seed/seed-company.ts";

describe.each(testEngines)("listing editor API on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let editor: string;
  let otherEditor: string;
  let admin: string;

  const call = (
    cookie: string,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
    language = "en",
  ) =>
    app.inject({
      method,
      url,
      headers: { cookie, "accept-language": language },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (kind: string, input: ListingInput) => {
    const response = await call(editor, "POST", "/api/admin/listings", { kind, ...input });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const publicIds = async (kind: string) =>
    (await app.inject({ url: `/api/${kind}?limit=50` })).json().data.map((item: { id: number }) => item.id);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    app = await buildTestApp(database);
    // Publishes, unpublishes and schedules: a publisher (docs/decisions/036-review-before-publishing.md).
    await createStaff(database, "editor@example.sa", "publisher");
    await createStaff(database, "second@example.sa", "editor");
    await createStaff(database, "owner@example.sa", "admin");
    editor = await signIn(app, "editor@example.sa");
    otherEditor = await signIn(app, "second@example.sa");
    admin = await signIn(app, "owner@example.sa");
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("creates a draft that only the back office and its preview see, then publishes and withdraws it", async () => {
    const created = await create("property", sampleInput());
    expect(created).toMatchObject({
      kind: "property",
      published: false,
      version: 1,
      titleAr: "فيلا في حي الملقا",
      details: { rooms: 5, bathrooms: 4, maid_room: true, street_width: 20 },
      codes: { facade: "NE2", purpose: "residential" },
      features: ["elevator", "garden"],
      adLicenceExpiresOn: dayFromNow(200),
    });
    expect(created.boundaries).toHaveLength(2);
    const id: number = created.id;

    expect(await publicIds("property")).not.toContain(id);
    expect((await app.inject({ url: `/api/property/${id}` })).statusCode).toBe(404);
    const preview = await call(editor, "GET", `/api/admin/listings/${id}/preview`, undefined, "ar");
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ id, title: "فيلا في حي الملقا", features: ["elevator", "garden"] });
    expect(JSON.parse(preview.json().data.Details.dimensions_boundaries)).toHaveLength(2);

    const published = await call(editor, "POST", `/api/admin/listings/${id}/publish`, { version: 1 });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ published: true, version: 2 });
    expect(await publicIds("property")).toContain(id);
    const detail = (await app.inject({ url: `/api/property/${id}`, headers: { "accept-language": "en" } })).json();
    expect(detail.data).toMatchObject({ title: "Villa in Al Malqa", Details: { rooms: 5, facade: "NE2" } });
    const map = (await app.inject({ url: "/api/content/map" })).json();
    expect(map.data.properties.map((item: { id: number }) => item.id)).toContain(id);
    const sitemap = (await app.inject({ url: "/sitemap.xml" })).body;
    expect(sitemap).toContain(`/property/${id}<`);

    const withdrawn = await call(editor, "POST", `/api/admin/listings/${id}/unpublish`, { version: 2 });
    expect(withdrawn.statusCode).toBe(200);
    expect(await publicIds("property")).not.toContain(id);
    expect((await app.inject({ url: "/sitemap.xml" })).body).not.toContain(`/property/${id}<`);

    const actions = await database.db
      .selectFrom("audit_log")
      .select(["action", "actor_email"])
      .where("subject", "=", `listing:${id}`)
      .orderBy("id")
      .execute();
    expect(actions.map((row) => row.action)).toEqual(["listing_created", "listing_published", "listing_unpublished"]);
    expect(actions.every((row) => row.actor_email === "editor@example.sa")).toBe(true);
  });

  it("saves every field, sanitises the description with the public page's policy, and keeps unknown details", async () => {
    const { id } = await create("property", sampleInput());
    await database.db
      .updateTable("listings")
      .set({ details: JSON.stringify({ rooms: 5, imported_note: 7 }) })
      .where("id", "=", id)
      .execute();
    const saved = await call(editor, "PUT", `/api/admin/listings/${id}`, {
      version: 1,
      ...sampleInput({
        descriptionEn: '<p onclick="x()">Safe <a href="javascript:alert(1)">link</a><script>alert(1)</script></p>',
        rentPeriod: "yearly",
        price: 90_000,
        videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
        details: { rooms: 3, floor: 0 },
        codes: { facade: null, purpose: "commercial" },
        features: ["gym", "gym", "sea_view"],
        boundaries: [{ direction: "west", lengthM: null, descriptionAr: "ممر", descriptionEn: "Passage" }],
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const data = saved.json().data;
    expect(data.descriptionEn).toBe("<p>Safe <a>link</a></p>");
    expect(data).toMatchObject({
      version: 2,
      rentPeriod: "yearly",
      videoUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42",
      details: { rooms: 3, floor: 0 },
      codes: { facade: null, purpose: "commercial" },
      features: ["gym", "sea_view"],
      boundaries: [{ direction: "west", lengthM: null, descriptionAr: "ممر", descriptionEn: "Passage" }],
    });
    const stored = await database.db.selectFrom("listings").select("details").where("id", "=", id).executeTakeFirst();
    expect(JSON.parse(stored!.details)).toEqual({ imported_note: 7, rooms: 3, floor: 0, purpose: "commercial" });
    const changes = (await auditDetailOf(database, `listing:${id}`, "listing_updated")).changes as { field: string }[];
    expect(changes.map((change) => change.field)).toEqual(
      expect.arrayContaining(["descriptionEn", "rentPeriod", "details", "features", "boundaries"]),
    );
    // A rich text and the structured fields are noted as changed; a short one keeps its values.
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: "descriptionEn", long: true },
        { field: "features", long: true },
        expect.objectContaining({ field: "rentPeriod", to: "yearly" }),
      ]),
    );
  });

  it("reads Arabic-Indic digits and separators in numeric fields a client sends as text, and stores numbers", async () => {
    const { id } = await create("property", sampleInput());
    const saved = await call(editor, "PUT", `/api/admin/listings/${id}`, {
      version: 1,
      ...sampleInput(),
      price: "١٬٥٠٠٬٠٠٠",
      area: "٣٥٠٫٥",
      lat: "٢٤٫٧١٣٦",
      lng: "۴۶٫۶۷۵۳",
      depositAmount: "1,500",
      details: { rooms: "٥", furnished: true },
      adLicenceNumber: "٧٢٠٠١٢٣٤٥٦",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      price: 1_500_000,
      area: 350.5,
      lat: 24.7136,
      lng: 46.6753,
      depositAmount: 1500,
      details: { rooms: 5, furnished: true },
      adLicenceNumber: "7200123456",
    });
    const stored = await database.db
      .selectFrom("listings")
      .select(["price", "area", "lat", "lng"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect([Number(stored.price), Number(stored.area), Number(stored.lat), Number(stored.lng)]).toEqual([
      1_500_000, 350.5, 24.7136, 46.6753,
    ]);

    for (const [language, message] of [
      ["ar", "أدخل رقمًا صحيحًا لا يقل عن صفر."],
      ["en", "Enter a number of zero or more."],
    ] as const) {
      const refused = await call(
        editor,
        "PUT",
        `/api/admin/listings/${id}`,
        { version: 2, ...sampleInput(), price: "١٢أ", area: "NaN" },
        language,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toMatchObject({ price: message, area: message });
    }
  });

  it("refuses bad fields one by one, in the staff member's language, and stores nothing", async () => {
    const before = await database.db
      .selectFrom("listings")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const response = await call(editor, "POST", "/api/admin/listings", {
      kind: "auction",
      ...sampleInput({
        titleEn: "  ",
        price: -5,
        lat: 124,
        videoUrl: "https://example.com/video",
        termsUrl: "ftp://files",
        startDate: "2026-12-10T07:00:00.000Z",
        endDate: "2026-12-09T07:00:00.000Z",
        features: ["elevator", "teleporter"],
        adLicenceExpiresOn: "2026-02-30",
        boundaries: [
          { direction: "north", lengthM: 1, descriptionAr: "", descriptionEn: "" },
          { direction: "north", lengthM: 2, descriptionAr: "", descriptionEn: "" },
        ],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      titleEn: "This field is required.",
      price: "Enter a number of zero or more.",
      lat: "The latitude must be between -90 and 90.",
      videoUrl: "Enter a YouTube video link.",
      termsUrl: "Enter a link starting with https:// or a file path on this site (/media/…).",
      "features.1": "This feature is not in the catalogue.",
      adLicenceExpiresOn: "Enter a valid date.",
      endDate: "The end must come after the start.",
      "boundaries.1.direction": "Each side can have one boundary only.",
    });
    const crossed = await call(
      editor,
      "POST",
      "/api/admin/listings",
      {
        kind: "auction",
        ...sampleInput({
          status: "UPCOMING",
          startDate: "2026-12-10T07:00:00.000Z",
          endDate: "2026-12-09T07:00:00.000Z",
          lng: null,
          boundaries: [
            { direction: "north", lengthM: 1, descriptionAr: "", descriptionEn: "" },
            { direction: "north", lengthM: 2, descriptionAr: "", descriptionEn: "" },
          ],
        }),
      },
      "ar",
    );
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().error.fields).toEqual({
      endDate: "يجب أن يكون تاريخ الانتهاء بعد تاريخ البدء.",
      lng: "أدخل خط العرض وخط الطول معًا، أو اتركهما فارغين.",
      "boundaries.1.direction": "يُسمح بحد واحد لكل جهة.",
    });
    const wrongKind = await call(editor, "POST", "/api/admin/listings", {
      kind: "project",
      ...sampleInput({ status: "RENTED", rentPeriod: "monthly", categoryId: 999_999 }),
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error.fields).toEqual({
      status: "This status does not apply to this kind of listing.",
      rentPeriod: "Only properties can be rented; auctions and projects are sold.",
      categoryId: "Choose a category of this kind of listing.",
    });
    const after = await database.db
      .selectFrom("listings")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("takes a city only from the known list (or none yet), on creating and saving, in both languages", async () => {
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom("listings")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const [language, message] of [
      ["en", "Choose a city from the list."],
      ["ar", "اختر مدينة من القائمة."],
    ] as const) {
      for (const city of ["atlantis", "Riyadh", "الرياض", "riyadh-north"]) {
        const refused = await call(
          editor,
          "POST",
          "/api/admin/listings",
          { kind: "property", ...sampleInput({ city }) },
          language,
        );
        expect(refused.statusCode, `${city}: ${refused.body}`).toBe(400);
        expect(refused.json().error.fields, city).toEqual({ city: message });
      }
    }
    expect(await count()).toBe(before);

    const none = await create("property", sampleInput({ city: "" }));
    const jeddah = await create("property", sampleInput({ city: "jeddah" }));
    expect([none.city, jeddah.city]).toEqual(["", "jeddah"]);
    const saved = await call(editor, "PUT", `/api/admin/listings/${none.id}`, {
      version: none.version,
      ...sampleInput({ city: "hafar-al-batin" }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.city).toBe("hafar-al-batin");
    const typed = await call(
      editor,
      "PUT",
      `/api/admin/listings/${none.id}`,
      { version: saved.json().data.version, ...sampleInput({ city: "hafar al batin" }) },
      "ar",
    );
    expect(typed.statusCode).toBe(400);
    expect(typed.json().error.fields).toEqual({ city: "اختر مدينة من القائمة." });
    const stored = await database.db.selectFrom("listings").select("city").where("id", "=", none.id).executeTakeFirst();
    expect(stored?.city).toBe("hafar-al-batin");
  });

  it("refuses links that are not https or a file of this site, and control characters, in listings, lots, categories, staff and photo texts", async () => {
    const refused = await call(
      editor,
      "POST",
      "/api/admin/listings",
      {
        kind: "auction",
        ...sampleInput({
          titleAr: "فيلا\u0000",
          descriptionEn: "<p>line one</p>\n\t<p>line two</p>\u0008",
          auctionUrl: "javascript:alert(1)",
          fileUrl: "data:application/pdf;base64,JVBERi0=",
          adQrUrl: "http://example.sa/qr",
          termsUrl: "/media/../data/site.db",
        }),
      },
      "ar",
    );
    expect(refused.statusCode).toBe(400);
    const link = "أدخل رابطًا يبدأ بـ https:// أو مسار ملف على الموقع (/media/…).";
    const control = "النص يحوي رموز تحكم غير مرئية (مثل NUL)؛ احذفها أو أعد كتابة النص.";
    expect(refused.json().error.fields).toEqual({
      titleAr: control,
      descriptionEn: control,
      auctionUrl: link,
      fileUrl: link,
      adQrUrl: link,
      termsUrl: link,
    });
    // Line breaks and tabs stay in a description; a title is stored NFC-normalised and trimmed.
    const saved = await create(
      "property",
      sampleInput({ titleEn: " Cafe\u0301 villa ", descriptionEn: "<p>one</p>\r\n\t<p>two</p>" }),
    );
    expect(saved.titleEn).toBe("Caf\u00e9 villa");
    const category = await call(admin, "POST", "/api/admin/categories", {
      kind: "property",
      slug: "nul-name",
      nameAr: "فلل",
      nameEn: "Villas\u0000",
      sortOrder: 1,
    });
    expect(category.statusCode).toBe(400);
    expect(category.json().error.fields).toEqual({
      nameEn: "The text holds invisible control characters (such as NUL); remove them or type the text again.",
    });
    const staff = await call(admin, "POST", "/api/admin/staff", {
      email: "nul@example.sa",
      name: "Nul\u0000Name",
      role: "editor",
      password: "Dunes of Najd at dawn 2026",
    });
    expect(staff.statusCode).toBe(400);
    expect(Object.keys(staff.json().error.fields)).toEqual(["name"]);
    const images = await call(editor, "PUT", `/api/admin/media/listings/property/${saved.id}/images`, {
      images: [{ key: "a", alt: { ar: "صورة\u0000", en: "photo" } }],
    });
    expect(images.statusCode).toBe(400);
    expect(Object.keys(images.json().error.fields)).toEqual(["images.0.alt.ar"]);
  });

  it("publishes nothing without a valid advertising licence, and a published listing keeps one", async () => {
    const missing = await create(
      "project",
      sampleInput({ adLicenceNumber: null, advertiserFalLicence: null, adLicenceExpiresOn: null }),
    );
    const refused = await call(editor, "POST", `/api/admin/listings/${missing.id}/publish`, { version: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: "publish_incomplete",
      fields: {
        adLicenceNumber: "A listing cannot be published without its full advertising licence data.",
        advertiserFalLicence: "A listing cannot be published without its full advertising licence data.",
        adLicenceExpiresOn: "A listing cannot be published without its full advertising licence data.",
      },
    });
    const expired = await create("project", sampleInput({ adLicenceExpiresOn: dayFromNow(-1) }));
    const refusedExpired = await call(editor, "POST", `/api/admin/listings/${expired.id}/publish`, { version: 1 });
    expect(refusedExpired.json().error.fields).toEqual({
      adLicenceExpiresOn:
        "The advertising licence has expired; renew it and enter its new expiry date before publishing.",
    });
    expect(await publicIds("project")).not.toContain(missing.id);
    expect(await publicIds("project")).not.toContain(expired.id);

    const good = await create("project", sampleInput());
    expect((await call(editor, "POST", `/api/admin/listings/${good.id}/publish`, { version: 1 })).statusCode).toBe(200);
    const stripped = await call(editor, "PUT", `/api/admin/listings/${good.id}`, {
      version: 2,
      ...sampleInput({ adLicenceNumber: "" }),
    });
    expect(stripped.statusCode).toBe(400);
    expect(stripped.json().error.fields).toEqual({
      adLicenceNumber: "A listing cannot be published without its full advertising licence data.",
    });
  });

  it("takes a published listing off the list, detail, map and sitemap the moment its licence expires", async () => {
    const { id } = await create("auction", sampleInput({ status: "UPCOMING" }));
    expect((await call(editor, "POST", `/api/admin/listings/${id}/publish`, { version: 1 })).statusCode).toBe(200);
    expect(await publicIds("auction")).toContain(id);
    // The licence runs out (no job runs: the public queries compare its expiry with the time of the request).
    await database.db
      .updateTable("listings")
      .set({ ad_licence_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", id)
      .execute();
    expect(await publicIds("auction")).not.toContain(id);
    expect((await app.inject({ url: `/api/auction/${id}` })).statusCode).toBe(404);
    const map = (await app.inject({ url: "/api/content/map" })).json();
    expect(map.data.auctions.map((item: { id: number }) => item.id)).not.toContain(id);
    expect((await app.inject({ url: "/sitemap.xml" })).body).not.toContain(`/auction/${id}<`);
    // Staff still find it, marked in their list.
    const list = (await call(editor, "GET", "/api/admin/listings?kind=auction&state=expiring")).json();
    expect(list.data.map((row: { id: number }) => row.id)).toContain(id);
  });

  it("refuses the second of two concurrent saves with 409 and a clear message", async () => {
    const { id } = await create("property", sampleInput());
    const first = call(editor, "PUT", `/api/admin/listings/${id}`, { version: 1, ...sampleInput({ price: 1 }) });
    const second = call(otherEditor, "PUT", `/api/admin/listings/${id}`, { version: 1, ...sampleInput({ price: 2 }) });
    const statuses = (await Promise.all([first, second])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const late = await call(otherEditor, "PUT", `/api/admin/listings/${id}`, {
      version: 1,
      ...sampleInput({ price: 3 }),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({
      code: "version_conflict",
      message:
        "Someone else changed this listing after you opened it. Reload the page to see their changes, then make yours again.",
    });
    const stored = (await call(editor, "GET", `/api/admin/listings/${id}`)).json().data;
    expect(stored.version).toBe(2);
    expect([1, 2]).toContain(stored.price);
    expect((await call(editor, "POST", `/api/admin/listings/${id}/publish`, { version: 1 })).statusCode).toBe(409);
    expect((await call(editor, "DELETE", `/api/admin/listings/${id}?version=1`)).statusCode).toBe(409);
  });

  it("edits an auction's lots in place: kept lots keep their id, removed ones go", async () => {
    const lot = (titleEn: string) => ({
      id: null,
      categoryId: null,
      titleAr: `قطعة ${titleEn}`,
      titleEn,
      locationAr: "الرياض",
      locationEn: "Riyadh",
      area: 600,
      openingPrice: 900_000,
      lat: 24.7,
      lng: 46.7,
      deedNumber: "310112345678",
      details: { street_width: 15 },
    });
    const created = await create(
      "auction",
      sampleInput({ status: "UPCOMING", depositAmount: 50_000, lots: [lot("A"), lot("B")] }),
    );
    expect(created.lots.map((item: { titleEn: string }) => item.titleEn)).toEqual(["A", "B"]);
    const [a] = created.lots;
    const saved = await call(editor, "PUT", `/api/admin/listings/${created.id}`, {
      version: 1,
      ...sampleInput({ status: "UPCOMING", lots: [lot("C"), { ...a, titleEn: "A2" }] }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const lots = saved.json().data.lots;
    expect(lots.map((item: { titleEn: string }) => item.titleEn)).toEqual(["C", "A2"]);
    expect(lots[1].id).toBe(a.id);
    const preview = (await call(editor, "GET", `/api/admin/listings/${created.id}/preview`)).json().data;
    expect(preview.auctionCount).toBe(2);
  });

  it("moves a deleted listing to the trash, out of the list, and lists drafts by kind, state and search", async () => {
    const { id } = await create("property", sampleInput({ titleEn: "Penthouse on Tahlia Street" }));
    const found = (await call(editor, "GET", "/api/admin/listings?q=tahlia&state=draft")).json();
    expect(found.data.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await call(editor, "DELETE", `/api/admin/listings/${id}?version=1`)).statusCode).toBe(204);
    expect((await call(editor, "GET", `/api/admin/listings/${id}`)).statusCode).toBe(404);
    expect((await call(editor, "GET", "/api/admin/listings?q=tahlia")).json().data).toEqual([]);
    expect(await auditDetailOf(database, `listing:${id}`, "listing_trashed")).toMatchObject({
      titleEn: "Penthouse on Tahlia Street",
    });
  });

  it("lets admins manage categories and refuses editors, a taken slug and deleting one in use", async () => {
    const category = { kind: "property", slug: "chalets", nameAr: "شاليهات", nameEn: "Chalets", sortOrder: 5 };
    expect((await call(editor, "POST", "/api/admin/categories", category)).statusCode).toBe(403);
    const created = await call(admin, "POST", "/api/admin/categories", category);
    expect(created.statusCode, created.body).toBe(201);
    const categoryId = created.json().data.id;
    expect((await call(admin, "POST", "/api/admin/categories", category)).statusCode).toBe(409);
    const bad = await call(admin, "POST", "/api/admin/categories", { ...category, slug: "Chalets!" });
    expect(bad.json().error.fields).toEqual({
      slug: "The identifier takes lower-case Latin letters, digits and dashes only.",
    });
    const renamed = await call(admin, "PUT", `/api/admin/categories/${categoryId}`, { ...category, nameEn: "Resorts" });
    expect(renamed.json().data).toMatchObject({ nameEn: "Resorts", usedBy: 0 });
    const publicNames = (
      await app.inject({ url: "/api/categories?kind=property", headers: { "accept-language": "en" } })
    )
      .json()
      .data.map((item: { name: string }) => item.name);
    expect(publicNames).toContain("Resorts");

    await create("property", sampleInput({ categoryId }));
    expect((await call(admin, "DELETE", `/api/admin/categories/${categoryId}`)).statusCode).toBe(409);
    const editorView = (await call(editor, "GET", "/api/admin/categories")).json().data;
    expect(editorView.find((item: { id: number }) => item.id === categoryId)).toMatchObject({ usedBy: 1 });

    const unused = await call(admin, "POST", "/api/admin/categories", { ...category, slug: "farms", nameEn: "Farms" });
    const unusedId = unused.json().data.id;
    expect((await call(editor, "DELETE", `/api/admin/categories/${unusedId}`)).statusCode).toBe(403);
    expect((await call(admin, "DELETE", `/api/admin/categories/${unusedId}`)).statusCode).toBe(204);
    expect(await auditDetailOf(database, `category:${unusedId}`, "category_deleted")).toMatchObject({ slug: "farms" });
    expect((await call(admin, "DELETE", `/api/admin/categories/${unusedId}`)).statusCode).toBe(404);
    const left = (await call(admin, "GET", "/api/admin/categories")).json().data;
    expect(left.map((item: { id: number }) => item.id)).toContain(categoryId);
    expect(left.map((item: { id: number }) => item.id)).not.toContain(unusedId);
  });
});
