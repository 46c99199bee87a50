import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/connection.ts";
import { verifyPassword } from "../services/passwords.ts";

const folder = mkdtempSync(join(tmpdir(), "admin-create-"));
const sqlitePath = join(folder, "site.db");

const { DATABASE_URL: _unused, ...environment } = process.env;

function run(args: string[], password: string) {
  return spawnSync(process.execPath, ["server/cli/admin-create.ts", ...args], {
    input: `${password}\n`,
    env: { ...environment, SQLITE_PATH: sqlitePath },
    encoding: "utf8",
  });
}

describe("npm run admin:create", () => {
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("creates an admin with the password read from standard input, stored as an Argon2id hash", async () => {
    const result = run(["--email", "Owner@Example.sa", "--name", "المالك"], "Palm groves of Al-Ahsa 1446");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Admin owner@example.sa created");
    const database = openDatabase({ sqlitePath });
    const row = await database.db.selectFrom("staff").selectAll().executeTakeFirstOrThrow();
    await database.close();
    expect(row).toMatchObject({ email: "owner@example.sa", name: "المالك", role: "admin", disabled: 0 });
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row.password_hash, "Palm groves of Al-Ahsa 1446")).toBe(true);
  });

  it("refuses a second run for the same e-mail", () => {
    const result = run(["--email", "owner@example.sa"], "Another long pass phrase 99");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("already exists");
  });

  it("refuses a weak password and a missing e-mail", () => {
    const weak = run(["--email", "second@example.sa"], "password1234");
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain("too easy to guess");
    expect(run([], "Another long pass phrase 99").status).toBe(2);
  });
});
