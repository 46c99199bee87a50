// Sends the search alerts' digests due now, once, and exits (operations, and the journeys that read a digest):
//   SQLITE_PATH=... SMTP_URL=... LEAD_EMAIL_TO=... LEAD_EMAIL_FROM=... node server/cli/alerts-digest.ts
// The same work as the hourly job (server/jobs/search-alert.job.ts): alerts already sent this period are skipped.
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/connection.ts";
import { createAlertMailer } from "../services/alert-mail.ts";
import { createSearchAlerts } from "../services/search-alerts.ts";

const config = loadConfig();
const database = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
const mailer = createAlertMailer({ smtpUrl: config.SMTP_URL, from: config.ALERT_EMAIL_FROM ?? config.LEAD_EMAIL_FROM });
try {
  if (!mailer.configured)
    throw new Error("SMTP_URL and LEAD_EMAIL_FROM (or ALERT_EMAIL_FROM) are needed to send digests");
  const alerts = createSearchAlerts({
    db: database.db,
    mailer,
    origin: config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`,
    emailsPerHour: config.ALERT_EMAILS_PER_HOUR,
  });
  const result = await alerts.sendDigests();
  console.log(JSON.stringify(result));
} finally {
  mailer.close();
  await database.close();
}
