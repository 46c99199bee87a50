import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { nodeSqliteDialect } from "./node-sqlite-dialect.ts";
import type { Engine } from "./portable.ts";
import type { Database } from "./schema.ts";

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  close: () => Promise<void>;
}

// PostgreSQL sends BIGINT (counts) and NUMERIC as strings; the app wants numbers on both engines.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

export function openDatabase(options: {
  databaseUrl?: string;
  sqlitePath: string;
  poolSize?: number;
  /** How long a SQLite write waits for another writer before it fails (an outage for the API: 503). */
  busyTimeoutMs?: number;
  /** Told when an idle PostgreSQL connection breaks (server restart, network); the pool replaces it. */
  onIdleConnectionError?: (error: Error) => void;
}): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A server that does not answer fails the request (503) instead of holding it until the client gives up.
      connectionTimeoutMillis: 5000,
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
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const close = () => {
      closing = true;
      return db.destroy();
    };
    return { db, engine: "postgres", close };
  }
  if (options.sqlitePath !== ":memory:") mkdirSync(dirname(options.sqlitePath), { recursive: true });
  const sqlite = new DatabaseSync(options.sqlitePath);
  // WAL lets readers go on during a write; FULL makes a committed lead survive a power cut.
  sqlite.exec("pragma journal_mode = wal");
  sqlite.exec("pragma synchronous = full");
  sqlite.exec(`pragma busy_timeout = ${Math.trunc(options.busyTimeoutMs ?? 5000)}`);
  sqlite.exec("pragma foreign_keys = on");
  const db = new Kysely<Database>({ dialect: nodeSqliteDialect(sqlite) });
  return { db, engine: "sqlite", close: () => db.destroy() };
}

function reportIdleConnectionError(error: Error): void {
  console.error(`PostgreSQL connection lost while idle (the pool will reconnect): ${error.message}`);
}
