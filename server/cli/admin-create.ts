// Creates an admin account: `npm run admin:create -- --email owner@example.sa [--name "…"]`.
// The password is read from standard input (piped) or asked for without echo; it never appears in
// the shell's history or the process list. Uses the server's environment (DATABASE_URL, SQLITE_PATH).
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { createAdmin } from "../services/create-admin.ts";

const reasons = {
  invalid_email: "the e-mail is not valid",
  exists: "an account with this e-mail already exists (reset its password from the back office instead)",
  too_short: "the password is too short: at least 12 characters",
  too_long: "the password is too long: at most 128 characters",
  too_weak: "the password is too easy to guess: choose a longer phrase without your name or e-mail",
} as const;

async function readPassword(): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    let text = "";
    for await (const chunk of input) text += chunk;
    return text.replace(/\r?\n$/, "");
  }
  process.stdout.write("Password (at least 12 characters, not shown): ");
  input.setRawMode(true);
  input.resume();
  input.setEncoding("utf8");
  return new Promise((resolve) => {
    let password = "";
    const onData = (key: string) => {
      for (const character of key) {
        if (character === "\r" || character === "\n") {
          input.setRawMode(false);
          input.pause();
          input.off("data", onData);
          process.stdout.write("\n");
          resolve(password);
          return;
        }
        if (character === "\u0003") process.exit(130);
        password = character === "\u007f" ? password.slice(0, -1) : password + character;
      }
    };
    input.on("data", onData);
  });
}

const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" } } });
if (!values.email) {
  console.error('Usage: npm run admin:create -- --email owner@example.sa [--name "Name"] (password on stdin)');
  process.exit(2);
}
const config = loadConfig({ LOG_LEVEL: "silent", ...process.env });
const database = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
try {
  await migrateToLatest(database.db);
  const result = await createAdmin(database.db, {
    email: values.email,
    name: values.name,
    password: await readPassword(),
  });
  if (!result.ok) {
    console.error(`Not created: ${reasons[result.reason]}.`);
    process.exitCode = 1;
  } else {
    console.log(`Admin ${values.email.trim().toLowerCase()} created. Sign in at /admin.`);
  }
} finally {
  await database.close();
}
