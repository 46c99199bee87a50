import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxImagesPerListing } from "../../../domain/admin/media-limits.ts";
import { auditDetailOf, createStaff, signIn } from "../../../testing/server/admin-helpers.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { sampleInput } from "../../../testing/server/listing-input.ts";
import { activePdfs, htmlBehindPdfHeader, plainPdf } from "../../../testing/server/pdf-files.ts";
import { startTestS3 } from "../../../testing/server/s3-server.ts";
import {
  htmlNamedJpg,
  multipart,
  oversizeFile,
  phonePhoto,
  pngBomb,
  smallPdf,
  svgWithScript,
  tooManyPixelsJpeg,
} from "../../../testing/server/upload-files.ts";
import { loadConfig } from "../../config.ts";
import { insertListingGraph } from "../../db/listing.repository.ts";
import { seedCompany } from "../../seed/seed-company.ts";
import { seedDemoContent } from "../../seed/seed-demo.ts";
import type { MediaStorage } from "../../storage/media-storage.ts";
import { storageFromConfig } from "../../storage/storage-from-config.ts";

// Storage does not depend on the engine: the bucket is tested once, on SQLite.
const cases = [...testEngines.map((engine) => [engine, "local"] as const), ["sqlite", "s3"] as const];
// Made once: encoding 51 megapixels takes a while.
const tooManyPixels = tooManyPixelsJpeg();

