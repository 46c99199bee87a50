import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from "kysely";

export type Engine = "sqlite" | "postgres";

export function engineOf<DB>(db: Kysely<DB>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** Builds an auto-incrementing integer primary key on either engine: `.addColumn("id", "integer", autoId(db))`. */
export function autoId(db: Kysely<unknown>) {
  return engineOf(db) === "postgres"
    ? (column: ColumnDefinitionBuilder) => column.primaryKey().generatedByDefaultAsIdentity()
    : (column: ColumnDefinitionBuilder) => column.primaryKey().autoIncrement();
}
