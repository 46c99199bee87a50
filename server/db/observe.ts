import type { Dialect, Driver, LogEvent } from "kysely";

/** One statement as the metrics and the slow-query log see it: its SQL text (placeholders, never the values). */
export interface QueryEvent {
  sql: string;
  durationMs: number;
  failed: boolean;
}

/** Told about the database's work (server/metrics.ts counts it; the app logs slow statements). */
export interface DatabaseObserver {
  query?: (event: QueryEvent) => void;
  /** How long a query waited for a connection: PostgreSQL's pool, or SQLite's one connection's turn. */
  connectionWait?: (durationMs: number) => void;
}

/** The observers of one database handle, and the hooks that feed them. */
export function databaseObservers() {
  const observers = new Set<DatabaseObserver>();
  return {
    /** Adds an observer; the function returned removes it. */
    observe(observer: DatabaseObserver): () => void {
      observers.add(observer);
      return () => observers.delete(observer);
    },
    /** Kysely's `log` option: every statement with its duration, as Kysely measures it. */
    log(event: LogEvent): void {
      if (observers.size === 0) return;
      const query = { sql: event.query.sql, durationMs: event.queryDurationMillis, failed: event.level === "error" };
      for (const observer of observers) observer.query?.(query);
    },
    /** The dialect with its driver's connection hand-outs timed. */
    timed(inner: Dialect): Dialect {
      const report = (durationMs: number) => {
        for (const observer of observers) observer.connectionWait?.(durationMs);
      };
      return {
        createAdapter: () => inner.createAdapter(),
        createDriver: () => timedDriver(inner.createDriver(), report),
        createIntrospector: (db) => inner.createIntrospector(db),
        createQueryCompiler: () => inner.createQueryCompiler(),
      };
    },
  };
}

function timedDriver(driver: Driver, report: (durationMs: number) => void): Driver {
  return {
    init: (options) => driver.init(options),
    async acquireConnection(options) {
      const started = performance.now();
      try {
        return await driver.acquireConnection(options);
      } finally {
        report(performance.now() - started);
      }
    },
    beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
    commitTransaction: (connection) => driver.commitTransaction(connection),
    rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
    savepoint: driver.savepoint?.bind(driver),
    rollbackToSavepoint: driver.rollbackToSavepoint?.bind(driver),
    releaseSavepoint: driver.releaseSavepoint?.bind(driver),
    releaseConnection: (connection, options) => driver.releaseConnection(connection, options),
    destroy: (options) => driver.destroy(options),
  };
}
