import { createHash } from "node:crypto";
import { maxAlertsPerAddress } from "../../domain/search-alert.ts";
import { savePendingAlert } from "../../server/db/search-alert.repository.ts";
import { createAlertMailer } from "../../server/services/alert-mail.ts";
import { createSearchAlerts } from "../../server/services/search-alerts.ts";
import type { TestDatabase } from "./databases.ts";

/**
 * The contract test's calls of the search alerts' routes (server/api/alerts/, server/api/admin/alerts.routes.ts):
 * alerts made in the database, with links signed by the site's own key. The answers that need a mail server (the
 * subscribe's 202 and 303) are read in server/api/alerts/alert.routes.test.ts.
 */
export async function alertContractCalls(database: TestDatabase) {
  const alerts = createSearchAlerts({
    db: database.db,
    mailer: createAlertMailer({ smtpUrl: undefined, from: undefined }),
    origin: "",
    emailsPerHour: 10,
  });
  const full = "full@example.sa";
  const ids: number[] = [];
  for (let index = 0; index < maxAlertsPerAddress; index++) {
    const alert = {
      email: full,
      kind: "property" as const,
      filters: `location=${index}`,
      language: "en",
      frequency: "daily" as const,
    };
    ids.push((await savePendingAlert(database.db, alert, `contract-${index}`, new Date())).id);
  }
  // Two alerts waiting for their confirmation, with tokens the calls know (stored as their SHA-256, as the site does).
  const confirmTokens = ["contract-confirm-json", "contract-confirm-form"];
  for (const [index, confirmToken] of confirmTokens.entries()) {
    await savePendingAlert(
      database.db,
      { email: `pending-${index}@example.sa`, kind: "project", filters: "", language: "ar", frequency: "weekly" },
      createHash("sha256").update(confirmToken).digest("base64url"),
      new Date(),
    );
  }
  const token = await alerts.manageToken(full);
  const unsubscribe = await alerts.unsubscribeToken(ids[0]!);
  const form = { "content-type": "application/x-www-form-urlencoded" };
  return [
    { method: "POST", url: "/api/alerts", payload: { email: "not an address", kind: "auction" } },
    { method: "POST", url: "/api/alerts", payload: { email: full, kind: "auction", filters: "location=new" } },
    { method: "GET", url: "/api/alerts/confirm?token=not-a-token" },
    { method: "GET", url: "/api/alerts/confirm" },
    { method: "POST", url: "/api/alerts/confirm", payload: { token: confirmTokens[0] } },
    { method: "POST", url: "/api/alerts/confirm", payload: { token: confirmTokens[0] } },
    {
      method: "POST",
      url: "/api/alerts/confirm",
      headers: form,
      payload: new URLSearchParams({ token: confirmTokens[1]!, language: "en" }).toString(),
    },
    { method: "POST", url: "/api/alerts/confirm", payload: {} },
    {
      method: "POST",
      url: `/api/alerts/unsubscribe?token=${unsubscribe}`,
      headers: form,
      payload: "List-Unsubscribe=One-Click",
    },
    { method: "POST", url: "/api/alerts/unsubscribe?token=1.forged" },
    { method: "POST", url: "/api/alerts/unsubscribe" },
    { method: "GET", url: `/api/alerts/manage?token=${token}` },
    { method: "GET", url: "/api/alerts/manage?token=forged" },
    { method: "GET", url: "/api/alerts/manage" },
    {
      method: "POST",
      url: "/api/alerts/manage",
      payload: { token, alertId: ids[1], action: "frequency", frequency: "weekly" },
    },
    {
      method: "POST",
      url: "/api/alerts/manage",
      headers: form,
      payload: new URLSearchParams({ token, alertId: String(ids[2]), action: "delete" }).toString(),
    },
    { method: "POST", url: "/api/alerts/manage", payload: { token, alertId: ids[2], action: "delete" } },
    { method: "POST", url: "/api/alerts/manage", payload: {} },
    { method: "GET", url: "/api/admin/alerts?email=full", staff: true },
    { method: "GET", url: "/api/admin/alerts?page=0", staff: true },
    { method: "POST", url: `/api/admin/alerts/${ids[3]}/off`, staff: true },
    { method: "POST", url: `/api/admin/alerts/${ids[3]}/off`, staff: true },
    { method: "POST", url: "/api/admin/alerts/abc/off", staff: true },
  ] as const;
}
