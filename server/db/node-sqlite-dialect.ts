import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";

/**
 * How a statement waits for another process's lock on the file (docs/decisions/028-database-outages.md). node:sqlite
 * is synchronous: SQLite's own busy_timeout would hold the event loop for all of it (nothing else answers, not even
 * /livez). So SQLite waits at most `attemptMs` itself (busy_timeout), and the statement is retried after a timer,
 * the event loop free in between, until `budgetMs` have passed; then it fails as busy (503).
 */
export interface BusyWait {
  attemptMs: number;
  budgetMs: number;
  /** Told each time a statement found the lock taken and waits on a timer (tests watch it). */
  onWait?: () => void;
}

/** Kysely dialect over Node's built-in node:sqlite (one connection, serialised). */
export function nodeSqliteDialect(database: DatabaseSync, busy: BusyWait): Dialect {
  return {
    createAdapter: () => new NodeSqliteAdapter(),
    createDriver: () => new NodeSqliteDriver(database, busy),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}

/**
 * The driver serialises the connection itself (its turns), so Kysely need not: a statement waiting for another
 * process's lock gives its turn to the queued queries, which Kysely's own mutex would hold back.
 */
class NodeSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

class NodeSqliteDriver implements Driver {
  readonly #connection: NodeSqliteConnection;
  readonly #database: DatabaseSync;
  #queue: Promise<void> = Promise.resolve();
  /** Ends the turn of whoever has the connection now. */
  #release: () => void = () => {};

  constructor(database: DatabaseSync, busy: BusyWait) {
    this.#database = database;
    this.#connection = new NodeSqliteConnection(database, busy, (ms) => this.#pause(ms));
  }

  async init(): Promise<void> {}

  /** One connection: a transaction holds it until it ends, other queries wait their turn. */
  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#takeTurn();
    return this.#connection;
  }

  async #takeTurn(): Promise<void> {
    let release!: () => void;
    const previous = this.#queue;
    this.#queue = new Promise((resolve) => {
      release = resolve;
    });
    await previous;
    this.#release = release;
  }

  /**
   * A statement waits `ms` for another process's lock. Outside a transaction the connection holds nothing, so the
   * queries queued behind it (reads, which WAL lets through) have their turn meanwhile; it then queues again.
   */
  async #pause(ms: number): Promise<void> {
    const keepTurn = this.#database.isTransaction;
    if (!keepTurn) this.#release();
    await new Promise((resolve) => setTimeout(resolve, ms));
    if (!keepTurn) await this.#takeTurn();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async releaseConnection(): Promise<void> {
    this.#release();
  }

  async destroy(): Promise<void> {
    if (this.#database.isOpen) this.#database.close();
  }
}

interface PreparedStatement {
  statement: StatementSync;
  returnsRows: boolean;
}

class NodeSqliteConnection implements DatabaseConnection {
  readonly #database: DatabaseSync;
  readonly #statements = new Map<string, PreparedStatement>();
  readonly #busy: BusyWait;
  readonly #pause: (ms: number) => Promise<void>;

  constructor(database: DatabaseSync, busy: BusyWait, pause: (ms: number) => Promise<void>) {
    this.#database = database;
    this.#busy = busy;
    this.#pause = pause;
  }

  /**
   * A statement refused as busy did nothing (a write outside a transaction, or `begin immediate`: our transactions
   * take the write lock first, so no statement inside one waits for it), so running it again is safe.
   */
  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const started = performance.now();
    for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
      try {
        return this.#execute(compiled);
      } catch (error) {
        if (!isBusy(error) || performance.now() - started + pause > this.#busy.budgetMs) throw error;
        this.#busy.onWait?.();
        await this.#pause(pause);
      }
    }
  }

  #execute<R>(compiled: CompiledQuery): QueryResult<R> {
    const { statement, returnsRows } = this.#prepare(compiled.sql);
    const parameters = compiled.parameters.map(toSqliteValue);
    // node:sqlite takes parameters spread, not as an array.
    if (returnsRows) {
      return { rows: statement.all(...parameters) as R[] };
    }
    const { changes, lastInsertRowid } = statement.run(...parameters);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported by this driver.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("node:sqlite dialect does not support streaming");
  }

  /**
   * Prepared statements are cached by SQL text: the same few queries run over and over. Whether one returns rows is
   * read once: `columns()` makes an object for each column at every call (a listing's row has ~70).
   */
  #prepare(sql: string): PreparedStatement {
    let prepared = this.#statements.get(sql);
    if (!prepared) {
      if (this.#statements.size >= 500) this.#statements.clear();
      const statement = this.#database.prepare(sql);
      prepared = { statement, returnsRows: statement.columns().length > 0 };
      this.#statements.set(sql, prepared);
    }
    return prepared;
  }
}

/** SQLITE_BUSY: another connection holds the lock this statement needs. */
function isBusy(error: unknown): boolean {
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  return code === "ERR_SQLITE_ERROR" && typeof errcode === "number" && (errcode & 0xff) === 5;
}

/** The one place where JavaScript values become SQLite values (booleans as 0/1). */
function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}
