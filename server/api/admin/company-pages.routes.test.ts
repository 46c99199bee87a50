import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, signIn } from "../../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { htmlNamedJpg, multipart, phonePhoto } from "../../../testing/server/upload-files.ts";
import { publishPage } from "../../db/company-pages.repository.ts";

const hero = (heading: string) => ({
  eyebrow: "",
  heading,
  text: "سطر أول\r\nسطر ثانٍ",
  primary: { label: "المزادات", path: "/auctions" },
  secondary: { label: "خدماتنا", path: "/services" },
});

const aboutTexts = (heading: string, intro: string) => ({
  intro: { heading, text: intro },
  values: {
    heading: "Values",
    items: ["One", "Two", "Three", "Four"].map((title) => ({ title, text: `${title} text` })),
  },
  objectives: { heading: "Objectives", items: ["a", "b", "c", "d", "e"] },
  licences: { heading: "Licences", text: "<p>Our licences:</p>" },
});

const servicesTexts = (marketingTitle: string) => ({
  intro: "",
  sections: Object.fromEntries(
    ["marketing", "management", "auction", "marketStudy", "consulting"].map((name) => [
      name,
      { title: name === "marketing" ? marketingTitle : name, text: `${name} summary\r\n\r\n${name} lead` },
    ]),
  ),
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

  it("sanitises the about page's rich texts as listing descriptions, and holds its picture to alt texts", async () => {
    const url = "/api/admin/pages/about/publish";
    const send = (content: unknown) =>
      app.inject({ method: "POST", url, headers: { cookie: admin }, payload: { content } });
    // Nothing published: the public page shows the texts the site ships.
    expect((await app.inject({ url: "/api/pages/about" })).json()).toEqual({ data: null });

    const dirty =
      '<p onclick="steal()">{{name}} builds <script>alert(1)</script><a href="javascript:alert(1)">trust</a></p>' +
      '<p><a href="https://example.sa/x">Read</a><img src=x onerror="alert(1)"><iframe src="https://evil"></iframe></p>';
    const published = await send({
      ar: aboutTexts("من نحن", "<p>نص</p>"),
      en: aboutTexts("Who we are", dirty),
      picture: null,
    });
    expect(published.statusCode).toBe(200);
    const shown = (await app.inject({ url: "/api/pages/about" })).json().data;
    expect(shown.en.intro.text).toBe(
      '<p>{{name}} builds <a>trust</a></p><p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.sa/x">Read</a></p>',
    );
    expect(shown.ar.intro.heading).toBe("من نحن");

    // A text that is nothing but what the sanitiser drops is an empty one: refused on that field.
    const empty = await send({
      ar: aboutTexts("من نحن", "<script>alert(1)</script>"),
      en: aboutTexts("Who", "<p>x</p>"),
      picture: null,
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().error.fields)).toEqual(["content.ar.intro.text"]);

    // Four values and five objectives, in each language.
    const three = aboutTexts("Who", "<p>x</p>");
    three.values.items.pop();
    const short = await send({ ar: aboutTexts("من", "<p>x</p>"), en: three, picture: null });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().error.fields)).toEqual(["content.en.values.items"]);

    const upload = await app.inject({
      method: "POST",
      url: "/api/admin/pages/pictures",
      ...withCookie(multipart(await phonePhoto(900, 700), "office.jpg", "image/jpeg")),
    });
    const picture = upload.json().data;
    const withoutAlt = await send({
      ar: aboutTexts("من", "<p>x</p>"),
      en: aboutTexts("Who", "<p>x</p>"),
      picture: { ...picture, alt: { ar: "مكتب", en: "" }, focal: { x: 50, y: 50 } },
    });
    expect(withoutAlt.statusCode).toBe(400);
    expect(Object.keys(withoutAlt.json().error.fields)).toEqual(["content.picture.alt.en"]);
    // The home page's content is not the about page's.
    const wrongPage = await send({ hero: { ar: hero("x"), en: hero("x"), picture: null } });
    expect(wrongPage.statusCode).toBe(400);
    // Still what was published first.
    expect((await app.inject({ url: "/api/pages/about" })).json().data.en.intro.heading).toBe("Who we are");
    // What the database holds is sanitised again on the way out (a document written by an older version, or by hand).
    const raw = {
      ar: aboutTexts("من", "<p>x</p>"),
      en: aboutTexts("Who", "<p>ok<script>alert(1)</script></p>"),
      picture: null,
    };
    raw.en.licences.text = '<p onmouseover="x()">Licences<iframe src="https://evil"></iframe></p>';
    const owner = await database.db
      .selectFrom("staff")
      .select(["id", "name"])
      .where("email", "=", "owner@example.sa")
      .executeTakeFirstOrThrow();
    await publishPage(database.db, "about", JSON.stringify(raw), owner, new Date().toISOString());
    const read = (await app.inject({ url: "/api/admin/pages/about", headers: { cookie: admin } })).json().data;
    expect(read.published.en.intro.text).toBe("<p>ok</p>");
    expect(read.draft.en.licences.text).toBe("<p>Licences</p>");
  });

  it("publishes the about page's three reasons to choose the company, and holds them to three", async () => {
    const url = "/api/admin/pages/about/publish";
    const send = (content: unknown) =>
      app.inject({ method: "POST", url, headers: { cookie: admin }, payload: { content } });
    const whyUs = (heading: string, count: number) => ({
      heading,
      items: Array.from({ length: count }, (_, index) => ({
        title: `${heading} ${index + 1}`,
        text: index === 1 ? "More than {{customers}} customers" : "Reason",
      })),
    });
    const published = await send({
      ar: { ...aboutTexts("من", "<p>x</p>"), whyUs: whyUs("لماذا نحن", 3) },
      en: { ...aboutTexts("Who", "<p>x</p>"), whyUs: whyUs("Why us", 3) },
      picture: null,
    });
    expect(published.statusCode).toBe(200);
    const shown = (await app.inject({ url: "/api/pages/about" })).json().data;
    expect(shown.en.whyUs).toEqual(whyUs("Why us", 3));
    expect(shown.ar.whyUs.heading).toBe("لماذا نحن");

    const two = await send({
      ar: { ...aboutTexts("من", "<p>x</p>"), whyUs: whyUs("لماذا نحن", 2) },
      en: { ...aboutTexts("Who", "<p>x</p>"), whyUs: whyUs("Why us", 3) },
      picture: null,
    });
    expect(two.statusCode).toBe(400);
    expect(Object.keys(two.json().error.fields)).toEqual(["content.ar.whyUs.items"]);
  });

  it("publishes the services page's section titles and texts, each publish a version to restore", async () => {
    expect((await app.inject({ url: "/api/pages/services" })).json()).toEqual({ data: null });
    const send = (content: unknown) =>
      app.inject({
        method: "POST",
        url: "/api/admin/pages/services/publish",
        headers: { cookie: admin },
        payload: { content },
      });
    expect((await send({ ar: servicesTexts("التسويق"), en: servicesTexts("Marketing one") })).statusCode).toBe(200);
    expect((await send({ ar: servicesTexts("التسويق"), en: servicesTexts("Marketing two") })).statusCode).toBe(200);
    const shown = (await app.inject({ url: "/api/pages/services" })).json().data;
    expect(shown.en.sections.marketing).toEqual({
      title: "Marketing two",
      text: "marketing summary\n\nmarketing lead",
    });

    // Offers, one per line: kept as typed (line breaks made \n); an empty text shows no list.
    const withOffers = servicesTexts("Marketing three") as { sections: Record<string, Record<string, string>> };
    withOffers.sections.marketing!.offers = "Pricing\r\nPhotography\r\n\r\nCampaigns";
    withOffers.sections.consulting!.offers = "";
    expect((await send({ ar: servicesTexts("التسويق"), en: withOffers })).statusCode).toBe(200);
    const offered = (await app.inject({ url: "/api/pages/services" })).json().data;
    expect(offered.en.sections.marketing.offers).toBe("Pricing\nPhotography\n\nCampaigns");
    expect(offered.en.sections.consulting.offers).toBe("");
    expect(offered.ar.sections.marketing.offers).toBeUndefined();
    const tooLong = servicesTexts("x") as { sections: Record<string, Record<string, string>> };
    tooLong.sections.auction!.offers = "x".repeat(2_001);
    const long = await send({ ar: servicesTexts("x"), en: tooLong });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().error.fields)).toEqual(["content.en.sections.auction.offers"]);

    const missing = servicesTexts("x") as { sections: Record<string, unknown> };
    delete missing.sections.consulting;
    const refused = await send({ ar: servicesTexts("x"), en: missing });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual(["content.en.sections.consulting"]);

    const versions = (await app.inject({ url: "/api/admin/pages/services", headers: { cookie: admin } })).json().data
      .versions as { id: number }[];
    expect(versions).toHaveLength(3);
    const restored = await app.inject({
      method: "POST",
      url: `/api/admin/pages/services/versions/${versions.at(-1)!.id}/restore`,
      headers: { cookie: admin },
    });
    expect(restored.statusCode).toBe(200);
    expect((await app.inject({ url: "/api/pages/services" })).json().data.en.sections.marketing.title).toBe(
      "Marketing one",
    );
    // Another page's version is not this page's.
    const homeVersion = (await read(admin)).json().data.versions[0].id as number;
    const crossed = await app.inject({
      method: "POST",
      url: `/api/admin/pages/services/versions/${homeVersion}/restore`,
      headers: { cookie: admin },
    });
    expect(crossed.statusCode).toBe(404);
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

  const shippedHero = { ar: hero("الرئيسية"), en: hero("Home"), picture: null };
  const whyChooseUs = {
    points: [
      { ar: "تراخيص نظامية", en: "Licensed" },
      { ar: "خدمة متكاملة", en: "End to end" },
    ],
    figures: [
      { value: null, ar: { lead: "أكثر من", label: "" }, en: { lead: "More than", label: "" } },
      { value: 15, ar: { lead: "", label: "عامًا من الخبرة" }, en: { lead: "", label: "years of experience" } },
    ],
  };

  it("keeps a home document stored before the why-choose-us points valid, and publishes the points and figures", async () => {
    // Stored as the hero editor wrote it, without the block: still the page, the block falls back to the site's own.
    expect((await publish({ hero: shippedHero })).statusCode).toBe(200);
    expect((await app.inject({ url: "/api/pages/home" })).json().data.whyChooseUs).toBeUndefined();

    expect((await publish({ hero: shippedHero, whyChooseUs })).statusCode).toBe(200);
    expect((await app.inject({ url: "/api/pages/home" })).json().data.whyChooseUs).toEqual(whyChooseUs);
  });

  it("refuses a bad figure or point, naming the field", async () => {
    const figure = whyChooseUs.figures[1]!;
    const refusals = [
      [{ ...figure, value: -3 }, "content.whyChooseUs.figures.1.value"],
      [{ ...figure, value: 2.5 }, "content.whyChooseUs.figures.1.value"],
      [{ ...figure, value: 10_000_000_000 }, "content.whyChooseUs.figures.1.value"],
      [{ ...figure, value: "15" }, "content.whyChooseUs.figures.1.value"],
      // A number of staff's own needs its words in both languages.
      [{ ...figure, en: { lead: "", label: "  " } }, "content.whyChooseUs.figures.1.en.label"],
    ] as const;
    for (const [bad, field] of refusals) {
      const answer = await publish({
        hero: shippedHero,
        whyChooseUs: { ...whyChooseUs, figures: [whyChooseUs.figures[0], bad] },
      });
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(answer.json().error.fields)).toContain(field);
    }
    const tooMany = await publish({
      hero: shippedHero,
      whyChooseUs: { ...whyChooseUs, figures: [figure, figure, figure, figure] },
    });
    expect(Object.keys(tooMany.json().error.fields)).toContain("content.whyChooseUs.figures");
    const emptyPoint = await publish({
      hero: shippedHero,
      whyChooseUs: { ...whyChooseUs, points: [{ ar: "نقطة", en: "" }] },
    });
    expect(Object.keys(emptyPoint.json().error.fields)).toContain("content.whyChooseUs.points.0.en");
    // The message is the staff member's language's, for the field.
    expect(emptyPoint.json().error.fields["content.whyChooseUs.points.0.en"]).toMatch(/required|مطلوب/);
    // Nothing refused reached the public page.
    expect((await app.inject({ url: "/api/pages/home" })).json().data.whyChooseUs).toEqual(whyChooseUs);
  });

  it("publishes a section banner's picture with its alt texts and focal point, refusing one without alt text", async () => {
    expect((await app.inject({ url: "/api/pages/banners" })).json()).toEqual({ data: null });
    const upload = await app.inject({
      method: "POST",
      url: "/api/admin/pages/pictures",
      ...withCookie(multipart(await phonePhoto(1600, 900), "banner.jpg", "image/jpeg")),
    });
    expect(upload.statusCode).toBe(201);
    const picture = upload.json().data;
    const publishBanners = (content: unknown) =>
      app.inject({
        method: "POST",
        url: "/api/admin/pages/banners/publish",
        headers: { cookie: admin },
        payload: { content },
      });

    const withoutAlt = await publishBanners({
      pictures: { auctions: { ...picture, alt: { ar: "مزاد", en: "" }, focal: { x: 50, y: 50 } } },
    });
    expect(withoutAlt.statusCode).toBe(400);
    expect(Object.keys(withoutAlt.json().error.fields)).toEqual(["content.pictures.auctions.alt.en"]);
    // The home page's schema is not the banners': a home document is no banners document.
    expect((await publishBanners({ hero: shippedHero })).statusCode).toBe(400);
    const unknownKey = await publishBanners({
      pictures: { auctions: { ...picture, key: "../../etc/passwd", alt: { ar: "أ", en: "A" }, focal: { x: 0, y: 0 } } },
    });
    expect(Object.keys(unknownKey.json().error.fields)).toContain("content.pictures.auctions.key");

    const good = await publishBanners({
      pictures: { auctions: { ...picture, alt: { ar: "قاعة مزاد", en: "An auction hall" }, focal: { x: 30, y: 60 } } },
    });
    expect(good.statusCode).toBe(200);
    const shown = (await app.inject({ url: "/api/pages/banners" })).json().data;
    expect(shown.pictures).toEqual({
      auctions: { ...picture, alt: { ar: "قاعة مزاد", en: "An auction hall" }, focal: { x: 30, y: 60 } },
    });
    // Its own versions: the banners' publish is not one of the home page's.
    const versions = (await app.inject({ url: "/api/admin/pages/banners", headers: { cookie: admin } })).json().data
      .versions;
    expect(versions).toHaveLength(1);
    expect((await app.inject({ url: "/api/pages/home" })).json().data.whyChooseUs).toEqual(whyChooseUs);
    const audit = await database.db
      .selectFrom("audit_log")
      .select("action")
      .where("subject", "=", "page:banners")
      .execute();
    expect(audit.map((row) => row.action)).toEqual(["page_published"]);
  });
});
