import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, signIn } from "../../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { htmlNamedJpg, multipart, phonePhoto } from "../../../testing/server/upload-files.ts";

const hero = (heading: string) => ({
  eyebrow: "",
  heading,
  text: "سطر أول\r\nسطر ثانٍ",
  primary: { label: "المزادات", path: "/auctions" },
  secondary: { label: "خدماتنا", path: "/services" },
});

describe.each(testEngines)("company pages on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
    await createStaff(database, "owner@example.sa", "admin");
    await createStaff(database, "writer@example.sa", "editor");
    admin = await signIn(app, "owner@example.sa");
    editor = await signIn(app, "writer@example.sa");
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const withCookie = (body: ReturnType<typeof multipart>) => ({
    payload: body.payload,
    headers: { ...body.headers, cookie: admin },
  });
  const read = async (cookie: string) => app.inject({ url: "/api/admin/pages/home", headers: { cookie } });
  const publish = (content: unknown, cookie = admin) =>
    app.inject({ method: "POST", url: "/api/admin/pages/home/publish", headers: { cookie }, payload: { content } });

  it("shows the site's own texts until a page is published, then every visitor the published words", async () => {
    expect((await app.inject({ url: "/api/pages/home" })).json()).toEqual({ data: null });
    expect((await read(admin)).json().data).toMatchObject({ draft: null, published: null, versions: [] });

    const draft = { hero: { ar: hero("مسودة"), en: hero("Draft"), picture: null } };
    const saved = await app.inject({
      method: "PUT",
      url: "/api/admin/pages/home/draft",
      headers: { cookie: admin },
      payload: { content: draft },
    });
    expect(saved.statusCode).toBe(200);
    // A draft changes nothing public; the line break typed on Windows is stored as \n.
    expect((await app.inject({ url: "/api/pages/home" })).json()).toEqual({ data: null });
    expect(saved.json().data.draft.hero.ar.text).toBe("سطر أول\nسطر ثانٍ");

    const published = await publish({ hero: { ar: hero("منشور"), en: hero("Published"), picture: null } });
    expect(published.statusCode).toBe(200);
    const shown = (await app.inject({ url: "/api/pages/home" })).json().data;
    expect(shown.hero.ar.heading).toBe("منشور");
    expect(shown.hero.en.heading).toBe("Published");
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["action", "subject"])
      .where("subject", "=", "page:home")
      .execute();
    expect(audit.map((row) => row.action)).toEqual(["page_draft_saved", "page_published"]);
  });

  it("takes a picture through the media pipeline and refuses it without alt text in both languages", async () => {
    const upload = await app.inject({
      method: "POST",
      url: "/api/admin/pages/pictures",
      ...withCookie(multipart(await phonePhoto(900, 1700), "hero.jpg", "image/jpeg")),
    });
    expect(upload.statusCode).toBe(201);
    const picture = upload.json().data;
    expect(picture.widths).toEqual([480, 960, 1600]);
    const files = await app.inject({ url: `/media/${picture.key}-1600.avif` });
    expect(files.headers["content-type"]).toBe("image/avif");

    const withoutAlt = await publish({
      hero: {
        ar: hero("صورة"),
        en: hero("Picture"),
        picture: { ...picture, alt: { ar: "", en: " " }, focal: { x: 50, y: 50 } },
      },
    });
    expect(withoutAlt.statusCode).toBe(400);
    expect(Object.keys(withoutAlt.json().error.fields)).toEqual(
      expect.arrayContaining(["content.hero.picture.alt.ar", "content.hero.picture.alt.en"]),
    );
    const badFocal = await publish({
      hero: {
        ar: hero("صورة"),
        en: hero("Picture"),
        picture: { ...picture, alt: { ar: "برج", en: "Tower" }, focal: { x: 55, y: 50 } },
      },
    });
    expect(badFocal.statusCode).toBe(400);

    const good = await publish({
      hero: {
        ar: hero("صورة"),
        en: hero("Picture"),
        picture: { ...picture, alt: { ar: "برج", en: "Tower" }, focal: { x: 80, y: 30 } },
      },
    });
    expect(good.statusCode).toBe(200);
    expect((await app.inject({ url: "/api/pages/home" })).json().data.hero.picture).toMatchObject({
      key: picture.key,
      alt: { ar: "برج", en: "Tower" },
      focal: { x: 80, y: 30 },
    });

    const fake = await app.inject({
      method: "POST",
      url: "/api/admin/pages/pictures",
      ...withCookie(multipart(htmlNamedJpg, "photo.jpg", "image/jpeg")),
    });
    expect(fake.statusCode).toBe(415);
  });

  it("restores an earlier version as a new one", async () => {
    const versions = (await read(admin)).json().data.versions as { id: number }[];
    const first = versions.at(-1)!;
    const restored = await app.inject({
      method: "POST",
      url: `/api/admin/pages/home/versions/${first.id}/restore`,
      headers: { cookie: admin },
    });
    expect(restored.statusCode).toBe(200);
    expect((await app.inject({ url: "/api/pages/home" })).json().data.hero.en.heading).toBe("Published");
    expect((await read(admin)).json().data.versions).toHaveLength(versions.length + 1);
    const missing = await app.inject({
      method: "POST",
      url: "/api/admin/pages/home/versions/999999/restore",
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("lets an editor in only once an admin gives the right", async () => {
    expect((await read(editor)).statusCode).toBe(403);
    expect((await publish({ hero: { ar: hero("x"), en: hero("x"), picture: null } }, editor)).statusCode).toBe(403);
    const id = (
      await database.db
        .selectFrom("staff")
        .select("id")
        .where("email", "=", "writer@example.sa")
        .executeTakeFirstOrThrow()
    ).id;
    const granted = await app.inject({
      method: "PATCH",
      url: `/api/admin/staff/${id}`,
      headers: { cookie: admin },
      payload: { canEditPages: true },
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data.canEditPages).toBe(true);
    expect((await read(editor)).statusCode).toBe(200);
    // Not the staff screen: the right opens the pages, nothing an admin alone may do.
    expect((await app.inject({ url: "/api/admin/staff", headers: { cookie: editor } })).statusCode).toBe(403);
  });
});
