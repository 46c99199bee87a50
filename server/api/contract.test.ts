import { randomUUID } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { accountContractCalls } from "../../testing/server/account-calls.ts";
import { createStaff, goodPassword, sessionCookieOf, signIn } from "../../testing/server/admin-helpers.ts";
import { alertContractCalls } from "../../testing/server/alert-calls.ts";
import { buildTestApp } from "../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../testing/server/databases.ts";
import { sampleInput } from "../../testing/server/listing-input.ts";
import {
  htmlNamedJpg,
  multipart,
  oversizeFile,
  phonePhoto,
  pngBomb,
  smallPdf,
} from "../../testing/server/upload-files.ts";
import { seedCompany } from "../seed/seed-company.ts";
import { seedDemoContent } from "../seed/seed-demo.ts";
import { sessionCookie } from "./admin/admin-scope.ts";

/** Routes that are not part of the API's contract: catch-alls answering 404 and the document itself. */
const outsideContract = (key: string) => key.endsWith("/*") || key === "GET /api/openapi.json";
const notReproducible = [
  "GET /readyz 503",
  "GET /api/admin/company 404",
  // A listing's 61st photo and a full image queue: media.routes.test.ts and image-pipeline.test.ts.
  "POST /api/admin/media/listings/:kind/:id/images 409",
  "POST /api/admin/media/listings/:kind/:id/images 503",
  "POST /api/admin/media/qr-images 503",
  "POST /api/admin/pages/pictures 503",
  // Need a mail server (without one, 503): server/api/alerts/alert.routes.test.ts reads the confirmation e-mails.
  "POST /api/alerts 202",
  "POST /api/alerts 303",
  "POST /api/alerts 503",
  // A held change that no longer passes the rules (a licence expired while it waited): listing-pending.routes.test.ts.
  "POST /api/admin/listings/:id/pending-change/publish 400",
];
const isApi = (key: string) => / \/(api\/|livez|readyz|sitemap\.xml|robots\.txt)/.test(key);

interface Call {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  payload?: unknown;
  /** Sent as they are (a multipart body's content type). */
  headers?: Record<string, string>;
  staff?: boolean;
  /** As this other staff member, signed in at their first call (the calls before may have ended their sessions). */
  asStaff?: { email: string; password: string };
  /** Sign in again first, with this password (the calls before ended the session). */
  signInWith?: string;
}

const enquiry = {
  name: "محمد عبدالله القحطاني",
  email: "m@example.sa",
  phone: "966501234567",
  fillMs: 5000,
};

