// Shared by the benchmarks (bench/README.md): starts the built server on its own database, filled
// once with 10,000 listings on top of the demo content, and drives it at a fixed rate with autocannon
// from this process. BENCH_DATABASE_URL=postgres://… uses PostgreSQL (created when missing; empty or already
// filled); BENCH_PORT moves the server (default 3200); BENCH_RUNS sets the runs.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../server/db/connection.ts";
import { noteNewListings } from "../server/db/search-alert.repository.ts";

/**
 * Node's flags and environment as production starts the server (`npm run serve` in package.json), so the benchmarks
 * measure the process that runs; BENCH_NODE_FLAGS replaces the flags ("" for none) to compare one at a time.
 */
const serveScript = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { serve: string } }).scripts.serve;
const serveParts = /^((?:\w+=\S+\s+)*)node\s+(.*?)\s*build\/server\/index\.js$/.exec(serveScript);
export const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? serveParts?.[2] ?? "").split(/\s+/).filter(Boolean);
const serveEnvironment = Object.fromEntries(
  (serveParts?.[1] ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => pair.split("=") as [string, string]),
);

const port = Number(process.env.BENCH_PORT ?? 3200);
const origin = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.BENCH_DATABASE_URL;
const environment = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  SQLITE_PATH: "data/bench/site.db",
  MEDIA_DIR: "data/bench/media",
  // Capacity is measured here, not the per-address limits that would refuse one load generator.
  PAGE_RENDER_RATE_LIMIT: "0",
  API_UNCACHED_RATE_LIMIT: "0",
  LEAD_RATE_LIMIT: "100000",
  ...serveEnvironment,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};

export interface Scenario {
  name: string;
  path: string;
  rate: number;
  connections: number;
  seconds: number;
  goalP99: number;
  /** Defaults to gzip, what autocannon can read; browsers ask for br as well. */
  acceptEncoding?: string;
  /** Extra request headers, e.g. a staff session cookie. */
  headers?: Record<string, string>;
}

const runs = Number(process.env.BENCH_RUNS ?? 3);

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: environment, stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

