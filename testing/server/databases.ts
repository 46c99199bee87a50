import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../../server/db/connection.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import type { Engine } from "../../server/db/portable.ts";

/**
 * Test databases on both engines. SQLite always runs; PostgreSQL runs when the
 * server at TEST_POSTGRES_URL answers, and must answer when REQUIRE_POSTGRES=1 (CI).
 */
const adminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch (error) {
    if (process.env.REQUIRE_POSTGRES === "1") {
      throw new Error(`PostgreSQL is required (REQUIRE_POSTGRES=1) but ${adminUrl} does not answer`, { cause: error });
    }
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export const testEngines: Engine[] = (await postgresReachable()) ? ["sqlite", "postgres"] : ["sqlite"];

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and removes the database. */
  drop: () => Promise<void>;
  /** The SQLite file, or the PostgreSQL URL: for a second connection to the same database. */
  location: string;
}

/** A new, migrated, empty database of the engine, for one test file or test. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === "sqlite") {
    const folder = mkdtempSync(join(tmpdir(), "site-test-"));
    const location = join(folder, "test.db");
    const handle = openDatabase({ sqlitePath: location });
    await migrateToLatest(handle.db);
    return {
      ...handle,
      location,
      drop: async () => {
        await handle.close();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const name = `site_test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), sqlitePath: "", poolSize: 4 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    location: url.toString(),
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