describe.each(testEngines)("route contracts on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedCompany(database.db, undefined);
    await seedDemoContent(database.db, { mediaDir: "data/test-media" });
    // Some 30 enquiries from one address: more than the production budget of 10 a minute.
    app = await buildTestApp(database, { LEAD_RATE_LIMIT: "1000" });
    await createStaff(database, "admin@example.sa", "admin");
    cookie = await signIn(app, "admin@example.sa");
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("has every API route declare its input and answers, and documents them in /api/openapi.json", async () => {
    const apiRoutes = [...app.routeContracts.keys()].filter((key) => isApi(key) && !outsideContract(key));
    expect(apiRoutes.length).toBeGreaterThan(25);
    for (const key of apiRoutes) {
      expect(app.routeContracts.get(key)?.response, key).toBeDefined();
    }
    const document = (await app.inject({ url: "/api/openapi.json" })).json();
    expect(document.openapi).toBe("3.1.0");
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = apiRoutes.map((key) => key.replace(/:(\w+)/g, "{$1}"));
    expect(documented.sort()).toEqual(expected.sort());
    expect(
      document.paths["/api/project-interest"].post.requestBody.content["application/json"].schema.required,
    ).toContain("projectId");
  });

  // Some 300 calls, a few hashing a password: a longer limit than a unit test's on a shared, busy machine.
  it("answers every route, in success and refusal, with what its schema declares", async () => {
    const firstIds = Object.fromEntries(
      await Promise.all(
        (["auction", "project", "property"] as const).map(async (kind) => {
          const list = (await app.inject({ url: `/api/${kind}?limit=1` })).json();
          return [kind, list.data[0].id as number] as const;
        }),
      ),
    );
    // The listing editor's calls act on listings and categories made here first.
    const made = async (url: string, payload: unknown) =>
      (await app.inject({ method: "POST", url, headers: { cookie }, payload: payload as object })).json().data
        .id as number;
    const draftId = await made("/api/admin/listings", { kind: "property", ...sampleInput() });
    const unlicensedId = await made("/api/admin/listings", {
      kind: "project",
      ...sampleInput({ adLicenceNumber: null }),
    });
    // A published listing an editor changes: the change is held for review (decision 036).
    const liveId = await made("/api/admin/listings", { kind: "property", ...sampleInput() });
    await app.inject({
      method: "POST",
      url: `/api/admin/listings/${liveId}/publish`,
      headers: { cookie },
      payload: { version: 1 },
    });
    // The editor the staff calls below create.
    const asEditor = { email: "editor@example.sa", password: goodPassword };
    const category = { kind: "property", slug: "contract-test", nameAr: "اختبار", nameEn: "Test", sortOrder: 1 };
    const categoryId = await made("/api/admin/categories", category);
    const usedCategory = (await app.inject({ url: "/api/admin/categories", headers: { cookie } }))
      .json()
      .data.find((item: { usedBy: number }) => item.usedBy > 0);
    const mediaPath = `/api/admin/media/listings/property/${firstIds.property}/images`;
    const noListing = "/api/admin/media/listings/property/999999/images";
    const demoImages = (await app.inject({ url: mediaPath, headers: { cookie } })).json().data.images as {
      key: string;
      alt: { ar: string; en: string };
    }[];
    const upload = (bytes: Buffer, filename: string, type: string, url = mediaPath): Call => ({
      method: "POST",
      url,
      staff: true,
      ...multipart(bytes, filename, type),
    });
    const documents = "/api/admin/media/documents";
    const mediaCalls: Call[] = [
      { method: "GET", url: mediaPath, staff: true },
      { method: "GET", url: noListing, staff: true },
      {
        method: "PUT",
        url: mediaPath,
        staff: true,
        payload: { images: [...demoImages].reverse().map(({ key }) => ({ key, alt: { ar: "واجهة", en: "Front" } })) },
      },
      { method: "PUT", url: mediaPath, staff: true, payload: { images: [] } },
      { method: "PUT", url: mediaPath, staff: true, payload: { images: [{ key: 1 }] } },
      { method: "PUT", url: noListing, staff: true, payload: { images: [] } },
      { method: "DELETE", url: `${mediaPath}?key=${encodeURIComponent(demoImages[0]!.key)}`, staff: true },
      { method: "DELETE", url: mediaPath, staff: true },
      { method: "DELETE", url: `${mediaPath}?key=uploads%2Fnone`, staff: true },
      upload(await phonePhoto(800, 600), "photo.jpg", "image/jpeg"),
      { method: "POST", url: mediaPath, staff: true, payload: {} },
      upload(await phonePhoto(80, 60), "photo.jpg", "image/jpeg", noListing),
      upload(oversizeFile(), "big.jpg", "image/jpeg"),
      upload(htmlNamedJpg, "photo.jpg", "image/jpeg"),
      upload(pngBomb(), "bomb.png", "image/png"),
      upload(smallPdf, "terms.pdf", "application/pdf", documents),
      { method: "POST", url: documents, staff: true, payload: {} },
      upload(oversizeFile(), "terms.pdf", "application/pdf", documents),
      upload(htmlNamedJpg, "terms.pdf", "application/pdf", documents),
      upload(await phonePhoto(300, 300), "qr.jpg", "image/jpeg", "/api/admin/media/qr-images"),
      upload(htmlNamedJpg, "qr.png", "image/png", "/api/admin/media/qr-images"),
      { method: "POST", url: "/api/admin/media/qr-images", staff: true, payload: {} },
      upload(oversizeFile(), "qr.png", "image/png", "/api/admin/media/qr-images"),
      upload(pngBomb(), "qr.png", "image/png", "/api/admin/media/qr-images"),
    ];
    const heroTexts = {
      eyebrow: "",
      heading: "عنوان",
      text: "",
      primary: { label: "المزادات", path: "/auctions" },
      secondary: { label: "خدماتنا", path: "/services" },
    };
    const homePage = { hero: { ar: heroTexts, en: { ...heroTexts, heading: "Heading" }, picture: null } };
    const calls: Call[] = [
      { method: "GET", url: "/livez" },
      { method: "GET", url: "/readyz" },
      { method: "GET", url: "/sitemap.xml" },
      { method: "GET", url: "/robots.txt" },
      { method: "GET", url: "/api/company" },
      { method: "GET", url: "/api/content/map" },
      { method: "GET", url: "/api/content/map?area=24.6,46.5;24.6,46.8;24.9,46.8" },
      { method: "GET", url: "/api/content/map?area=1,2;3,4" },
      { method: "GET", url: "/api/property?area=24.6,46.5;24.6,46.8;24.9,46.8" },
      { method: "GET", url: "/api/categories?kind=auction" },
      { method: "GET", url: "/api/categories?kind=house" },
      ...(["auction", "project", "property"] as const).flatMap((kind): Call[] => [
        { method: "GET", url: `/api/${kind}?limit=50` },
        { method: "GET", url: `/api/${kind}?page=0&status=nothing` },
        { method: "GET", url: `/api/${kind}/abc` },
        { method: "GET", url: `/api/${kind}/999999` },
        { method: "GET", url: `/api/${kind}/${firstIds[kind]}` },
        { method: "POST", url: `/api/${kind}-interest`, payload: { ...enquiry, [`${kind}Id`]: firstIds[kind] } },
        { method: "POST", url: `/api/${kind}-interest`, payload: { ...enquiry, [`${kind}Id`]: 999999 } },
        { method: "POST", url: `/api/${kind}-interest`, payload: { ...enquiry, email: "not an e-mail" } },
        { method: "POST", url: `/api/${kind}-report`, payload: { ...enquiry, [`${kind}Id`]: firstIds[kind] } },
        { method: "POST", url: `/api/${kind}-report`, payload: { ...enquiry, reason: "sold", [`${kind}Id`]: 999999 } },
      ]),
      {
        method: "GET",
        url: `/api/listings?ids=auction-${firstIds.auction},project-${firstIds.project},property-999999`,
      },
      { method: "GET", url: "/api/listings" },
      { method: "GET", url: `/api/auction/${firstIds.auction}/calendar.ics?lang=en` },
      { method: "GET", url: "/api/auction/abc/calendar.ics" },
      { method: "GET", url: "/api/auction/999999/calendar.ics" },
      { method: "POST", url: "/api/contact", payload: { ...enquiry, message: "أرغب في بيع أرضي" } },
      { method: "POST", url: "/api/contact", payload: "name=only" },
      { method: "POST", url: "/api/contact", payload: { ...enquiry, auctionId: 999999 } },
      ...(
        [
          "contact",
          "auction-interest",
          "project-interest",
          "property-interest",
          "auction-report",
          "project-report",
          "property-report",
        ] as const
      ).flatMap((path) => {
        const key = randomUUID();
        const listing = path === "contact" ? {} : { [`${path.split("-")[0]}Id`]: firstIds[path.split("-")[0]!] };
        const reason = path.endsWith("-report") ? { reason: "wrong_information" } : {};
        return [
          { method: "POST", url: `/api/${path}`, payload: { ...enquiry, ...listing, ...reason, submissionKey: key } },
          {
            method: "POST",
            url: `/api/${path}`,
            payload: { ...enquiry, ...listing, ...reason, submissionKey: key, phone: "966500000000" },
          },
        ] satisfies Call[];
      }),
      { method: "POST", url: "/api/admin/session", payload: { email: "admin@example.sa", password: goodPassword } },
      { method: "POST", url: "/api/admin/session", payload: { email: "admin@example.sa", password: "wrong" } },
      { method: "POST", url: "/api/admin/session", payload: { email: 3 } },
      { method: "GET", url: "/api/admin/session" },
      { method: "GET", url: "/api/admin/session", staff: true },
      { method: "GET", url: "/api/admin/staff", staff: true },
      { method: "GET", url: "/api/admin/staff/assignable", staff: true },
      {
        method: "POST",
        url: "/api/admin/staff",
        staff: true,
        payload: { email: "editor@example.sa", name: "محرر", role: "editor", password: goodPassword },
      },
      {
        method: "POST",
        url: "/api/admin/staff",
        staff: true,
        payload: { email: "editor@example.sa", name: "محرر", role: "editor", password: goodPassword },
      },
      { method: "POST", url: "/api/admin/staff", staff: true, payload: { email: "x", role: "owner" } },
      { method: "PATCH", url: "/api/admin/staff/2", staff: true, payload: { name: "محرر الموقع" } },
      { method: "PATCH", url: "/api/admin/staff/abc", staff: true, payload: { name: "x" } },
      { method: "PATCH", url: "/api/admin/staff/99999", staff: true, payload: { name: "x" } },
      { method: "PATCH", url: "/api/admin/staff/1", staff: true, payload: { role: "editor" } },
      { method: "PUT", url: "/api/admin/staff/2/password", staff: true, payload: { password: `${goodPassword}!` } },
      { method: "PUT", url: "/api/admin/staff/2/password", staff: true, payload: { password: "short" } },
      { method: "PUT", url: "/api/admin/staff/99999/password", staff: true, payload: { password: goodPassword } },
      { method: "PUT", url: "/api/admin/staff/1/password", staff: true, payload: { password: goodPassword } },
      { method: "DELETE", url: "/api/admin/staff/2/two-factor", staff: true },
      { method: "DELETE", url: "/api/admin/staff/99999/two-factor", staff: true },
      { method: "DELETE", url: "/api/admin/staff/1/two-factor", staff: true },
      { method: "GET", url: "/api/admin/leads", staff: true },
      { method: "GET", url: "/api/admin/leads?kind=other", staff: true },
      { method: "GET", url: "/api/admin/leads/new-count", staff: true },
      { method: "GET", url: "/api/admin/leads.csv?lang=en", staff: true },
      { method: "GET", url: "/api/admin/leads.csv?kind=other", staff: true },
      { method: "GET", url: "/api/admin/leads/1", staff: true },
      { method: "GET", url: "/api/admin/leads/abc", staff: true },
      { method: "GET", url: "/api/admin/leads/99999", staff: true },
      { method: "PATCH", url: "/api/admin/leads/1", staff: true, payload: { status: "contacted" } },
      { method: "PATCH", url: "/api/admin/leads/1", staff: true, payload: { status: "lost" } },
      { method: "PATCH", url: "/api/admin/leads/99999", staff: true, payload: { status: "closed" } },
      { method: "POST", url: "/api/admin/leads/1/notes", staff: true, payload: { body: "اتصلت به" } },
      { method: "POST", url: "/api/admin/leads/1/notes", staff: true, payload: { body: "" } },
      { method: "POST", url: "/api/admin/leads/99999/notes", staff: true, payload: { body: "x" } },
      {
        method: "POST",
        url: "/api/admin/leads/bulk",
        staff: true,
        payload: { action: "status", status: "contacted", ids: [1] },
      },
      { method: "POST", url: "/api/admin/leads/bulk", staff: true, payload: { action: "status", ids: [1] } },
      { method: "POST", url: "/api/admin/leads/1/move-to-inbox", staff: true },
      { method: "POST", url: "/api/admin/leads/abc/move-to-inbox", staff: true },
      { method: "POST", url: "/api/admin/leads/99999/move-to-inbox", staff: true },
      { method: "POST", url: "/api/admin/leads/2/anonymise", staff: true },
      { method: "POST", url: "/api/admin/leads/abc/anonymise", staff: true },
      { method: "POST", url: "/api/admin/leads/99999/anonymise", staff: true },
      { method: "DELETE", url: "/api/admin/leads/3", staff: true },
      { method: "DELETE", url: "/api/admin/leads/abc", staff: true },
      { method: "DELETE", url: "/api/admin/leads/99999", staff: true },
      { method: "GET", url: "/api/admin/audit", staff: true },
      { method: "GET", url: "/api/admin/audit?page=0", staff: true },
      { method: "GET", url: "/api/admin/company", staff: true },
      { method: "PUT", url: "/api/admin/company", staff: true, payload: { name: "x" } },
      { method: "GET", url: "/api/pages/home" },
      { method: "GET", url: "/api/admin/pages/home", staff: true },
      { method: "PUT", url: "/api/admin/pages/home/draft", staff: true, payload: { content: homePage } },
      { method: "PUT", url: "/api/admin/pages/home/draft", staff: true, payload: { content: {} } },
      { method: "POST", url: "/api/admin/pages/home/publish", staff: true, payload: { content: homePage } },
      { method: "POST", url: "/api/admin/pages/home/publish", staff: true, payload: { content: { hero: null } } },
      { method: "POST", url: "/api/admin/pages/home/versions/1/restore", staff: true },
      { method: "POST", url: "/api/admin/pages/home/versions/999999/restore", staff: true },
      upload(await phonePhoto(800, 600), "hero.jpg", "image/jpeg", "/api/admin/pages/pictures"),
      upload(htmlNamedJpg, "hero.jpg", "image/jpeg", "/api/admin/pages/pictures"),
      { method: "POST", url: "/api/admin/pages/pictures", staff: true, payload: {} },
      upload(oversizeFile(), "hero.jpg", "image/jpeg", "/api/admin/pages/pictures"),
      upload(pngBomb(), "hero.png", "image/png", "/api/admin/pages/pictures"),
      { method: "GET", url: "/api/admin/listings?kind=auction&page=1", staff: true },
      { method: "GET", url: "/api/admin/listings?kind=house", staff: true },
      {
        method: "POST",
        url: "/api/admin/listings",
        staff: true,
        payload: { kind: "auction", ...sampleInput({ status: "UPCOMING" }) },
      },
      { method: "POST", url: "/api/admin/listings", staff: true, payload: { kind: "auction" } },
      { method: "GET", url: `/api/admin/listings/${draftId}`, staff: true },
      { method: "GET", url: "/api/admin/listings/999999", staff: true },
      { method: "GET", url: `/api/admin/listings/${draftId}/preview`, staff: true },
      { method: "GET", url: "/api/admin/listings/999999/preview", staff: true },
      { method: "PUT", url: `/api/admin/listings/${draftId}`, staff: true, payload: { version: 1, ...sampleInput() } },
      { method: "PUT", url: `/api/admin/listings/${draftId}`, staff: true, payload: { version: 1, ...sampleInput() } },
      { method: "PUT", url: `/api/admin/listings/${draftId}`, staff: true, payload: { version: 2, titleAr: "" } },
      { method: "PUT", url: "/api/admin/listings/999999", staff: true, payload: { version: 1, ...sampleInput() } },
      { method: "POST", url: `/api/admin/listings/${draftId}/publish`, staff: true, payload: { version: 2 } },
      { method: "POST", url: `/api/admin/listings/${draftId}/publish`, staff: true, payload: { version: 2 } },
      { method: "POST", url: `/api/admin/listings/${unlicensedId}/publish`, staff: true, payload: { version: 1 } },
      { method: "POST", url: "/api/admin/listings/999999/publish", staff: true, payload: { version: 1 } },
      { method: "POST", url: `/api/admin/listings/${draftId}/unpublish`, staff: true, payload: { version: 3 } },
      { method: "POST", url: `/api/admin/listings/${draftId}/unpublish`, staff: true, payload: { version: 3 } },
      { method: "POST", url: "/api/admin/listings/999999/unpublish", staff: true, payload: { version: 1 } },
      {
        method: "POST",
        url: "/api/admin/listings/bulk",
        staff: true,
        payload: { action: "publish", ids: [unlicensedId] },
      },
      { method: "POST", url: "/api/admin/listings/bulk", staff: true, payload: { action: "status", ids: [draftId] } },
      { method: "POST", url: `/api/admin/listings/${unlicensedId}/duplicate`, staff: true },
      { method: "POST", url: "/api/admin/listings/999999/duplicate", staff: true },
      { method: "GET", url: `/api/admin/listings/${unlicensedId}/revisions`, staff: true },
      { method: "GET", url: "/api/admin/listings/999999/revisions", staff: true },
      { method: "GET", url: `/api/admin/listings/${unlicensedId}/revisions/1`, staff: true },
      { method: "GET", url: `/api/admin/listings/${unlicensedId}/revisions/99`, staff: true },
      {
        method: "POST",
        url: `/api/admin/listings/${unlicensedId}/revisions/1/restore`,
        staff: true,
        payload: { version: 1 },
      },
      {
        method: "POST",
        url: `/api/admin/listings/${unlicensedId}/revisions/1/restore`,
        staff: true,
        payload: { version: 1 },
      },
      { method: "POST", url: `/api/admin/listings/${unlicensedId}/revisions/1/restore`, staff: true, payload: {} },
      { method: "POST", url: "/api/admin/listings/999999/revisions/1/restore", staff: true, payload: { version: 1 } },
      // Review before publishing (docs/decisions/036-review-before-publishing.md), on the draft never published.
      { method: "GET", url: `/api/admin/listings/${unlicensedId}/review`, staff: true },
      { method: "GET", url: "/api/admin/listings/999999/review", staff: true },
      { method: "POST", url: `/api/admin/listings/${unlicensedId}/review`, staff: true, payload: { note: "جاهز" } },
      { method: "POST", url: `/api/admin/listings/${unlicensedId}/review`, staff: true, payload: { note: 5 } },
      { method: "POST", url: "/api/admin/listings/999999/review", staff: true, payload: {} },
      { method: "POST", url: `/api/admin/listings/${firstIds.property}/review`, staff: true, payload: {} },
      { method: "GET", url: "/api/admin/review-counts", staff: true },
      {
        method: "POST",
        url: `/api/admin/listings/${unlicensedId}/review/send-back`,
        staff: true,
        payload: { comment: " " },
      },
      {
        method: "POST",
        url: `/api/admin/listings/${unlicensedId}/review/send-back`,
        staff: true,
        payload: { comment: "أضف رقم الترخيص" },
      },
      {
        method: "POST",
        url: `/api/admin/listings/${unlicensedId}/review/send-back`,
        staff: true,
        payload: { comment: "مرة أخرى" },
      },
      { method: "POST", url: "/api/admin/listings/999999/review/send-back", staff: true, payload: { comment: "x" } },
      { method: "POST", url: `/api/admin/listings/${unlicensedId}/review/seen`, staff: true },
      { method: "POST", url: "/api/admin/listings/999999/review/seen", staff: true },
      // Edits of a published listing held for review: an editor's save, then publishing it, then withdrawing one.
      { method: "GET", url: `/api/admin/listings/${liveId}/pending-change`, staff: true },
      { method: "GET", url: "/api/admin/listings/999999/pending-change", staff: true },
      {
        method: "PUT",
        url: `/api/admin/listings/${liveId}`,
        asStaff: asEditor,
        payload: { version: 2, ...sampleInput({ price: 2_300_000 }) },
      },
      { method: "GET", url: `/api/admin/listings/${liveId}/pending-change`, staff: true },
      {
        method: "POST",
        url: `/api/admin/listings/${liveId}/pending-change/publish`,
        staff: true,
        payload: { version: 1 },
      },
      {
        method: "POST",
        url: `/api/admin/listings/${liveId}/pending-change/publish`,
        staff: true,
        payload: { version: 2 },
      },
      {
        method: "POST",
        url: `/api/admin/listings/${liveId}/pending-change/publish`,
        staff: true,
        payload: { version: 3 },
      },
      {
        method: "POST",
        url: "/api/admin/listings/999999/pending-change/publish",
        staff: true,
        payload: { version: 1 },
      },
      {
        method: "PUT",
        url: `/api/admin/listings/${liveId}`,
        asStaff: asEditor,
        payload: { version: 3, ...sampleInput({ price: 2_200_000 }) },
      },
      { method: "DELETE", url: `/api/admin/listings/${liveId}/pending-change`, asStaff: asEditor },
      { method: "DELETE", url: `/api/admin/listings/${liveId}/pending-change`, asStaff: asEditor },
      { method: "DELETE", url: "/api/admin/listings/999999/pending-change", staff: true },
      { method: "GET", url: "/api/admin/dashboard", staff: true },
      { method: "GET", url: `/api/admin/listings/${draftId}/stats`, staff: true },
      { method: "GET", url: "/api/admin/listings/abc/stats", staff: true },
      { method: "GET", url: "/api/admin/listings/999999/stats", staff: true },
      { method: "GET", url: `/api/admin/listings/${draftId}/schedule`, staff: true },
      { method: "GET", url: "/api/admin/listings/999999/schedule", staff: true },
      {
        method: "PUT",
        url: `/api/admin/listings/${draftId}/schedule`,
        staff: true,
        payload: { publishAt: new Date(Date.now() + 86_400_000).toISOString(), unpublishAt: null },
      },
      {
        method: "PUT",
        url: `/api/admin/listings/${draftId}/schedule`,
        staff: true,
        payload: { publishAt: new Date(Date.now() - 60_000).toISOString(), unpublishAt: null },
      },
      {
        method: "PUT",
        url: "/api/admin/listings/999999/schedule",
        staff: true,
        payload: { publishAt: null, unpublishAt: null },
      },
      { method: "DELETE", url: `/api/admin/listings/${draftId}?version=1`, staff: true },
      { method: "DELETE", url: `/api/admin/listings/${draftId}?version=4`, staff: true },
      { method: "DELETE", url: "/api/admin/listings/999999?version=1", staff: true },
      { method: "GET", url: "/api/admin/trash", staff: true },
      { method: "GET", url: "/api/admin/trash?page=0", staff: true },
      // The photos of a listing in the trash do not change (409), until it is restored.
      {
        method: "DELETE",
        url: `/api/admin/media/listings/property/${draftId}/images?key=uploads%2Fnone`,
        staff: true,
      },
      { method: "POST", url: "/api/admin/trash/restore", staff: true, payload: { ids: [draftId, 999999] } },
      { method: "POST", url: "/api/admin/trash/restore", staff: true, payload: { ids: [] } },
      { method: "POST", url: "/api/admin/trash/purge", staff: true, payload: { ids: [draftId] } },
      { method: "POST", url: "/api/admin/trash/purge", staff: true, payload: { ids: "all" } },
      { method: "POST", url: "/api/admin/trash/empty", staff: true },
      { method: "GET", url: "/api/admin/categories", staff: true },
      { method: "POST", url: "/api/admin/categories", staff: true, payload: { ...category, slug: "contract-test-2" } },
      { method: "POST", url: "/api/admin/categories", staff: true, payload: category },
      { method: "POST", url: "/api/admin/categories", staff: true, payload: { ...category, slug: "Not A Slug" } },
      {
        method: "PUT",
        url: `/api/admin/categories/${categoryId}`,
        staff: true,
        payload: { ...category, nameEn: "Tested" },
      },
      { method: "PUT", url: `/api/admin/categories/${categoryId}`, staff: true, payload: { ...category, nameAr: "" } },
      { method: "PUT", url: "/api/admin/categories/999999", staff: true, payload: category },
      {
        method: "PUT",
        url: `/api/admin/categories/${usedCategory.id}`,
        staff: true,
        payload: {
          ...category,
          slug: usedCategory.slug,
          kind: usedCategory.kind === "auction" ? "project" : "auction",
        },
      },
      { method: "DELETE", url: `/api/admin/categories/${usedCategory.id}`, staff: true },
      { method: "DELETE", url: `/api/admin/categories/${categoryId}`, staff: true },
      { method: "DELETE", url: "/api/admin/categories/999999", staff: true },
      ...mediaCalls,
      ...(await alertContractCalls(database)),
      ...(await accountContractCalls(database, "admin@example.sa")),
      {
        method: "PUT",
        url: "/api/admin/account/password",
        staff: true,
        payload: { currentPassword: "wrong", password: `${goodPassword}?` },
      },
      {
        method: "PUT",
        url: "/api/admin/account/password",
        staff: true,
        payload: { currentPassword: goodPassword, password: `${goodPassword}?` },
      },
      { method: "POST", url: "/api/admin/session/keep-alive", staff: true },
      { method: "POST", url: "/api/admin/session/sign-out-everywhere", staff: true },
      { method: "DELETE", url: "/api/admin/session", staff: true, signInWith: `${goodPassword}?` },
    ];
    const company = (await app.inject({ url: "/api/admin/company", headers: { cookie } })).json().data;
    const invalidCompany = calls.findIndex((call) => call.method === "PUT" && call.url === "/api/admin/company");
    calls.splice(invalidCompany, 0, { method: "PUT", url: "/api/admin/company", staff: true, payload: company });

    const exercised = new Set<string>();
    // Another staff member's session, opened at their first call (the ones before may end every session).
    const otherCookies = new Map<string, string>();
    for (const call of calls) {
      if (call.asStaff && !otherCookies.has(call.asStaff.email)) {
        otherCookies.set(call.asStaff.email, await signIn(app, call.asStaff.email, call.asStaff.password));
      }
      if (call.signInWith) cookie = await signIn(app, "admin@example.sa", call.signInWith);
      const response = await app.inject({
        method: call.method,
        url: call.url,
        headers: {
          "accept-language": "en",
          ...(call.staff ? { cookie } : {}),
          ...(call.asStaff ? { cookie: otherCookies.get(call.asStaff.email) } : {}),
          ...(typeof call.payload === "string" ? { "content-type": "text/plain" } : {}),
          ...call.headers,
        },
        ...(call.payload === undefined ? {} : { payload: call.payload as string }),
      });
      const renewed = sessionCookieOf(response);
      // Another staff member's call (its own cookie) renews theirs, not the admin's.
      if (renewed && !call.asStaff) cookie = `${sessionCookie}=${renewed}`;
      const label = `${call.method} ${call.url} → ${response.statusCode}`;
      expect(response.statusCode, `${label} ${response.body}`).toBeLessThan(500);
      const key = routeOf(app, call.method, call.url);
      exercised.add(`${key} ${response.statusCode}`);
      const declared = answerSchema(app, key, response.statusCode);
      expect(declared, `${label}: no schema declared for this status`).toBeDefined();
      checkAnswer(declared!, response, label);
    }
    // A new route, or a new answer of a route, needs a call here.
    const declaredAnswers = [...app.routeContracts.entries()]
      .filter(([key]) => isApi(key) && !outsideContract(key))
      .flatMap(([key, schema]) =>
        Object.keys(schema?.response ?? {})
          // Refusals of the admin guard and of the rate limits have tests of their own.
          .filter((status) => !["401", "403", "429"].includes(status))
          // A database that does not answer, and a site without its company's settings, are tested elsewhere.
          .filter((status) => !notReproducible.includes(`${key} ${status}`))
          .map((status) => `${key} ${status}`),
      );
    expect(declaredAnswers.filter((answer) => !exercised.has(answer))).toEqual([]);
  }, 60_000);
});

