// Benchmark of the server's rich-text sanitiser (bench/README.md): the demo descriptions, both languages,
// sanitised 20,000 times, as a crawler reading every detail page or a bulk import would. Each batch of 50 runs
// in its own task, as requests do. Goal: the last thousand calls cost what the first thousand did, and the heap
// after a collection stays flat. jsdom 27 failed both: every parsed document left listeners on the shared window.
//   node --expose-gc bench/rich-text.bench.ts
import { demoListings } from "../server/seed/demo-content.ts";
import { sanitizeHtml } from "../server/services/rich-text.ts";

const calls = Number(process.env.BENCH_CALLS ?? 20_000);
const descriptions = demoListings.flatMap((listing) => [listing.description.ar, listing.description.en]);
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error("Run with node --expose-gc");

function heapMegabytes(): number {
  collect?.();
  return Math.round(process.memoryUsage().heapUsed / 1024 / 1024);
}

const rows: { calls: string; "ms per 1,000": number; "heap MB after gc": number }[] = [];
let windowStarted = performance.now();
for (let call = 1; call <= calls; call++) {
  sanitizeHtml(descriptions[call % descriptions.length] as string);
  if (call % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
  if (call % 1000 === 0) {
    const elapsed = performance.now() - windowStarted;
    if (call === 1000 || call % 5000 === 0) {
      rows.push({
        calls: `${call - 999}–${call}`,
        "ms per 1,000": Math.round(elapsed),
        "heap MB after gc": heapMegabytes(),
      });
    }
    windowStarted = performance.now();
  }
}
console.table(rows);
