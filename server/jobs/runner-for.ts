import type { DatabaseHandle } from "../db/connection.ts";
import type { JobRunner, RunnerLog } from "./job-runner.ts";

/**
 * The runner of the database's engine: pg-boss on PostgreSQL, the table runner on SQLite. Each is loaded only where
 * it runs: pg-boss alone is ~1.6 MB of source a process would otherwise keep in memory for nothing
 * (docs/decisions/034-lean-server.md).
 */
export async function jobRunnerFor(
  database: DatabaseHandle,
  options: { log: RunnerLog; work: boolean },
): Promise<JobRunner> {
  if (database.engine === "postgres") {
    if (!database.url) throw new Error("a PostgreSQL database handle without its URL cannot run jobs");
    const { createPgBossRunner } = await import("./pg-boss-runner.ts");
    return createPgBossRunner(database.url, options);
  }
  const { createSqliteRunner } = await import("./sqlite-runner.ts");
  return createSqliteRunner(database.db, options);
}
