// Leads under load (bench/README.md). `npm run bench:leads-load` after `npm run build`:
//   1. LEADS (default 20,000) enquiries at 100 connections: every acknowledged lead stored once, none twice;
//   2. kill -9 of the server under load: every acknowledged lead is in the database after;
//   3. SIGTERM under load: no connection reset (requests in flight are answered, then the process exits 0);
//   4. two server processes on one PostgreSQL hold one lead budget per address.
// SQLite for 1–3 unless BENCH_DATABASE_URL names an empty PostgreSQL database; 4 needs PostgreSQL
// (TEST_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres). Ports BENCH_PORT (default 3300)…+2.
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { Agent, request } from "node:http";
import pg from "pg";
import { openDatabase } from "../server/db/connection.ts";

const leads = Number(process.env.LEADS ?? 20_000);
const connections = 100;
const basePort = Number(process.env.BENCH_PORT ?? 3300);
const adminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const sqlitePath = "data/bench/leads-load.db";

interface Site {
  port: number;
  process: ChildProcess;
  exited: Promise<number | null>;
}

async function startSite(port: number, environment: Record<string, string>): Promise<Site> {
  const child = spawn("node", ["build/server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      SEED_DEMO: "false",
      MEDIA_DIR: "data/bench/media-leads",
      LEAD_RATE_LIMIT: "100000",
      PAGE_RENDER_RATE_LIMIT: "0",
      API_UNCACHED_RATE_LIMIT: "0",
      ...environment,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { port, process: child, exited };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`the server on ${port} did not become ready`);
}

interface Outcome {
  acknowledged: string[];
  statuses: Map<number, number>;
  errors: Map<string, number>;
}

function post(agent: Agent, port: number, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(
      {
        agent,
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/contact",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    call.on("error", (error: NodeJS.ErrnoException) => {
      // A reset on a kept-alive connection is a request the server dropped; on a new connection, one the kernel
      // refused from the accept queue when the listening socket closed, before the server ever saw it.
      error.message = `${error.code ?? error.message} on a ${call.reusedSocket ? "kept-alive" : "new"} connection`;
      reject(error);
    });
    call.end(body);
  });
}

/** Sends up to `total` enquiries over `connections` keep-alive connections until done or `stop()` is called. */
function load(port: number, total: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const outcome: Outcome = { acknowledged: [], statuses: new Map(), errors: new Map() };
  let next = 0;
  let stopped = false;
  const worker = async () => {
    while (!stopped && next < total) {
      next += 1;
      const key = randomUUID();
      const body = JSON.stringify({
        name: "محمد عبدالله القحطاني",
        phone: "966501234567",
        message: `Load test ${key}`,
        submissionKey: key,
        fillMs: 8000,
        website: "",
      });
      try {
        const status = await post(agent, port, body);
        outcome.statuses.set(status, (outcome.statuses.get(status) ?? 0) + 1);
        if (status === 201) outcome.acknowledged.push(key);
      } catch (error) {
        const what = (error as Error).message;
        outcome.errors.set(what, (outcome.errors.get(what) ?? 0) + 1);
        // The server is gone: nothing more to send.
        if ((error as NodeJS.ErrnoException).code === "ECONNREFUSED") stopped = true;
      }
    }
  };
  const started = Date.now();
  const done = Promise.all(Array.from({ length: connections }, worker)).then(() => {
    agent.destroy();
    return { ...outcome, seconds: (Date.now() - started) / 1000 };
  });
  return {
    done,
    sent: () => next,
    stop: () => {
      stopped = true;
    },
  };
}

async function storedKeys(databaseUrl: string | undefined): Promise<string[]> {
  const handle = openDatabase({ databaseUrl, sqlitePath });
  try {
    const rows = await handle.db.selectFrom("leads").select("submission_key").execute();
    return rows.map((row) => row.submission_key);
  } finally {
    await handle.close();
  }
}

