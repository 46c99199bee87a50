import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { withBreaker } from "./breaker.ts";
import { nodeSqliteDialect } from "./node-sqlite-dialect.ts";
import { type DatabaseObserver, databaseObservers } from "./observe.ts";
import type { Engine } from "./portable.ts";
import type { Database } from "./schema.ts";

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  close: () => Promise<void>;
  /**
   * Whether the database is known to be unreachable now (PostgreSQL's breaker is open, server/db/breaker.ts):
   * caches answer their older copies without asking it. Always false on SQLite, a file that cannot hang.
   */
  isDown: () => boolean;
  /** Tells `observer` about each statement and each wait for a connection; returns the function that stops it. */
  observe: (observer: DatabaseObserver) => () => void;
  /** PostgreSQL's pool now: connections open, idle, and queries waiting for one. Absent on SQLite. */
  poolState?: () => { total: number; idle: number; waiting: number };
  /** PostgreSQL's connection URL, for the job queue's own small pool (server/jobs/pg-boss-runner.ts). */
  url?: string;
}

/** The bounds on waiting for PostgreSQL (docs/decisions/028-database-outages.md); config.ts has the defaults. */
export interface DatabaseTimeouts {
  /** Connecting, and waiting for a free connection of the pool. */
  connectTimeoutMs: number;
  /** One statement: the server cancels it then; the client gives up on an answer 1 s later. */
  queryTimeoutMs: number;
  /** While the database is down, the wait between two probes. */
  probeIntervalMs: number;
}

/** The longest SQLite blocks the event loop waiting for another process's lock, per attempt. */
export const sqliteBusyAttemptMs = 10;

export const defaultTimeouts: DatabaseTimeouts = {
  connectTimeoutMs: 3000,
  queryTimeoutMs: 5000,
  probeIntervalMs: 1000,
};

/**
 * A pg client that hangs up when a query times out on its side (query_timeout): the server never answered, so the
 * connection is lost or frozen, and the pool must not lend it again (pg would queue the next query behind the
 * unanswered one). `end()` with a query in flight destroys the socket; the pool then drops the client.
 */
class HangUpOnTimeout extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has many overloads; this passes them all through.
  override query(...args: any[]): any {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    const result = (super.query as (...a: any[]) => any)(...args);
    if (result && typeof result.catch === "function") {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === "Query read timeout") this.end().catch(() => {});
      });
    }
    return result;
  }
}

// PostgreSQL sends BIGINT (counts) and NUMERIC as strings; the app wants numbers on both engines.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

export function openDatabase(options: {
  databaseUrl?: string;
  sqlitePath: string;
  poolSize?: number;
  /**
   * How long a SQLite write waits for another process's lock before it fails (an outage for the API: 503), in
   * short attempts with the event loop free between them.
   */
  busyTimeoutMs?: number;
  /** Told when an idle PostgreSQL connection breaks (server restart, network); the pool replaces it. */
  onIdleConnectionError?: (error: Error) => void;
  /** Told each time a SQLite statement waits on a timer for another process's lock. */
  onSqliteBusyWait?: () => void;
  /** PostgreSQL's bounds; `defaultTimeouts` where absent. */
  timeouts?: Partial<DatabaseTimeouts>;
  /** Told when PostgreSQL's breaker opens (with the error that opened it) and closes. */
  onBreakerChange?: (open: boolean, error?: unknown) => void;
}): DatabaseHandle {
  // The metrics and the slow-query log (server/metrics.ts, server/app.ts) watch every handle.
  const observers = databaseObservers();
  if (options.databaseUrl) {
    const timeouts = { ...defaultTimeouts, ...options.timeouts };
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      Client: HangUpOnTimeout,
      // A server that does not answer fails the request (503) instead of holding it until the client gives up; the
      // same bound applies to waiting for a free connection when all are lent out.
      connectionTimeoutMillis: timeouts.connectTimeoutMs,
      // The server cancels a statement past the bound (its answer is an error the client reads at once)...
      statement_timeout: timeouts.queryTimeoutMs,
      // ...and the client stops waiting a second later, when the server did not even say that.
      query_timeout: timeouts.queryTimeoutMs + 1000,
    });
    let closing = false;
    // Without a listener an idle connection's error would crash the process. pool.end() resolves
    // before its connections have finished closing, so errors after close() are expected noise.
    pool.on("error", (error) => {
      if (!closing) (options.onIdleConnectionError ?? reportIdleConnectionError)(error);
    });
    // A connection that breaks while it is lent out (a query in flight) emits 'error' on its client, which
    // pg-pool listens to only while the client is idle: unheard, it would end the process. The query itself
    // fails with the same error (the API answers 503) and the pool drops the broken client when it returns.
    pool.on("connect", (client) => {
      client.on("error", () => {});
    });
    const { dialect, breaker } = withBreaker(new PostgresDialect({ pool }), {
      probeIntervalMs: timeouts.probeIntervalMs,
      onChange: options.onBreakerChange,
    });
    const db = new Kysely<Database>({ dialect: observers.timed(dialect), log: observers.log });
    const close = () => {
      closing = true;
      breaker.stop();
      return db.destroy();
    };
    const poolState = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return {
      db,
      engine: "postgres",
      close,
      isDown: breaker.isOpen,
      observe: observers.observe,
      poolState,
      url: options.databaseUrl,
    };
  }
  if (options.sqlitePath !== ":memory:") mkdirSync(dirname(options.sqlitePath), { recursive: true });
  const sqlite = new DatabaseSync(options.sqlitePath);
  // WAL lets readers go on during a write; FULL makes a committed lead survive a power cut.
  sqlite.exec("pragma journal_mode = wal");
  sqlite.exec("pragma synchronous = full");
  // SQLite itself waits for a lock at most a few milliseconds, blocking the event loop; the dialect retries after
  // a timer until the budget is spent (server/db/node-sqlite-dialect.ts).
  const budgetMs = Math.trunc(options.busyTimeoutMs ?? 5000);
  const attemptMs = Math.min(budgetMs, sqliteBusyAttemptMs);
  sqlite.exec(`pragma busy_timeout = ${attemptMs}`);
  sqlite.exec("pragma foreign_keys = on");
  const db = new Kysely<Database>({
    dialect: observers.timed(nodeSqliteDialect(sqlite, { attemptMs, budgetMs, onWait: options.onSqliteBusyWait })),
    log: observers.log,
  });
  return { db, engine: "sqlite", close: () => db.destroy(), isDown: () => false, observe: observers.observe };
}

function reportIdleConnectionError(error: Error): void {
  console.error(`PostgreSQL connection lost while idle (the pool will reconnect): ${error.message}`);
}
