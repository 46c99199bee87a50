// Memory and CPU of one process (bench/README.md, "Memory and uncached pages"):
//   npm run build && npm run bench:memory
// Starts the built server on the benchmark database (10,000 listings, filled on first use), reads its resident
// memory after start, then drives uncached detail pages (each request a different listing, so no cache answers)
// at 20 connections for BENCH_SECONDS (default 60) and reads the memory each second and the CPU the process used.
// BENCH_SETTINGS='{"KEY":"value"}' adds server settings, to compare one change at a time.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { openDatabase } from "../server/db/connection.ts";
import { benchDatabase, startBenchServer } from "./harness.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const settings = JSON.parse(process.env.BENCH_SETTINGS ?? "{}") as Record<string, string>;
const detailPath = { auction: "/auction", project: "/project", property: "/property" } as const;

/** Resident memory and CPU seconds used so far, from /proc (Linux). */
function processFigures(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const ticks = Number(stat[11]) + Number(stat[12]);
  return { rssMb: Math.round(rssKb / 1024), cpuSeconds: ticks / 100 };
}

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

const server = await startBenchServer(settings);
try {
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const afterStart = processFigures(server.pid);
  const paths = await detailPaths();
  let next = 0;
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(processFigures(server.pid).rssMb), 1000);
  const cpuBefore = processFigures(server.pid).cpuSeconds;
  const result = await autocannon({
    url: server.origin,
    connections: 20,
    duration: seconds,
    headers: { "accept-language": "ar", "accept-encoding": "gzip" },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  clearInterval(sampler);
  const cpuUsed = processFigures(server.pid).cpuSeconds - cpuBefore;
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const afterIdle = processFigures(server.pid);
  const steady = samples.slice(Math.floor(samples.length / 2)).sort((a, b) => a - b);
  console.table([
    {
      engine: benchDatabase.databaseUrl ? "postgres" : "sqlite",
      settings: JSON.stringify(settings),
      "RSS after start (MB)": afterStart.rssMb,
      "RSS under load, median of 2nd half (MB)": steady[Math.floor(steady.length / 2)],
      "RSS peak (MB)": Math.max(...samples),
      "RSS 10 s after (MB)": afterIdle.rssMb,
      "uncached detail req/s": Math.round(result.requests.average),
      "CPU ms per page": result.requests.total > 0 ? Number(((cpuUsed * 1000) / result.requests.total).toFixed(2)) : 0,
      "p99 (ms)": result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    },
  ]);
} finally {
  server.stop();
}
