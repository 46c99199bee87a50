import type { DatabaseHandle } from "../db/connection.ts";
import type { JobRunner, RunnerLog } from "./job-runner.ts";
import { createPgBossRunner } from "./pg-boss-runner.ts";
import { createSqliteRunner } from "./sqlite-runner.ts";

/** The runner of the database's engine: pg-boss on PostgreSQL, the table runner on SQLite. */
export function jobRunnerFor(database: DatabaseHandle, options: { log: RunnerLog; work: boolean }): JobRunner {
  if (database.engine === "postgres") {
    if (!database.url) throw new Error("a PostgreSQL database handle without its URL cannot run jobs");
    return createPgBossRunner(database.url, options);
  }
  return createSqliteRunner(database.db, options);
}