/** The route pattern ("GET /api/admin/staff/:id") a concrete call lands on. */
function routeOf(app: FastifyInstance, method: string, url: string): string {
  const path = url.split("?")[0]!;
  const match = [...app.routeContracts.keys()].find((key) => {
    const [routeMethod, pattern] = key.split(" ") as [string, string];
    if (routeMethod !== method || outsideContract(key)) return false;
    const source = pattern.replace(/[.]/g, "\\.").replace(/:\w+/g, "[^/]+");
    return new RegExp(`^${source}$`).test(path);
  });
  if (!match) throw new Error(`no route for ${method} ${url}`);
  return match;
}

function answerSchema(app: FastifyInstance, key: string, status: number): z.ZodType | undefined {
  const answers = app.routeContracts.get(key)?.response as Record<string, unknown> | undefined;
  const declared = answers?.[String(status)] as z.ZodType | { content: Record<string, { schema: z.ZodType }> };
  if (declared && "content" in declared) return Object.values(declared.content)[0]?.schema;
  return declared;
}

function checkAnswer(schema: z.ZodType, response: LightMyRequestResponse, label: string): void {
  const type = response.headers["content-type"] ?? "";
  if (response.statusCode === 204) {
    expect(response.body, label).toBe("");
    return;
  }
  const body = String(type).startsWith("application/json") ? response.json() : response.body;
  const result = schema.safeParse(body);
  expect(result.success ? [] : result.error.issues, label).toEqual([]);
  // Objects drop what their schema does not declare: an undeclared field in the answer shows up here.
  expect(result.data, `${label}: a field the schema does not declare`).toEqual(body);
}
