// Memory and CPU of one process (bench/README.md, "Memory and uncached pages"):
//   npm run build && npm run bench:memory
// 1. Starts the built server on an empty database (its first start seeds the demo content) and reads its resident
//    memory 5 s after it is ready: SQLite in a temporary folder, or BENCH_EMPTY_DATABASE_URL on PostgreSQL
//    (BENCH_FIRST_START=0 leaves this out).
// 2. Starts it on the benchmark database (10,000 listings, filled on first use), reads its memory after start, then
//    drives uncached detail pages (each request a different listing, so no cache answers) at 20 connections
//    (BENCH_CONNECTIONS) for BENCH_SECONDS (default 60), reading the memory each second and the CPU the process used; BENCH_RUNS times
//    (default 3), each on a fresh process, and prints every run and their medians.
// Node's flags are production's (`npm run serve`); BENCH_NODE_FLAGS replaces them, BENCH_SETTINGS='{"KEY":"value"}'
// adds server settings, to compare one change at a time. The load average is printed beside each run: the machine
// is shared, and a busy one lowers the request rate (and with it the memory a process needs).
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "../server/db/connection.ts";
import { benchDatabase, fillBenchDatabase, nodeFlags, startBenchServer } from "./harness.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const runs = Number(process.env.BENCH_RUNS ?? 3);
/** 20 by default; a burst (200) checks that the heap limit production sets holds. */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const settings = JSON.parse(process.env.BENCH_SETTINGS ?? "{}") as Record<string, string>;
const detailPath = { auction: "/auction", project: "/project", property: "/property" } as const;
const engine = benchDatabase.databaseUrl ? "postgres" : "sqlite";

/** Resident memory and CPU seconds used so far, from /proc (Linux). */
function processFigures(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const ticks = Number(stat[11]) + Number(stat[12]);
  return { rssMb: Math.round(rssKb / 1024), cpuSeconds: ticks / 100 };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => loadavg()[0]!.toFixed(1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function detailPaths(): Promise<string[]> {
  const database = openDatabase(benchDatabase);
  try {
    const rows = await database.db
      .selectFrom("listings")
      .select(["id", "kind"])
      .where("published", "=", 1)
      .orderBy("id")
      .execute();
    return rows.map((row) => `${detailPath[row.kind as keyof typeof detailPath]}/${row.id}`);
  } finally {
    await database.close();
  }
}

/** RSS 5 s after a first start on an empty database, which seeds the demo content. */
async function firstStart(): Promise<number | undefined> {
  const emptyUrl = process.env.BENCH_EMPTY_DATABASE_URL;
  if (process.env.BENCH_FIRST_START === "0" || (engine === "postgres" && !emptyUrl)) return undefined;
  const folder = await mkdtemp(join(tmpdir(), "bench-memory-"));
  const server = await startBenchServer(
    {
      ...settings,
      ...(emptyUrl ? { DATABASE_URL: emptyUrl } : { SQLITE_PATH: join(folder, "site.db") }),
      MEDIA_DIR: join(folder, "media"),
    },
    600,
  );
  try {
    await pause(5000);
    return processFigures(server.pid).rssMb;
  } finally {
    server.stop();
    await pause(1000);
    await rm(folder, { recursive: true, force: true });
  }
}

async function loadRun(paths: string[], run: number) {
  const server = await startBenchServer(settings);
  try {
    await pause(5000);
    const afterStart = processFigures(server.pid);
    const loadBefore = load();
    let next = run * 3000;
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(processFigures(server.pid).rssMb), 1000);
    const cpuBefore = processFigures(server.pid).cpuSeconds;
    const result = await autocannon({
      url: server.origin,
      connections,
      duration: seconds,
      headers: { "accept-language": "ar", "accept-encoding": "gzip" },
      requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
    });
    clearInterval(sampler);
    const cpuUsed = processFigures(server.pid).cpuSeconds - cpuBefore;
    const loadAfter = load();
    await pause(10_000);
    const afterIdle = processFigures(server.pid);
    return {
      run: String(run + 1),
      "load avg before / after": `${loadBefore} / ${loadAfter}`,
      "RSS after start, 10,000 listings (MB)": afterStart.rssMb,
      "RSS under load, median of 2nd half (MB)": median(samples.slice(Math.floor(samples.length / 2))),
      "RSS peak (MB)": Math.max(...samples),
      "RSS 10 s after (MB)": afterIdle.rssMb,
      "uncached detail req/s": Math.round(result.requests.average),
      "CPU ms per page": result.requests.total > 0 ? Number(((cpuUsed * 1000) / result.requests.total).toFixed(2)) : 0,
      "p99 (ms)": result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    };
  } finally {
    server.stop();
    await pause(1000);
  }
}

console.log(
  `${engine}; ${connections} connections; node flags: ${nodeFlags.join(" ") || "(none)"}; settings: ${JSON.stringify(settings)}`,
);
const firstStartRss = await firstStart();
// Opening an SQLite file that is not there would create it empty, and then nothing would fill it.
await fillBenchDatabase();
const paths = await detailPaths();
const rows: Awaited<ReturnType<typeof loadRun>>[] = [];
for (let run = 0; run < runs; run++) rows.push(await loadRun(paths, run));
const numeric = (key: keyof (typeof rows)[number]) => median(rows.map((row) => Number(row[key])));
console.table([
  ...rows,
  {
    run: "median",
    "load avg before / after": "",
    "RSS after start, 10,000 listings (MB)": numeric("RSS after start, 10,000 listings (MB)"),
    "RSS under load, median of 2nd half (MB)": numeric("RSS under load, median of 2nd half (MB)"),
    "RSS peak (MB)": numeric("RSS peak (MB)"),
    "RSS 10 s after (MB)": numeric("RSS 10 s after (MB)"),
    "uncached detail req/s": numeric("uncached detail req/s"),
    "CPU ms per page": numeric("CPU ms per page"),
    "p99 (ms)": numeric("p99 (ms)"),
    errors: numeric("errors"),
  },
]);
console.log(
  `RSS 5 s after a first start on an empty database (demo content seeded): ${firstStartRss === undefined ? "not measured" : `${firstStartRss} MB`}`,
);
