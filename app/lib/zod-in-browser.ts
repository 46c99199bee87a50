import { config } from "zod/mini";

// zod compiles its checks with `new Function` where it may, and probes for that when its first schema is
// built. The pages' CSP forbids eval, so the probe logs a CSP violation (Lighthouse's best practices count
// it) although zod then does without. In the browser it is told not to try; the server keeps compiling.
if (typeof window !== "undefined") config({ jitless: true });
