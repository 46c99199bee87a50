import { spawnSync } from "node:child_process";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loadMallocTrim, startMemoryTrim } from "./memory-trim.ts";

/**
 * A process that frees memory in the middle of glibc's arena (every other buffer of 200 MB, the rest kept), then
 * prints its resident memory before and after one malloc_trim(0).
 */
const fragmentedProcess = `
const { loadMallocTrim } = await import(${JSON.stringify(new URL("./memory-trim.ts", import.meta.url).href)});
const trim = await loadMallocTrim();
const rss = () => Math.round(process.memoryUsage.rss() / 1048576);
let buffers = Array.from({ length: 2000 }, () => Buffer.alloc(100 * 1024, 1));
const kept = buffers.filter((_, index) => index % 2 === 1);
buffers = undefined;
for (let round = 0; round < 3; round++) globalThis.gc();
await new Promise((resolve) => setTimeout(resolve, 200));
const before = rss();
trim(0);
console.log(JSON.stringify({ before, after: rss(), kept: kept.length }));
`;

describe("memory trim", () => {
  it("gives the free memory in the middle of glibc's arena back to the system", () => {
    const run = spawnSync(process.execPath, ["--expose-gc", "--input-type=module", "-e", fragmentedProcess], {
      encoding: "utf8",
      env: { ...process.env, MALLOC_ARENA_MAX: "2" },
    });
    expect(run.stderr).toBe("");
    const { before, after, kept } = JSON.parse(run.stdout) as { before: number; after: number; kept: number };
    expect(kept).toBe(1000);
    // ~100 MB were freed between kept buffers: glibc held them until the trim.
    expect(before - after).toBeGreaterThan(50);
  });

  it("runs on a timer that never holds the process, and not at all when set to 0", async () => {
    expect(await loadMallocTrim()).toBeTypeOf("function");
    const log = pino({ level: "silent" });
    expect(await startMemoryTrim({ intervalSeconds: 0, log })).toBeUndefined();
    const trimming = await startMemoryTrim({ intervalSeconds: 1, log });
    expect(trimming).toBeDefined();
    trimming?.stop();
    // The call the timer makes: on libuv's threads, answering 1 when memory was released and 0 when none was.
    const trim = await loadMallocTrim();
    const released = await new Promise((resolve, reject) =>
      trim?.async(0, (error, result) => (error ? reject(error) : resolve(result))),
    );
    expect([0, 1]).toContain(released);
  });
});
