// Production entry (vite.config.ts). React chooses its development or production build from NODE_ENV when it is
// first loaded, and a site started with a plain `node build/server/index.js` has none: it then rendered with React's
// development build, slower and heavier (bench/README.md, "Memory and uncached pages"). So NODE_ENV is settled
// before anything else loads; static imports would run first, hence the dynamic one.
process.env.NODE_ENV ??= "production";
await import("./main.ts");

export {};
