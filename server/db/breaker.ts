import type { DatabaseConnection, Dialect, Driver } from "kysely";
import { CompiledQuery } from "kysely";
import { isDatabaseDown } from "./outage.ts";

/**
 * Remembers that the database is down (docs/decisions/028-database-outages.md). Closed, every query goes to the
 * database; the first one that fails because the database cannot be reached (a connect or query timeout, a broken
 * connection) opens it. Open, no query is sent: each fails at once with `DatabaseBreakerOpenError` (an outage for
 * the API and the pages: 503 with Retry-After, or a cache's older copy), and the caches ask `isOpen()` to answer
 * their older copies without even trying. Meanwhile one probe at a time asks the database `select 1`, at once and
 * then every `probeIntervalMs`; the first that succeeds closes it.
 */
export interface DatabaseBreaker {
  isOpen(): boolean;
  /** Since when it is open (ms since the epoch), for logs; undefined when closed. */
  openedAt(): number | undefined;
  /** Stops probing (the database is closing). */
  stop(): void;
}

/** The error of a query the breaker did not send. Its code marks it as an outage (server/db/outage.ts). */
export class DatabaseBreakerOpenError extends Error {
  readonly code = "DATABASE_BREAKER_OPEN";
  constructor() {
    super("The database is unreachable; queries are refused until a probe reaches it again");
  }
}

export interface BreakerOptions {
  /** Wait between failed probes. */
  probeIntervalMs: number;
  /** Told when the breaker opens (with the error) and closes. */
  onChange?: (open: boolean, error?: unknown) => void;
}

/** A Kysely dialect whose queries pass through a breaker, and the breaker. */
export function withBreaker(inner: Dialect, options: BreakerOptions): { dialect: Dialect; breaker: DatabaseBreaker } {
  let opened: number | undefined;
  let probing = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let probe: () => Promise<void> = async () => {};

  const runProbe = async () => {
    if (probing || stopped || opened === undefined) return;
    probing = true;
    try {
      await probe();
      opened = undefined;
      options.onChange?.(false);
    } catch {
      if (!stopped) {
        timer = setTimeout(runProbe, options.probeIntervalMs);
        timer.unref();
      }
    } finally {
      probing = false;
    }
  };
  const observe = (error: unknown) => {
    if (stopped || opened !== undefined || !isDatabaseDown(error) || error instanceof DatabaseBreakerOpenError) return;
    opened = Date.now();
    options.onChange?.(true, error);
    void runProbe();
  };
  const breaker: DatabaseBreaker = {
    isOpen: () => opened !== undefined,
    openedAt: () => opened,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };

  const createDriver = (): Driver => {
    const driver = inner.createDriver();
    const watched = new WeakSet<DatabaseConnection>();
    const observed = async <T>(work: () => Promise<T>): Promise<T> => {
      try {
        return await work();
      } catch (error) {
        observe(error);
        throw error;
      }
    };
    probe = async () => {
      const connection = await driver.acquireConnection();
      try {
        await connection.executeQuery(CompiledQuery.raw("select 1"));
      } finally {
        await driver.releaseConnection(connection);
      }
    };
    return {
      init: (init) => driver.init(init),
      async acquireConnection(acquire) {
        if (opened !== undefined) throw new DatabaseBreakerOpenError();
        const connection = await observed(() => driver.acquireConnection(acquire));
        if (!watched.has(connection)) {
          // Patched once per connection, as Kysely's own runtime driver does for its query log.
          watched.add(connection);
          const executeQuery = connection.executeQuery.bind(connection);
          connection.executeQuery = (query, run) => observed(() => executeQuery(query, run));
        }
        return connection;
      },
      beginTransaction: (connection, settings) => observed(() => driver.beginTransaction(connection, settings)),
      commitTransaction: (connection) => observed(() => driver.commitTransaction(connection)),
      rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
      savepoint: driver.savepoint?.bind(driver),
      rollbackToSavepoint: driver.rollbackToSavepoint?.bind(driver),
      releaseSavepoint: driver.releaseSavepoint?.bind(driver),
      releaseConnection: (connection, release) => driver.releaseConnection(connection, release),
      destroy: (destroy) => {
        breaker.stop();
        return driver.destroy(destroy);
      },
    };
  };

  return {
    breaker,
    dialect: {
      createAdapter: () => inner.createAdapter(),
      createDriver,
      createIntrospector: (db) => inner.createIntrospector(db),
      createQueryCompiler: () => inner.createQueryCompiler(),
    },
  };
}