async function freshDatabase(name?: string): Promise<string | undefined> {
  if (!name) {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${sqlitePath}${suffix}`, { force: true });
    return undefined;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const until = (condition: () => boolean) =>
  new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      if (condition()) {
        clearInterval(timer);
        resolve();
      }
    }, 20);
  });

const engineDatabase = process.env.BENCH_DATABASE_URL ? "site_bench_leads" : undefined;
const rows: Record<string, string | number>[] = [];
const siteEnvironment = (url: string | undefined): Record<string, string> =>
  url ? { DATABASE_URL: url } : { SQLITE_PATH: sqlitePath };

// 1. Every acknowledged lead stored once.
{
  const url = await freshDatabase(engineDatabase);
  const site = await startSite(basePort, siteEnvironment(url));
  const result = await load(basePort, leads).done;
  site.process.kill("SIGTERM");
  await site.exited;
  const keys = await storedKeys(url);
  const stored = new Set(keys);
  rows.push({
    scenario: `${leads} leads at ${connections} connections`,
    engine: url ? "postgres" : "sqlite",
    acknowledged: result.acknowledged.length,
    stored: keys.length,
    lost: result.acknowledged.filter((key) => !stored.has(key)).length,
    duplicated: keys.length - stored.size,
    "leads/s": Math.round(result.acknowledged.length / result.seconds),
    "other answers": JSON.stringify(Object.fromEntries([...result.statuses].filter(([status]) => status !== 201))),
    errors: JSON.stringify(Object.fromEntries(result.errors)),
  });
}

// 2. kill -9 under load: what was acknowledged is stored.
{
  const url = await freshDatabase(engineDatabase);
  const site = await startSite(basePort + 1, siteEnvironment(url));
  const running = load(basePort + 1, Number.POSITIVE_INFINITY);
  await until(() => running.sent() >= Math.min(3000, leads / 4));
  site.process.kill("SIGKILL");
  await site.exited;
  running.stop();
  const result = await running.done;
  const stored = new Set(await storedKeys(url));
  rows.push({
    scenario: "kill -9 under load",
    engine: url ? "postgres" : "sqlite",
    acknowledged: result.acknowledged.length,
    stored: stored.size,
    lost: result.acknowledged.filter((key) => !stored.has(key)).length,
    errors: JSON.stringify(Object.fromEntries(result.errors)),
  });
}

// 3. SIGTERM under load: no request in flight is reset.
{
  const url = await freshDatabase(engineDatabase);
  const site = await startSite(basePort + 2, siteEnvironment(url));
  const running = load(basePort + 2, Number.POSITIVE_INFINITY);
  await until(() => running.sent() >= Math.min(3000, leads / 4));
  const signalled = Date.now();
  site.process.kill("SIGTERM");
  const code = await site.exited;
  const exitSeconds = (Date.now() - signalled) / 1000;
  running.stop();
  const result = await running.done;
  const stored = new Set(await storedKeys(url));
  // Requests on open connections that were cut: what the drain must prevent.
  const resets = [...result.errors]
    .filter(([what]) => what.endsWith("on a kept-alive connection") && !what.startsWith("ECONNREFUSED"))
    .reduce((sum, [, count]) => sum + count, 0);
  rows.push({
    scenario: "SIGTERM under load",
    engine: url ? "postgres" : "sqlite",
    acknowledged: result.acknowledged.length,
    lost: result.acknowledged.filter((key) => !stored.has(key)).length,
    resets,
    "exit code": String(code),
    "exit after s": exitSeconds,
    // Refused connections after the process stopped listening are expected: the load balancer's job.
    errors: JSON.stringify(Object.fromEntries(result.errors)),
  });
}

// 4. Two processes on one PostgreSQL: one lead budget per address.
{
  const url = await freshDatabase("site_bench_two_processes");
  const budget = 10;
  const first = await startSite(basePort, { DATABASE_URL: url ?? "", LEAD_RATE_LIMIT: String(budget) });
  const second = await startSite(basePort + 1, { DATABASE_URL: url ?? "", LEAD_RATE_LIMIT: String(budget) });
  const agent = new Agent({ keepAlive: true });
  const statuses: number[] = [];
  for (let index = 0; index < 3 * budget; index += 1) {
    const body = JSON.stringify({
      name: "محمد عبدالله القحطاني",
      phone: "966501234567",
      submissionKey: randomUUID(),
      fillMs: 8000,
    });
    statuses.push(await post(agent, index % 2 === 0 ? first.port : second.port, body));
  }
  agent.destroy();
  for (const site of [first, second]) site.process.kill("SIGTERM");
  await Promise.all([first.exited, second.exited]);
  rows.push({
    scenario: `two processes, one PostgreSQL, budget ${budget}/min`,
    engine: "postgres",
    acknowledged: statuses.filter((status) => status === 201).length,
    refused: statuses.filter((status) => status === 429).length,
    "held one budget": statuses.filter((status) => status === 201).length === budget ? "yes" : "NO",
  });
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query("drop database if exists site_bench_two_processes with (force)");
  if (engineDatabase) await admin.query(`drop database if exists ${engineDatabase} with (force)`);
  await admin.end();
}

for (const row of rows) console.log(JSON.stringify(row));
const failed = rows.some(
  (row) =>
    Number(row.lost ?? 0) > 0 ||
    Number(row.duplicated ?? 0) > 0 ||
    Number(row.resets ?? 0) > 0 ||
    row["held one budget"] === "NO",
);
if (failed) process.exitCode = 1;
