// Staff accounts for the back office journeys, made the way the README tells a company to.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import type { TestInfo } from "@playwright/test";
import { uniqueEmail } from "./leads-db.ts";
import { databaseEnvironmentOf } from "./site-db.ts";

export const adminPassword = "Palm groves of Al-Ahsa 1446";

/** The first admin, made as the README says: `npm run admin:create`, the password on standard input. */
export function createAdmin(testInfo: TestInfo): string {
  const email = uniqueEmail("admin");
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  const result = spawnSync(
    process.execPath,
    ["server/cli/admin-create.ts", "--email", email, "--name", "مدير الموقع"],
    {
      cwd: resolve(import.meta.dirname, "../.."),
      input: `${adminPassword}\n`,
      env: { ...environment, LOG_LEVEL: "silent", ...databaseEnvironmentOf(testInfo) },
      encoding: "utf8",
    },
  );
  if (result.status !== 0) throw new Error(`admin:create failed: ${result.stderr}`);
  return email;
}
