/**
 * Whether a database error is a unique constraint refusing a duplicate: PostgreSQL's SQLSTATE 23505, or
 * SQLite's SQLITE_CONSTRAINT_UNIQUE (2067, "UNIQUE constraint failed: …").
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, errcode, message } = error as { code?: unknown; errcode?: unknown; message?: unknown };
  return (
    code === "23505" ||
    errcode === 2067 ||
    (typeof message === "string" && message.startsWith("UNIQUE constraint failed"))
  );
}
