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
// PostgreSQL's own: 57P01–03 shutting down or starting, 53300 too many connections.
const postgresStates = new Set(["57P01", "57P02", "57P03", "53300"]);
// What pg and its pool say when a connection breaks or cannot be had in time; these errors carry no code.
const postgresMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated due to connection timeout)/;
// SQLite: busy or locked past busy_timeout, I/O error, disk full, file cannot be opened (primary result codes).
const sqliteCodes = new Set([5, 6, 10, 13, 14]);

function isOutage(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, errcode, message } = error as { code?: unknown; errcode?: unknown; message?: unknown };
  if (typeof code === "string") {
    if (networkCodes.has(code) || postgresStates.has(code) || code.startsWith("08")) return true;
    if (code === "ERR_SQLITE_ERROR" && typeof errcode === "number") return sqliteCodes.has(errcode & 0xff);
  }
  return typeof message === "string" && postgresMessages.test(message);
}
