// Benchmark of the map's data, GET /api/content/map, on 10,000 listings (bench/README.md).
//   npm run build && npm run bench:map
// The answer is every pin at once: ~2 MB of JSON, sent compressed. Runs last longer than the
// list benchmark's so that several cache expiries (CACHE_SECONDS, 10 s) fall inside each run.
import { benchmark } from "./harness.ts";

await benchmark([
  { name: "warm-up", path: "/api/content/map", rate: 20, connections: 4, seconds: 5, goalP99: 1000 },
  {
    name: "GET /api/content/map (gzip)",
    path: "/api/content/map",
    rate: 100,
    connections: 10,
    seconds: 30,
    goalP99: 50,
  },
  {
    name: "GET /api/content/map (br)",
    path: "/api/content/map",
    rate: 100,
    connections: 10,
    seconds: 30,
    goalP99: 50,
    acceptEncoding: "br, gzip",
  },
]);
