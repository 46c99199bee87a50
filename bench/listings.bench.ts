// Benchmark of the list API and the list page on 10,000 listings (bench/README.md).
//   npm run build && npm run bench
import { benchmark } from "./harness.ts";

const search = encodeURIComponent("فيلا");
await benchmark([
  { name: "warm-up", path: `/api/property?search=${search}`, rate: 200, connections: 10, seconds: 5, goalP99: 1000 },
  {
    name: "warm-up",
    path: `/propertymanagement?search=${search}`,
    rate: 20,
    connections: 2,
    seconds: 5,
    goalP99: 1000,
  },
  {
    name: "GET /api/property search + status",
    path: `/api/property?search=${search}&status=AVAILABLE`,
    rate: 1000,
    connections: 20,
    seconds: 15,
    goalP99: 20,
  },
  {
    name: "GET /api/property search + status",
    path: `/api/property?search=${search}&status=AVAILABLE`,
    rate: 1000,
    connections: 50,
    seconds: 15,
    goalP99: 20,
  },
  {
    name: "list page /propertymanagement search + status (SSR)",
    path: `/propertymanagement?search=${search}&status=AVAILABLE`,
    rate: 100,
    connections: 10,
    seconds: 15,
    goalP99: 100,
  },
]);
