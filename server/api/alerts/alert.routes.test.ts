import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheControl } from "../../../domain/cache-control.ts";
import { buildTestApp } from "../../../testing/server/app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../testing/server/databases.ts";
import { testPropertyGraph } from "../../../testing/server/listing.ts";
import { type ReceivedMail, startMailServer } from "../../../testing/server/mail-server.ts";
import { insertListingGraph } from "../../db/listing.repository.ts";
import { removeAlertsOf } from "../../db/search-alert.repository.ts";
import { createAlertMailer } from "../../services/alert-mail.ts";
import { createSearchAlerts } from "../../services/search-alerts.ts";

const origin = "https://www.example.sa";

describe.each(testEngines)("search alerts on %s", { timeout: 60_000 }, (engine) => {
  let database: TestDatabase;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let app: FastifyInstance;
  const mailer = () => createAlertMailer({ smtpUrl: `smtp://127.0.0.1:${mail.port}`, from: "Website <w@example.sa>" });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    mail = await startMailServer();
    app = await buildTestApp(database, {
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      LEAD_EMAIL_TO: "sales@example.sa",
      LEAD_EMAIL_FROM: "Website <website@example.sa>",
      PUBLIC_ORIGIN: origin,
      ALERT_EMAILS_PER_HOUR: "4",
      ALERT_RATE_LIMIT: "1000",
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await mail.close();
    await database.drop();
  });

  const mailsTo = (address: string) => mail.mails.filter((received) => received.to.includes(address));
  const linkIn = (received: ReceivedMail, pattern: RegExp) => {
    const link = pattern.exec(received.text)?.[0];
    if (!link) throw new Error(`no link in ${received.text}`);
    return link;
  };
  const subscribe = (payload: object, language = "en") =>
    app.inject({ method: "POST", url: "/api/alerts", headers: { "accept-language": language }, payload });

  /** A published property in Al Malqa (or where `location` says) with `rooms` bedrooms. */
  const publish = (title: string, location = "Al Malqa, Riyadh", rooms = 5) =>
    insertListingGraph(database.db, {
      ...testPropertyGraph,
      listing: {
        ...testPropertyGraph.listing,
        title_en: title,
        title_ar: `عربي ${title}`,
        location_en: location,
        location_ar: location,
        details: JSON.stringify({ rooms }),
      },
    });

  const confirmLink = /https:\/\/\S+\/alerts\/confirm\?token=\S+/;
  /** The confirmation page's button: a form post from the site's own page, as a browser sends it. */
  const pressConfirm = (token: string, language = "en") =>
    app.inject({
      method: "POST",
      url: "/api/alerts/confirm",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      payload: new URLSearchParams({ token, language }).toString(),
    });

  /** Subscribes and presses the confirmation page's button; the alert's id and its e-mail. */
  async function confirmedAlert(email: string, payload: object) {
    const before = mailsTo(email).length;
    const response = await subscribe({ email, ...payload });
    expect(response.statusCode, response.body).toBe(202);
    const confirmation = mailsTo(email)[before]!;
    const link = new URL(linkIn(confirmation, confirmLink));
    const confirmed = await pressConfirm(link.searchParams.get("token")!);
    expect(confirmed.statusCode).toBe(303);
    return { id: Number(/confirmed=(\d+)/.exec(confirmed.headers.location as string)?.[1]), confirmation };
  }

  const stateOf = async (email: string) =>
    (await database.db.selectFrom("search_alerts").select("state").where("email", "=", email).executeTakeFirstOrThrow())
      .state;

  it("keeps the list's own filters, mails a one-time confirmation link with unsubscribe headers, and confirms once", async () => {
    const response = await subscribe({
      email: " Visitor@Example.SA ",
      kind: "property",
      filters: "location=Olaya&bedrooms=٤&page=3&limit=5",
      frequency: "daily",
    });
    expect(response.statusCode, response.body).toBe(202);
    const stored = await database.db
      .selectFrom("search_alerts")
      .selectAll()
      .where("email", "=", "visitor@example.sa")
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ state: "pending", filters: "location=Olaya&bedrooms=4", language: "en" });
    const [confirmation] = mailsTo("visitor@example.sa");
    expect(confirmation?.subject).toBe("Confirm your properties search alert");
    expect(confirmation?.headers).toMatch(
      /^List-Unsubscribe: <https:\/\/www\.example\.sa\/api\/alerts\/unsubscribe\?token=\S+>$/m,
    );
    expect(confirmation?.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    // The link opens the confirmation page in the alert's language (tests/e2e/after-all/alerts.spec.ts); the older
    // e-mails' API link only sends on to it: opening either (a mail scanner does) changes nothing.
    const link = new URL(linkIn(confirmation!, confirmLink));
    expect(link.origin + link.pathname).toBe(`${origin}/en/alerts/confirm`);
    const token = link.searchParams.get("token")!;
    for (let scan = 0; scan < 2; scan++) {
      const older = await app.inject({ method: "GET", url: `/api/alerts/confirm?token=${token}` });
      expect(older.statusCode).toBe(303);
      expect(older.headers.location).toBe(`/en/alerts/confirm?token=${token}`);
      expect(older.headers["set-cookie"]).toBeUndefined();
    }
    expect(await stateOf("visitor@example.sa")).toBe("pending");
    // A page elsewhere cannot press the button for the visitor (the origin check).
    const forged = await app.inject({
      method: "POST",
      url: "/api/alerts/confirm",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "cross-site",
        origin: "https://evil.example",
      },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(forged.statusCode).toBe(403);
    expect(await stateOf("visitor@example.sa")).toBe("pending");
    // The button: once.
    const confirmed = await pressConfirm(token, "ar");
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toMatch(/^\/en\/alerts\/manage\?token=[\w-]+\.[\w-]+&confirmed=\d+$/);
    expect(await stateOf("visitor@example.sa")).toBe("active");
    const again = await pressConfirm(token, "ar");
    expect(again.headers.location).toBe("/alerts/manage?invalid=1");
    const json = await app.inject({ method: "POST", url: "/api/alerts/confirm", payload: { token } });
    expect(json.statusCode).toBe(404);
    const manage = new URL(confirmed.headers.location as string, origin);
    const view = await app.inject({ method: "GET", url: `/api/alerts/manage${manage.search}` });
    expect(view.json().data).toMatchObject({
      email: "visitor@example.sa",
      alerts: [{ kind: "property", filters: "location=Olaya&bedrooms=4", frequency: "daily", state: "active" }],
    });
  });

  it("refuses bad input with messages in the request's language, never a 5xx", async () => {
    const bad = await subscribe({ email: "not-an-address", kind: "property" }, "ar");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.email).toBe("أدخل بريدًا إلكترونيًا صحيحًا، مثل name@example.com.");
    const filters = await subscribe({ email: "a@example.sa", kind: "auction", filters: "categoryId=abc" });
    expect(filters.statusCode).toBe(400);
    expect(filters.json().error.fields.filters).toMatch(/search filter/);
    const kind = await subscribe({ email: "a@example.sa", kind: "villa" });
    expect(kind.json().error.fields.kind).toBe("Choose auctions, projects or properties.");
    for (const payload of ["[]", '"text"', '{"email":1}']) {
      const odd = await app.inject({
        method: "POST",
        url: "/api/alerts",
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(odd.statusCode).toBe(400);
    }
    const token = await app.inject({ method: "POST", url: "/api/alerts/unsubscribe?token=1.forged" });
    expect(token.statusCode).toBe(404);
    const manage = await app.inject({ method: "GET", url: "/api/alerts/manage?token=%FF" });
    expect(manage.statusCode).toBe(404);
  });

  it("sends new matching listings once, daily and weekly each once per period, and never a listing twice", async () => {
    const day1 = new Date("2030-03-04T09:00:00Z"); // a Monday, after 07:00 in Riyadh
    let now = day1;
    const alerts = createSearchAlerts({
      db: database.db,
      mailer: mailer(),
      origin,
      emailsPerHour: 100,
      now: () => now,
    });
    await alerts.sendDigests(); // whatever was published before counts as seen
    const email = "digest@example.sa";
    // Confirmed through the routes, with the service's clock: confirm with the route, then move the cursor.
    const daily = await confirmedAlert(email, {
      kind: "property",
      filters: "location=Malqa&bedrooms=4",
      frequency: "daily",
    });
    const weekly = await confirmedAlert(email, {
      kind: "property",
      filters: "location=Malqa",
      frequency: "weekly",
      language: "ar",
    });
    await database.db
      .updateTable("search_alerts")
      .set({ since: day1.toISOString() })
      .where("email", "=", email)
      .execute();

    const first = await publish("Malqa villa one");
    await publish("Jeddah villa", "Al Rawdah, Jeddah");
    await publish("Small Malqa flat", "Al Malqa, Riyadh", 2);
    const before = mailsTo(email).length;
    expect(await alerts.sendDigests()).toEqual({ sent: 2, deferred: 0 });
    const [dailyMail, weeklyMail] = mailsTo(email).slice(before);
    expect(dailyMail?.subject).toBe("New properties matching your search");
    expect(dailyMail?.text).toContain("Malqa villa one");
    expect(dailyMail?.text).toContain(`${origin}/en/property/${first}`);
    expect(dailyMail?.text).toContain("Price: 2,500,000 SAR");
    expect(dailyMail?.text).not.toContain("Jeddah");
    expect(dailyMail?.text).not.toContain("Small Malqa flat");
    expect(dailyMail?.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(dailyMail?.text).toContain(`&stop=${daily.id}`);
    // The weekly alert was made in Arabic: its digest is in Arabic and links the Arabic pages.
    expect(weeklyMail?.subject).toBe("إعلانات جديدة تطابق بحثك في العقارات");
    expect(weeklyMail?.text).toContain(`${origin}/property/${first}`);
    expect(weeklyMail?.text).toContain("Small Malqa flat");

    // The same run again (a retry, another process): nothing.
    expect(await alerts.sendDigests()).toEqual({ sent: 0, deferred: 0 });
    // A new listing the same day waits for the next day's digest.
    now = new Date("2030-03-04T15:00:00Z");
    const second = await publish("Malqa villa two");
    expect(await alerts.sendDigests()).toEqual({ sent: 0, deferred: 0 });
    now = new Date("2030-03-05T05:00:00Z");
    expect(await alerts.sendDigests()).toEqual({ sent: 1, deferred: 0 });
    const nextDay = mailsTo(email).at(-1);
    expect(nextDay?.text).toContain(`/en/property/${second}`);
    expect(nextDay?.text).not.toContain("Malqa villa one");
    // The weekly one gets it in the next week (from Sunday 07:00 Riyadh).
    now = new Date("2030-03-09T12:00:00Z");
    expect(await alerts.sendDigests()).toEqual({ sent: 0, deferred: 0 });
    now = new Date("2030-03-10T04:30:00Z");
    expect(await alerts.sendDigests()).toEqual({ sent: 1, deferred: 0 });
    const nextWeek = mailsTo(email).at(-1);
    expect(nextWeek?.to).toEqual([email]);
    expect(nextWeek?.text).toContain(`/property/${second}`);
    expect(nextWeek?.text).not.toContain("Malqa villa one");
    const sentRows = await database.db
      .selectFrom("search_alert_listings")
      .select(["alert_id", "listing_id"])
      .where("alert_id", "in", [daily.id, weekly.id])
      .execute();
    expect(sentRows).toHaveLength(5);
  });

  it("two processes racing on one period send one digest", async () => {
    let now = new Date("2031-01-06T09:00:00Z");
    const make = () =>
      createSearchAlerts({ db: database.db, mailer: mailer(), origin, emailsPerHour: 100, now: () => now });
    const [one, two] = [make(), make()];
    await one.sendDigests();
    const email = "race@example.sa";
    await confirmedAlert(email, { kind: "property", filters: "search=racing", frequency: "daily" });
    await database.db
      .updateTable("search_alerts")
      .set({ since: now.toISOString() })
      .where("email", "=", email)
      .execute();
    await publish("Racing villa", "Racing Street, Dammam");
    now = new Date("2031-01-06T10:00:00Z");
    const before = mailsTo(email).length;
    await Promise.all([one.sendDigests(), two.sendDigests()]);
    expect(mailsTo(email).length - before).toBe(1);
  });

  it("unsubscribes with the one-click POST of the List-Unsubscribe header, once", async () => {
    const { confirmation, id } = await confirmedAlert("leave@example.sa", { kind: "auction", frequency: "weekly" });
    const header = /^List-Unsubscribe: <(\S+)>$/m.exec(confirmation.headers)?.[1];
    const url = new URL(header!);
    // As a mail client posts it (RFC 8058): a form body, no Origin, no cookies.
    const post = () =>
      app.inject({
        method: "POST",
        url: `${url.pathname}${url.search}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
    const first = await post();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { removed: true } });
    expect(
      await database.db.selectFrom("search_alerts").select("id").where("id", "=", id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await post()).json()).toEqual({ data: { removed: false } });
  });

  it("the manage link changes the frequency and deletes, as JSON or as the page's form", async () => {
    const email = "manage@example.sa";
    const { confirmation, id } = await confirmedAlert(email, { kind: "project", frequency: "daily" });
    const token = /alerts\/manage\?token=([\w-]+\.[\w-]+)/.exec(confirmation.text)?.[1];
    const change = await app.inject({
      method: "POST",
      url: "/api/alerts/manage",
      payload: { token, alertId: id, action: "frequency", frequency: "weekly" },
    });
    expect(change.json()).toEqual({ data: { done: true } });
    const other = await app.inject({
      method: "POST",
      url: "/api/alerts/manage",
      payload: { token: "bWFsbG9yeUBleGFtcGxlLnNh.forged", alertId: id, action: "delete" },
    });
    expect(other.statusCode).toBe(404);
    const form = await app.inject({
      method: "POST",
      url: "/api/alerts/manage",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ token: token!, alertId: String(id), action: "delete", language: "ar" }).toString(),
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe(`/alerts/manage?token=${token}&changed=${id}`);
    const view = await app.inject({ method: "GET", url: `/api/alerts/manage?token=${token}` });
    expect(view.json().data).toEqual({ email, alerts: [] });
  });

  it("holds each address to its hourly e-mail budget across requests", async () => {
    const email = "busy@example.sa";
    const answers: number[] = [];
    for (const location of ["a", "b", "c", "d", "e"]) {
      answers.push((await subscribe({ email, kind: "property", filters: `location=${location}` })).statusCode);
    }
    expect(answers).toEqual([202, 202, 202, 202, 429]);
    expect(mailsTo(email)).toHaveLength(4);
  });

  it("answers a refused form post with the alert page saying why, never with JSON, and never carries the address", async () => {
    const asForm = (fields: Record<string, string>) =>
      app.inject({
        method: "POST",
        url: "/api/alerts",
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
        payload: new URLSearchParams(fields).toString(),
      });
    // Refused by the field's check (an Arabic comma where the dot goes), on the Arabic page.
    const typo = await asForm({
      email: "sara@example،sa",
      kind: "property",
      filters: "location=Malqa",
      frequency: "daily",
      language: "ar",
    });
    expect(typo.statusCode).toBe(303);
    expect(typo.headers["cache-control"]).toBe(cacheControl.noStore);
    expect(typo.headers.location).toBe("/alerts/new?location=Malqa&kind=property&refused=invalid");
    expect(typo.body).toBe("");
    // Refused by the address's e-mail budget, on the English page.
    const email = "form-busy@example.sa";
    for (const location of ["a", "b", "c", "d"]) {
      expect((await subscribe({ email, kind: "auction", filters: `location=${location}` })).statusCode).toBe(202);
    }
    const busy = await asForm({ email, kind: "auction", filters: "location=e", frequency: "weekly", language: "en" });
    expect(busy.statusCode).toBe(303);
    expect(busy.headers.location).toBe("/en/alerts/new?location=e&kind=auction&refused=busy");
    expect(busy.headers.location).not.toContain("example");
    // A cross-site form is refused as such, not sent on to the page.
    const crossSite = await app.inject({
      method: "POST",
      url: "/api/alerts",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      payload: new URLSearchParams({ email: "x@example.sa", kind: "property" }).toString(),
    });
    expect(crossSite.statusCode).toBe(403);
    // As JSON, the same refusal stays the API's answer.
    const json = await subscribe({ email: "sara@example،sa", kind: "property", frequency: "daily" }, "ar");
    expect(json.statusCode).toBe(400);
    expect(json.json().error.fields.email).toBeTruthy();
  });

  it("removeAlertsOf takes every alert of an address away", async () => {
    await subscribe({ email: "erased@example.sa", kind: "auction" });
    await subscribe({ email: "erased@example.sa", kind: "project" });
    expect(await removeAlertsOf(database.db, " Erased@example.sa")).toBe(2);
    const left = await database.db
      .selectFrom("search_alerts")
      .select("id")
      .where("email", "=", "erased@example.sa")
      .execute();
    expect(left).toEqual([]);
  });
});
