// Benchmark of the list API and the list page on 10,000 listings (bench/README.md).
//   npm run build && npm run bench
// Starts the built server on its own database (data/bench/), fills it once, then drives it
// at a fixed rate with autocannon from this process. BENCH_DATABASE_URL=postgres://… runs
// it on PostgreSQL instead (the database must exist and be empty or already filled).
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import autocannon from "autocannon";

const port = 3200;
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
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: environment, stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

async function waitUntilReady(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The server did not become ready");
}

interface Scenario {
  name: string;
  path: string;
  rate: number;
  seconds: number;
  goalP99: number;
}

async function measure(scenario: Scenario) {
  const result = await autocannon({
    url: `${origin}${scenario.path}`,
    connections: 50,
    overallRate: scenario.rate,
    duration: scenario.seconds,
    headers: { "accept-language": "ar", "accept-encoding": "gzip" },
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    scenario: scenario.name,
    rate: `${scenario.rate}/s`,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors,
    goal: `p99 ≤ ${scenario.goalP99} ms, 0 errors`,
    met: result.latency.p99 <= scenario.goalP99 && errors === 0 ? "yes" : "NO",
  };
}

if (!existsSync("build/server/index.js")) throw new Error("Run `npm run build` first");
if (!databaseUrl && !existsSync(environment.SQLITE_PATH)) {
  await run("node", ["server/seed/bulk-cli.ts", "10000"]);
}
const server: ChildProcess = spawn("node", ["build/server/index.js"], { env: environment, stdio: "inherit" });
try {
  await waitUntilReady();
  const search = encodeURIComponent("فيلا");
  const scenarios: Scenario[] = [
    { name: "warm-up", path: `/api/property?search=${search}`, rate: 200, seconds: 5, goalP99: 1000 },
    {
      name: "GET /api/property search + status",
      path: `/api/property?search=${search}&status=AVAILABLE`,
      rate: 1000,
      seconds: 20,
      goalP99: 20,
    },
    {
      name: "list page /propertymanagement search + status (SSR)",
      path: `/propertymanagement?search=${search}&status=AVAILABLE`,
      rate: 100,
      seconds: 20,
      goalP99: 100,
    },
  ];
  const results = [];
  for (const scenario of scenarios) results.push(await measure(scenario));
  console.table(results.slice(1));
} finally {
  server.kill("SIGTERM");
}