describe.each(cases)("media uploads on %s with %s storage", (engine, storageKind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let storage: MediaStorage;
  let cookie: string;
  /** Deleting for good is an admin's, from the trash (docs/decisions/038-trash.md). */
  let adminCookie: string;
  let mediaDir: string;
  let stopS3 = async () => {};
  let listingId: number;
  const images = () => `/api/admin/media/listings/property/${listingId}/images`;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    await seedDemoContent(database.db, { mediaDir: "data/test-media" });
    mediaDir = await mkdtemp(join(tmpdir(), "media-test-"));
    let environment: Record<string, string> = { MEDIA_DIR: mediaDir };
    if (storageKind === "s3") {
      const s3 = await startTestS3();
      stopS3 = s3.stop;
      environment = { ...environment, ...s3.environment };
    }
    storage = await storageFromConfig(loadConfig({ ...environment }));
    expect(storage.kind).toBe(storageKind);
    app = await buildTestApp(database, environment);
    await createStaff(database, "editor@example.sa", "editor");
    cookie = await signIn(app, "editor@example.sa");
    await createStaff(database, "owner@example.sa", "admin");
    adminCookie = await signIn(app, "owner@example.sa");
    const listing = await database.db
      .selectFrom("listings")
      .select("id")
      .where("kind", "=", "property")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    listingId = listing.id;
    // The first run in a checkout draws the demo images.
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await stopS3();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  const upload = (bytes: Buffer, filename: string, type: string, language = "en", url = images()) => {
    const body = multipart(bytes, filename, type);
    return app.inject({
      method: "POST",
      url,
      headers: { ...body.headers, cookie, "accept-language": language },
      payload: body.payload,
    });
  };

  it("refuses hostile and oversized files with a translated message and stores nothing", async () => {
    const before = (await app.inject({ url: images(), headers: { cookie } })).json().data.images;
    const refused = [
      { name: "HTML named .jpg", file: htmlNamedJpg, filename: "photo.jpg", type: "image/jpeg", status: 415 },
      { name: "SVG with a script", file: svgWithScript, filename: "plan.svg", type: "image/svg+xml", status: 415 },
      { name: "decompression bomb", file: pngBomb(), filename: "bomb.png", type: "image/png", status: 422 },
      { name: "oversize file", file: oversizeFile(), filename: "big.jpg", type: "image/jpeg", status: 413 },
      {
        name: "too many pixels",
        file: await tooManyPixels,
        filename: "huge.jpg",
        type: "image/jpeg",
        status: 422,
      },
    ];
    const expected: Record<number, { code: string; en: RegExp; ar: RegExp }> = {
      415: { code: "unsupported_image", en: /JPEG, PNG, WebP or AVIF/, ar: /نوع الملف غير مدعوم/ },
      413: { code: "file_too_large", en: /at most 20 MB/, ar: /20 ميغابايت/ },
      422: { code: "too_many_pixels", en: /at most 50 megapixels/, ar: /50 ميغابكسل/ },
    };
    expect(pngBomb().length).toBeLessThan(200_000);
    for (const attempt of refused) {
      for (const language of ["en", "ar"] as const) {
        const response = await upload(attempt.file, attempt.filename, attempt.type, language);
        expect(response.statusCode, `${attempt.name}: ${response.body}`).toBe(attempt.status);
        const { error } = response.json();
        expect(error.code, attempt.name).toBe(expected[attempt.status]!.code);
        expect(error.message, attempt.name).toMatch(expected[attempt.status]![language]);
      }
    }
    expect(await storage.list("uploads/")).toEqual([]);
    const uploads = await database.db.selectFrom("media").select("key").where("key", "like", "uploads/%").execute();
    expect(uploads).toEqual([]);
    expect((await app.inject({ url: images(), headers: { cookie } })).json().data.images).toEqual(before);
  }, 60_000);

  it("applies the EXIF orientation, strips every metadata field and stores the variants the pages use", async () => {
    const response = await upload(await phonePhoto(2400, 1800), "IMG_0001.JPG", "image/jpeg");
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json().data;
    expect(image).toMatchObject({ width: 1800, height: 2400, widths: [480, 960, 1600], alt: { ar: "", en: "" } });
    expect(image.key).toMatch(/^uploads\/[0-9a-f-]{36}$/);
    const stored = await storage.list(image.key);
    expect(stored).toEqual(
      [
        ...[480, 960, 1600].flatMap((width) => [`${image.key}-${width}.avif`, `${image.key}-${width}.webp`]),
        `${image.key}-preview.jpg`,
      ].sort(),
    );
    for (const [file, format, width, height] of [
      [`${image.key}-1600.webp`, "webp", 1600, Math.round((1600 * 2400) / 1800)],
      [`${image.key}-480.avif`, "heif", 480, 640],
      [`${image.key}-preview.jpg`, "jpeg", 1200, 630],
    ] as const) {
      // Read back through the site, as a visitor's browser gets it.
      const served = await app.inject({ url: `/media/${file}` });
      expect(served.statusCode, file).toBe(200);
      expect(served.headers["cache-control"], file).toMatch(/immutable/);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.format, file).toBe(format);
      expect([metadata.width, metadata.height], file).toEqual([width, height]);
      expect(metadata.exif, file).toBeUndefined();
      expect(metadata.xmp, file).toBeUndefined();
      expect(metadata.iptc, file).toBeUndefined();
      expect(metadata.orientation ?? 1, file).toBe(1);
    }
    const audit = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "media_uploaded")
      .execute();
    expect(audit.at(-1)).toMatchObject({ actor_email: "editor@example.sa", subject: `property:${listingId}` });
  }, 60_000);

  it("accepts PNG and WebP photos and keeps a narrow photo at its own width", async () => {
    const png = await upload(await phonePhoto(300, 400, "png"), "scan.png", "image/png");
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json().data).toMatchObject({ width: 400, height: 300, widths: [400] });
    const webp = await upload(await phonePhoto(1200, 900, "webp"), "photo.webp", "application/octet-stream");
    expect(webp.statusCode, webp.body).toBe(201);
    expect(webp.json().data.widths).toEqual([480, 900]);
  }, 60_000);

  it("reorders, chooses the cover, keeps alternative texts per language and removes an image with its files", async () => {
    const listed = (await app.inject({ url: images(), headers: { cookie } })).json().data.images as { key: string }[];
    const reversed = [...listed].reverse().map((image, index) => ({
      key: image.key,
      alt: { ar: `صورة ${index + 1} للعقار`, en: `Photo ${index + 1} of the property` },
    }));
    const saved = await app.inject({
      method: "PUT",
      url: images(),
      headers: { cookie },
      payload: { images: reversed },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.images.map((image: { key: string }) => image.key)).toEqual(reversed.map((i) => i.key));
    expect(saved.json().data.images[0].alt).toEqual({ ar: "صورة 1 للعقار", en: "Photo 1 of the property" });

    // The public pages show the new cover at once.
    const detail = await app.inject({ url: `/api/property/${listingId}`, headers: { "accept-language": "en" } });
    expect(detail.json().data.coverImage).toContain(reversed[0]!.key);
    expect(detail.json().data.Images[0].alt).toBe("Photo 1 of the property");

    // A list made before the change is refused, never applied.
    const stale = await app.inject({
      method: "PUT",
      url: images(),
      headers: { cookie, "accept-language": "ar" },
      payload: { images: reversed.slice(1) },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/أعد تحميل الصفحة/);

    const uploaded = reversed.find((image) => image.key.startsWith("uploads/"))!;
    const removed = await app.inject({
      method: "DELETE",
      url: `${images()}?key=${encodeURIComponent(uploaded.key)}`,
      headers: { cookie },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.images.map((image: { key: string }) => image.key)).not.toContain(uploaded.key);
    expect(await storage.list(uploaded.key)).toEqual([]);
    expect(await database.db.selectFrom("media").select("key").where("key", "=", uploaded.key).execute()).toEqual([]);
    const actions = await database.db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "in", ["media_changed", "media_removed"])
      .execute();
    expect(actions.map((row) => row.action).sort()).toEqual(["media_changed", "media_removed"]);
  }, 60_000);

  it("stores an advertising QR image as a PNG without metadata and refuses what is not an image", async () => {
    const qr = await upload(await phonePhoto(1600, 1200), "qr.jpg", "image/jpeg", "en", "/api/admin/media/qr-images");
    expect(qr.statusCode, qr.body).toBe(201);
    const { url } = qr.json().data;
    expect(url).toMatch(/^\/media\/qr\/[0-9a-f-]{36}\.png$/);
    const served = await app.inject({ url });
    expect(served.statusCode).toBe(200);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe("png");
    expect(metadata.width).toBe(1000);
    expect(metadata.exif).toBeUndefined();
    const audit = await database.db
      .selectFrom("audit_log")
      .select("subject")
      .where("action", "=", "qr_image_uploaded")
      .execute();
    expect(audit.map((row) => `/media/${row.subject}`)).toContain(url);

    const svg = await upload(svgWithScript, "qr.svg", "image/svg+xml", "ar", "/api/admin/media/qr-images");
    expect(svg.statusCode).toBe(415);
    expect(svg.json().error.message).toMatch(/[\u0600-\u06ff]/);
  }, 60_000);

  it("stores PDFs recognised by their bytes and refuses anything else named .pdf", async () => {
    const pdf = await upload(smallPdf, "terms.pdf", "application/pdf", "en", "/api/admin/media/documents");
    expect(pdf.statusCode, pdf.body).toBe(201);
    const { url } = pdf.json().data;
    expect(url).toMatch(/^\/media\/documents\/[0-9a-f-]{36}\.pdf$/);
    const served = await app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toMatch(/application\/pdf/);
    expect(served.rawPayload.equals(smallPdf)).toBe(true);
    // Downloaded, never shown inside the site's origin (decision 021), from the folder and from the bucket alike.
    const id8 = url.slice("/media/documents/".length, "/media/documents/".length + 8);
    expect(served.headers["content-disposition"]).toBe(
      `attachment; filename="document-${id8}.pdf"; filename*=UTF-8''document-${id8}.pdf`,
    );
    expect(served.headers["content-security-policy"]).toMatch(/^sandbox;/);
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    const arabic = await app.inject({ url: `${url}?name=${encodeURIComponent("شروط المزاد")}` });
    expect(arabic.headers["content-disposition"]).toBe(
      `attachment; filename="document-${id8}.pdf"; filename*=UTF-8''${encodeURIComponent("شروط المزاد.pdf")}`,
    );
    const hostileName = await app.inject({
      url: `${url}?name=${encodeURIComponent('a"\r\nSet-Cookie: x=1;/../\u202efdp.exe')}`,
    });
    expect(hostileName.statusCode).toBe(200);
    expect(hostileName.headers["set-cookie"]).toBeUndefined();
    expect(hostileName.headers["content-disposition"]).toBe(
      `attachment; filename="a_Set-Cookie_ x=1__.._fdp.exe.pdf"; filename*=UTF-8''${encodeURIComponent("a_Set-Cookie_ x=1;_.._fdp.exe.pdf")}`,
    );

    const html = await upload(htmlNamedJpg, "terms.pdf", "application/pdf", "ar", "/api/admin/media/documents");
    expect(html.statusCode).toBe(415);
    expect(html.json().error.message).toMatch(/PDF/);
    expect(await storage.list("documents/")).toEqual([url.slice("/media/".length)]);
  }, 60_000);

  it("refuses PDFs with active content, and HTML behind a PDF header, in both languages, and stores nothing", async () => {
    const before = await storage.list("documents/");
    for (const [name, bytes] of Object.entries(activePdfs())) {
      const refused = await upload(bytes, "terms.pdf", "application/pdf", "en", "/api/admin/media/documents");
      expect(refused.statusCode, name).toBe(422);
      expect(refused.json().error).toEqual({
        code: "active_document",
        message:
          "The site does not accept a PDF with active content (scripts, automatic actions, attached files or XFA forms). Open it, print it to a new PDF (“Save as PDF”) and upload the new file.",
      });
    }
    const arabic = await upload(
      activePdfs().openAction!,
      "terms.pdf",
      "application/pdf",
      "ar",
      "/api/admin/media/documents",
    );
    expect(arabic.json().error.message).toMatch(/^لا يقبل الموقع ملف PDF يحوي محتوى نشطًا/);
    const html = await upload(htmlBehindPdfHeader, "terms.pdf", "application/pdf", "en", "/api/admin/media/documents");
    expect(html.statusCode).toBe(415);
    expect(html.json().error.code).toBe("unsupported_document");
    const plain = await upload(plainPdf(), "terms.pdf", "application/pdf", "en", "/api/admin/media/documents");
    expect(plain.statusCode).toBe(201);
    expect(await storage.list("documents/")).toEqual([...before, plain.json().data.url.slice("/media/".length)].sort());
  }, 60_000);

  it("deletes a deleted listing's own images with their files, and keeps the images other listings use", async () => {
    const other = await database.db
      .selectFrom("listings")
      .select("id")
      .where("kind", "=", "property")
      .where("id", "!=", listingId)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const otherImages = `/api/admin/media/listings/property/${other.id}/images`;
    const own = (await upload(await phonePhoto(1200, 900), "own.jpg", "image/jpeg", "en", otherImages)).json().data;
    const demoKeys = (await app.inject({ url: otherImages, headers: { cookie } }))
      .json()
      .data.images.map((image: { key: string }) => image.key)
      .filter((key: string) => key !== own.key);
    const sharedKeys = (
      await database.db
        .selectFrom("listing_images")
        .select("media_key")
        .where("media_key", "in", demoKeys.length > 0 ? demoKeys : [""])
        .where("listing_id", "!=", other.id)
        .execute()
    ).map((row) => row.media_key);
    expect(await storage.list(own.key)).not.toEqual([]);

    const { version } = (await app.inject({ url: `/api/admin/listings/${other.id}`, headers: { cookie } })).json().data;
    const deleted = await app.inject({
      method: "DELETE",
      url: `/api/admin/listings/${other.id}?version=${version}`,
      headers: { cookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    // In the trash, files and all, until an admin deletes it for good.
    expect(await storage.list(own.key)).not.toEqual([]);
    const purged = await app.inject({
      method: "POST",
      url: "/api/admin/trash/purge",
      headers: { cookie: adminCookie },
      payload: { ids: [other.id] },
    });
    expect(purged.json().data.done, purged.body).toEqual([other.id]);
    expect(await storage.list(own.key)).toEqual([]);
    const left = await database.db
      .selectFrom("media")
      .select("key")
      .where("key", "in", [own.key, ...demoKeys])
      .execute();
    // The images only this listing had are gone with it; those other listings show too are kept.
    expect(left.map((row) => row.key).sort()).toEqual([...new Set(sharedKeys)].sort());
    expect((await auditDetailOf(database, `listing:${other.id}`, "listing_deleted")).imagesRemoved).toBe(
      1 + demoKeys.length - new Set(sharedKeys).size,
    );
  }, 60_000);

  it("removes a PDF once no listing links to it: replaced in a save, or gone with its listing", async () => {
    const uploadPdf = async (name: string) => {
      const response = await upload(smallPdf, name, "application/pdf", "en", "/api/admin/media/documents");
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.url as string;
    };
    const [oldTerms, newTerms, shared] = [await uploadPdf("a.pdf"), await uploadPdf("b.pdf"), await uploadPdf("c.pdf")];
    const stored = async (url: string) => (await storage.list(url.slice("/media/".length))).length === 1;
    const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
      app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const outside = "https://example.com/terms.pdf";
    const first = (
      await send("POST", "/api/admin/listings", {
        kind: "property",
        ...sampleInput({ termsUrl: oldTerms, fileUrl: shared, marketingProfileUrl: outside }),
      })
    ).json().data;
    const second = await send("POST", "/api/admin/listings", { kind: "property", ...sampleInput({ fileUrl: shared }) });
    expect(second.statusCode, second.body).toBe(201);

    const saved = await send("PUT", `/api/admin/listings/${first.id}`, {
      ...sampleInput({ termsUrl: newTerms, fileUrl: shared, marketingProfileUrl: outside }),
      version: first.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await stored(oldTerms)).toBe(false);
    expect([await stored(newTerms), await stored(shared)]).toEqual([true, true]);

    const deleted = await send("DELETE", `/api/admin/listings/${first.id}?version=${saved.json().data.version}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await stored(newTerms)).toBe(true);
    const purged = await app.inject({
      method: "POST",
      url: "/api/admin/trash/purge",
      headers: { cookie: adminCookie },
      payload: { ids: [first.id] },
    });
    expect(purged.json().data.done, purged.body).toEqual([first.id]);
    expect(await stored(newTerms)).toBe(false);
    // The other listing still links to it.
    expect(await stored(shared)).toBe(true);
    expect((await auditDetailOf(database, `listing:${first.id}`, "listing_deleted")).documentsRemoved).toBe(1);
  }, 60_000);

  it("refuses a save that links a stored PDF no longer there, on its field, in the request's language", async () => {
    const gone = "/media/documents/00000000-0000-4000-8000-00000000dead.pdf";
    const created = await app.inject({
      method: "POST",
      url: "/api/admin/listings",
      headers: { cookie, "accept-language": "ar" },
      payload: { kind: "property", ...sampleInput({ termsUrl: gone }) },
    });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json().error.fields).toEqual({ termsUrl: "لم يعد هذا الملف محفوظًا على الموقع؛ ارفعه مرة أخرى." });

    const listing = (
      await app.inject({
        method: "POST",
        url: "/api/admin/listings",
        headers: { cookie },
        payload: { kind: "property", ...sampleInput() },
      })
    ).json().data;
    const saved = await app.inject({
      method: "PUT",
      url: `/api/admin/listings/${listing.id}`,
      headers: { cookie, "accept-language": "en" },
      payload: { ...sampleInput({ fileUrl: gone }), version: listing.version },
    });
    expect(saved.statusCode, saved.body).toBe(400);
    expect(saved.json().error.fields).toEqual({
      fileUrl: "This file is no longer stored on the site; upload it again.",
    });
  });

  it("refuses a body without a file, and an unknown listing", async () => {
    const empty = await app.inject({ method: "POST", url: images(), headers: { cookie }, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe("no_file");
    const missing = await upload(
      smallPdf,
      "x.jpg",
      "image/jpeg",
      "en",
      "/api/admin/media/listings/property/999999/images",
    );
    expect(missing.statusCode).toBe(404);
  });

  it("never takes a listing past its photo limit, even with uploads in parallel, and says why in both languages", async () => {
    // A listing two photos short of the limit (one demo image repeated: a gallery may show a photo twice).
    const demo = await database.db.selectFrom("media").select("key").orderBy("key").executeTakeFirstOrThrow();
    const nearlyFull = await insertListingGraph(database.db, {
      listing: {
        kind: "project",
        category_id: null,
        status: "AVAILABLE",
        title_ar: "مشروع الصور الكثيرة",
        title_en: "Many photos project",
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
      imageKeys: Array.from({ length: maxImagesPerListing - 2 }, () => demo.key),
      features: [],
      boundaries: [],
      lots: [],
    });
    const url = `/api/admin/media/listings/project/${nearlyFull}/images`;
    const photo = await phonePhoto(640, 480, "png");
    // Five at once: each passes the first check (58 < 60) while the others are being encoded.
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => upload(photo, `photo-${index}.png`, "image/png", "en", url)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().error).toEqual({
      code: "too_many_images",
      message: "This listing has 60 photos, the most it can have; remove one to add another.",
    });
    const listed = await app.inject({ method: "GET", url, headers: { cookie } });
    expect(listed.json().data.images).toHaveLength(maxImagesPerListing);
    const arabic = await upload(photo, "one-more.png", "image/png", "ar", url);
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().error.message).toBe("لهذا الإعلان 60 صورة، وهو الحد الأقصى؛ احذف صورة لتضيف أخرى.");
    // The refused uploads left no files behind: only the two stored photos' files are new.
    const uploaded = await database.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "media_uploaded")
      .where("subject", "=", `project:${nearlyFull}`)
      .execute();
    expect(uploaded).toHaveLength(2);
  });
  it("refuses to change the photos of a listing in the trash, in both languages, and changes nothing", async () => {
    const created = (
      await app.inject({
        method: "POST",
        url: "/api/admin/listings",
        headers: { cookie },
        payload: { kind: "property", ...sampleInput() },
      })
    ).json().data;
    const url = `/api/admin/media/listings/property/${created.id}/images`;
    const photo = await phonePhoto(400, 300, "png");
    const first = await upload(photo, "first.png", "image/png", "en", url);
    expect(first.statusCode, first.body).toBe(201);
    const { key } = first.json().data;
    const { version } = (await app.inject({ url: `/api/admin/listings/${created.id}`, headers: { cookie } })).json()
      .data;
    const trashed = await app.inject({
      method: "DELETE",
      url: `/api/admin/listings/${created.id}?version=${version}`,
      headers: { cookie },
    });
    expect(trashed.statusCode, trashed.body).toBe(204);
    const audited = async () =>
      (
        await database.db
          .selectFrom("audit_log")
          .select("action")
          .where("subject", "=", `property:${created.id}`)
          .execute()
      ).length;
    const auditBefore = await audited();
    const uploadsBefore = (await storage.list("uploads/")).length;

    const messages = {
      en: "This listing is in the trash, so its photos cannot change; restore it from the trash first.",
      ar: "هذا الإعلان في سلة المحذوفات، فلا تتغير صوره؛ استعده من السلة أولًا.",
    };
    for (const language of ["en", "ar"] as const) {
      const attempts = [
        await upload(photo, "second.png", "image/png", language, url),
        await app.inject({
          method: "PUT",
          url,
          headers: { cookie, "accept-language": language },
          payload: { images: [{ key, alt: { ar: "نص بديل", en: "New text" } }] },
        }),
        await app.inject({
          method: "DELETE",
          url: `${url}?key=${encodeURIComponent(key)}`,
          headers: { cookie, "accept-language": language },
        }),
      ];
      for (const attempt of attempts) {
        expect(attempt.statusCode, attempt.body).toBe(409);
        expect(attempt.json().error).toEqual({ code: "listing_in_trash", message: messages[language] });
      }
    }
    // Nothing changed: the photo, its texts and its files are as they were, no file was added, no audit row.
    const images = (await app.inject({ url, headers: { cookie } })).json().data.images;
    expect(images).toEqual([first.json().data]);
    expect(await storage.list(key)).not.toEqual([]);
    expect((await storage.list("uploads/")).length).toBe(uploadsBefore);
    expect(await audited()).toBe(auditBefore);

    // Restored, its photos change again.
    const restored = await app.inject({
      method: "POST",
      url: "/api/admin/trash/restore",
      headers: { cookie },
      payload: { ids: [created.id] },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const again = await upload(photo, "second.png", "image/png", "en", url);
    expect(again.statusCode, again.body).toBe(201);
  }, 60_000);
});
