// A PostgreSQL that hangs (docs/decisions/028-database-outages.md, bench/README.md): the built server on its own
// database, reached through a TCP proxy (testing/server/tcp-proxy.ts) that first freezes the open connections, then
// black-holes new ones, then lets everything through again. In each phase, rounds of requests: cached pages and
// API answers (read before the outage), uncached ones, a lead, /readyz; each request is given up after
// BENCH_GIVE_UP_MS (default 15 s) and counted as that. Prints the median and the slowest of each, and how long
// the site took to answer again once the database was back.
//
//   npm run build && npm run bench:db-outage
//   BENCH_SITE_DIR=path/to/another/checkout npm run bench:db-outage    # its build/ (e.g. the code before)
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import pg from "pg";
import { startTcpProxy } from "../testing/server/tcp-proxy.ts";

const adminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const port = Number(process.env.BENCH_PORT ?? 3210);
const origin = `http://127.0.0.1:${port}`;
const siteDir = resolve(process.env.BENCH_SITE_DIR ?? ".");
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const giveUpMs = Number(process.env.BENCH_GIVE_UP_MS ?? 15_000);
const database = `bench_outage_${port}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** Milliseconds to an answer (its status), or the give-up time and 0. */
async function timed(path: string, init: RequestInit = {}): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  try {
    const response = await fetch(`${origin}${path}`, { ...init, signal: AbortSignal.timeout(giveUpMs) });
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  } catch {
    return { ms: giveUpMs, status: 0 };
  }
}

const lead = () =>
  timed("/api/contact", {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "en", origin },
    body: JSON.stringify({
      name: "Mohammed Abdullah Alqahtani",
      phone: "966501234567",
      submissionKey: randomUUID(),
      fillMs: 8000,
    }),
  });

let uncached = 100;
/** A page number no request asked for before: an answer no cache holds. */
const unseen = () => {
  uncached += 1;
  return uncached;
};
const requests: [string, () => Promise<{ ms: number; status: number }>][] = [
  ["cached page /en/auctions", () => timed("/en/auctions")],
  ["cached page /directmarketing", () => timed("/directmarketing")],
  ["cached API /api/auction?limit=12", () => timed("/api/auction?limit=12")],
  ["cached API /api/company", () => timed("/api/company")],
  ["uncached API list", () => timed(`/api/property?page=${unseen()}`)],
  ["uncached page", () => timed(`/en/propertymanagement?page=${unseen()}`)],
  ["lead POST", lead],
  ["/readyz", () => timed("/readyz")],
];

function summary(samples: { ms: number; status: number }[]): string {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const slowest = sorted.at(-1) ?? 0;
  const statuses = [...new Set(samples.map((sample) => sample.status || "gave up"))].join("/");
  const format = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(ms < 10 ? 1 : 0)} ms`);
  return `${format(median)} | ${format(slowest)} | ${statuses}`;
}

/** Rounds of every request at once (a site has visitors in parallel), one round after another. */
async function phase(name: string): Promise<void> {
  const samples = new Map<string, { ms: number; status: number }[]>();
  for (let round = 0; round < rounds; round += 1) {
    const answers = await Promise.all(requests.map(([, request]) => request()));
    answers.forEach((answer, index) => {
      const label = requests[index]?.[0] ?? "";
      samples.set(label, [...(samples.get(label) ?? []), answer]);
    });
  }
  for (const [label, measured] of samples) console.log(`| ${name} | ${label} | ${summary(measured)} |`);
}

let server: ChildProcess | undefined;
const proxyTarget = new URL(adminUrl);
const proxy = await startTcpProxy({ host: proxyTarget.hostname, port: Number(proxyTarget.port || 5432) });
try {
  await admin(`drop database if exists ${database} with (force)`);
  await admin(`create database ${database}`);
  const url = new URL(adminUrl);
  url.host = `127.0.0.1:${proxy.port}`;
  url.pathname = `/${database}`;
  server = spawn(process.execPath, ["build/server/index.js"], {
    cwd: siteDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: url.toString(),
      MEDIA_DIR: resolve("data/bench/media-outage"),
      LOG_LEVEL: "fatal",
      CACHE_SECONDS: "2",
      LEAD_RATE_LIMIT: "100000",
      PAGE_RENDER_RATE_LIMIT: "0",
      API_UNCACHED_RATE_LIMIT: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; (await timed("/readyz")).status !== 200; attempt += 1) {
    if (attempt > 600) throw new Error("the server did not start");
    await new Promise((wait) => setTimeout(wait, 500));
  }
  for (const [label, request] of requests.slice(0, 4)) {
    if ((await request()).status !== 200) throw new Error(`${label} did not answer 200`);
  }
  // Past both halves of CACHE_SECONDS: what was read is expired, kept only for an outage.
  await new Promise((wait) => setTimeout(wait, 2500));
  console.log(`| phase | request | median | slowest | statuses |\n|---|---|---|---|---|`);
  await phase("database answers");
  await new Promise((wait) => setTimeout(wait, 2500));
  proxy.setMode("freeze");
  await phase("open connections frozen");
  proxy.setMode("black-hole");
  proxy.cutAll();
  await phase("new connections black-holed");
  proxy.setMode("pass");
  const back = performance.now();
  let answered = false;
  while (performance.now() - back < 60_000) {
    const [list, page] = await Promise.all([timed(`/api/property?page=${unseen()}`), timed("/readyz")]);
    if (list.status === 200 && page.status === 200) {
      answered = true;
      break;
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }
  console.log(
    answered
      ? `\nAnswering again ${((performance.now() - back) / 1000).toFixed(1)} s after the database was back.`
      : "\nNot answering 60 s after the database was back.",
  );
} finally {
  server?.kill("SIGKILL");
  await proxy.stop().catch(() => {});
  await admin(`drop database if exists ${database} with (force)`).catch(() => {});
}
