/**
 * Whether an error says the database cannot be reached or used for now (an outage), rather than that a query
 * was wrong: such requests are answered 503 with Retry-After, or from a cache's older copy, never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if (isOutage(cause)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Whether an error says the database cannot be reached at all (a connection refused, broken or timed out, the
 * server shutting down or full), which opens the breaker (server/db/breaker.ts). A statement the server cancelled
 * (statement_timeout), a pool whose connections are all lent out, or a busy SQLite file is unavailable for that
 * request only: the database still answers.
 */
export function isDatabaseDown(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if (isOutage(cause) && !isLocalRefusal(cause)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait (Retry-After) while the database is unavailable. */
export const retryAfterSeconds = 10;

// Network failures on the way to PostgreSQL.
const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
// PostgreSQL's own: 57P01–03 shutting down or starting, 53300 too many connections, 57014 a statement cancelled
// (statement_timeout: the database is too slow for now).
const postgresStates = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);
// What pg and its pool say when a connection breaks or cannot be had in time; these errors carry no code.
// "Query read timeout" is pg's query_timeout: the server never answered.
const postgresMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated due to connection timeout|Query read timeout)/;
// SQLite: busy or locked past busy_timeout, I/O error, disk full, file cannot be opened (primary result codes).
const sqliteCodes = new Set([5, 6, 10, 13, 14]);

function isOutage(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, errcode, message } = error as { code?: unknown; errcode?: unknown; message?: unknown };
  if (typeof code === "string") {
    if (code === "DATABASE_BREAKER_OPEN") return true;
    if (networkCodes.has(code) || postgresStates.has(code) || code.startsWith("08")) return true;
    if (code === "ERR_SQLITE_ERROR" && typeof errcode === "number") return sqliteCodes.has(errcode & 0xff);
  }
  return typeof message === "string" && postgresMessages.test(message);
}

/**
 * Outages that say nothing about reaching the database: a statement the server cancelled, every connection of the
 * pool lent out past the wait's bound (pg-pool's message; a connection that could not be made says "connection
 * timeout"), SQLite's own errors.
 */
function isLocalRefusal(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === "57014" ||
    code === "ERR_SQLITE_ERROR" ||
    (typeof message === "string" && message.startsWith("timeout exceeded when trying to connect"))
  );
}