async function waitUntilReady(seconds: number): Promise<void> {
  for (let attempt = 0; attempt < seconds * 2; attempt++) {
    try {
      if ((await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The server did not become ready");
}

/**
 * Fills the benchmark database with 10,000 listings on first use, a PostgreSQL one too when it holds fewer (for a
 * benchmark that needs them; the server's start fills only SQLite's, so a benchmark may start on an empty database).
 */
export async function fillBenchDatabase(): Promise<void> {
  await fillOrAnalyse();
  // Every listing noted as seen, as the alerts' hourly job does (bulk-cli does since the tenth round; a database
  // filled before it had none): else a listing's first read pays a synced write that later runs do not.
  const database = openDatabase({ databaseUrl, sqlitePath: environment.SQLITE_PATH });
  try {
    await noteNewListings(database.db, new Date());
  } finally {
    await database.close();
  }
}

async function fillOrAnalyse(): Promise<void> {
  if (!databaseUrl) {
    if (!existsSync(environment.SQLITE_PATH)) await run("node", ["server/seed/bulk-cli.ts", "10000"]);
    return;
  }
  await createDatabaseIfMissing(databaseUrl);
  const database = openDatabase({ databaseUrl, sqlitePath: environment.SQLITE_PATH });
  const listings = await database.db
    .selectFrom("listings")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirst()
    .then((row) => Number(row?.count ?? 0))
    // An empty database has no tables yet: the seed migrates it.
    .catch(() => 0)
    .finally(() => database.close());
  // bulk-cli analyses what it fills.
  if (listings < 10_000) return run("node", ["server/seed/bulk-cli.ts", "10000"]);
  // Planner statistics, as autovacuum would gather them (it is off on some machines): a database filled before
  // bulk-cli analysed it planned a detail page's lookup as a scan of its kind (decision 034, "Eighth round").
  const analysing = new pg.Client({ connectionString: databaseUrl });
  await analysing.connect();
  try {
    await analysing.query("analyze");
  } finally {
    await analysing.end();
  }
}

/** A new machine has no benchmark database yet: it is created through the server's maintenance database. */
async function createDatabaseIfMissing(url: string): Promise<void> {
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    return;
  } catch (error) {
    // 3D000: the database does not exist. Anything else (the server is down) is for the caller to meet.
    if ((error as { code?: string }).code !== "3D000") throw error;
  } finally {
    await probe.end().catch(() => undefined);
  }
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = "/postgres";
  const maintenance = new pg.Client({ connectionString: target.toString() });
  await maintenance.connect();
  try {
    await maintenance.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await maintenance.end();
  }
}

/**
 * Starts the built server on the benchmark database (filling it on first use), with `settings` added to its
 * environment; returns how to stop it.
 */
export async function startBenchServer(
  settings: Record<string, string> = {},
  /** A first start on an empty database migrates and seeds the demo content first: minutes on a busy machine. */
  readyWithinSeconds = 60,
): Promise<{ origin: string; pid: number; stop: () => void }> {
  if (!existsSync("build/server/index.js")) throw new Error("Run `npm run build` first");
  if (!databaseUrl && !existsSync(environment.SQLITE_PATH)) await run("node", ["server/seed/bulk-cli.ts", "10000"]);
  const server: ChildProcess = spawn("node", [...nodeFlags, "build/server/index.js"], {
    env: { ...environment, ...settings },
    stdio: "inherit",
  });
  try {
    await waitUntilReady(readyWithinSeconds);
  } catch (error) {
    server.kill("SIGTERM");
    throw error;
  }
  return { origin, pid: server.pid ?? 0, stop: () => server.kill("SIGTERM") };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function measureOnce(scenario: Scenario) {
  const result = await autocannon({
    url: `${origin}${scenario.path}`,
    connections: scenario.connections,
    overallRate: scenario.rate,
    duration: scenario.seconds,
    headers: { "accept-language": "ar", "accept-encoding": scenario.acceptEncoding ?? "gzip", ...scenario.headers },
  });
  return {
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    bytesPerRequest: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Runs a scenario `BENCH_RUNS` times (a warm-up once) and reports the median of each figure. */
export async function measure(scenario: Scenario) {
  const all = [];
  for (let index = 0; index < (scenario.name === "warm-up" ? 1 : runs); index++) all.push(await measureOnce(scenario));
  const errors = all.reduce((sum, result) => sum + result.errors, 0);
  const p99 = median(all.map((result) => result.p99));
  return {
    scenario: scenario.name,
    rate: `${scenario.rate}/s over ${scenario.connections}`,
    runs: all.length,
    requests: all.reduce((sum, result) => sum + result.requests, 0),
    "bytes/request": median(all.map((result) => result.bytesPerRequest)),
    p50: median(all.map((result) => result.p50)),
    p99,
    "p99 of each run": all.map((result) => result.p99).join(" / "),
    "max of each run": all.map((result) => result.max).join(" / "),
    errors,
    goal: `p99 ≤ ${scenario.goalP99} ms, 0 errors`,
    met: p99 <= scenario.goalP99 && errors === 0 ? "yes" : "NO",
  };
}

/** The benchmark database's settings, for a benchmark that adds data of its own. */
export const benchDatabase = { databaseUrl, sqlitePath: environment.SQLITE_PATH };

/**
 * Starts the server, runs `prepare` (which may add data and return the scenarios), measures the scenarios in
 * order and prints a table (warm-ups left out).
 */
export async function benchmark(scenarios: Scenario[] | ((origin: string) => Promise<Scenario[]>)): Promise<void> {
  const server = await startBenchServer();
  try {
    const results = [];
    const list = typeof scenarios === "function" ? await scenarios(server.origin) : scenarios;
    for (const scenario of list) results.push(await measure(scenario));
    console.table(results.filter((result) => result.scenario !== "warm-up"));
  } finally {
    server.stop();
  }
}
