import { isIP } from "node:net";
import { z } from "zod";
import { defaultTrashDays } from "../domain/admin/trash.ts";
import { defaultMapTiles } from "../domain/map-tiles.ts";

/** An empty variable (`METRICS_TOKEN=` in an env file) is the setting left out. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema);

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

/** proxy-addr's names for the reserved ranges (loopback, link-local, unique local). */
const namedRanges = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An IPv4 or IPv6 address, optionally with a prefix length (`10.0.0.0/8`, `2001:db8::/32`). */
function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: false, or the proxies' addresses and ranges. Never `true`: every
 * X-Forwarded-For entry would be believed, so any client could pick its own address. Nor a hop count: it cannot
 * check that the peer is a proxy, so a client reaching the server directly could still write its own address
 * (Fastify 5 treats a number as "trust none" for that reason).
 */
export const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): false | string[] => {
    if (value === "" || value === "false" || value === "0") return false;
    const entries = value.split(",").map((entry) => entry.trim());
    if (entries.every((entry) => namedRanges.has(entry) || isAddressOrRange(entry))) return entries;
    const forms =
      "the addresses or ranges of the proxies in front of the site, separated by commas (e.g. 10.0.0.0/8,192.0.2.7)";
    context.addIssue({
      code: "custom",
      message:
        value === "true" || /^\d+$/.test(value)
          ? `TRUST_PROXY=${value} would let a client write its own address in X-Forwarded-For: set ${forms}`
          : `TRUST_PROXY must be false or ${forms}`,
    });
    return z.NEVER;
  });

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** postgres://… selects PostgreSQL; unset keeps the embedded SQLite file. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// (leave it unset for SQLite)")
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /**
     * PostgreSQL's bounds (docs/decisions/028-database-outages.md): connecting or waiting for a free connection of
     * the pool, and one statement (the server cancels it; the client gives up 1 s later when no answer comes).
     */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
    DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    SQLITE_PATH: z.string().default("data/site.db"),
    /** How long a SQLite write waits for another process's lock, the event loop free meanwhile; then 503. */
    SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
    MEDIA_DIR: z.string().default("data/media"),
    /** Fills an empty database with the demo content on start. */
    SEED_DEMO: booleanFlag.default(true),
    /**
     * Whether this process runs scheduled work (sweeps, scheduled publishing, notices; server/jobs/). Every process
     * may: each job runs once across them (docs/decisions/032-jobs.md). Off, the process only queues jobs.
     */
    JOBS_WORKER: booleanFlag.default(true),
    /**
     * How many days a deleted listing stays in the trash, files and all, before the daily sweep deletes it for good
     * (docs/decisions/038-trash.md).
     */
    TRASH_DAYS: z.coerce.number().int().min(1).max(3650).default(defaultTrashDays),
    /** A JSON file with the company's details (config/company.demo.json shows the shape). */
    COMPANY_FILE: z.string().optional(),
    /** Public origin used in canonical and hreflang links, e.g. https://www.example.sa. */
    PUBLIC_ORIGIN: z.url().optional(),
    /**
     * Which proxies' X-Forwarded-For/-Proto/-Host to believe, so that client addresses (rate limits, sign-in
     * throttling, logs) are right: the proxies' addresses or ranges (`10.0.0.0/8,192.0.2.7`); unset or `false`
     * believes none. `true` and hop counts are refused (trustProxySetting says why).
     */
    TRUST_PROXY: trustProxySetting.default(false),
    /**
     * Connection bounds (docs/decisions/029-connection-limits.md): a request's headers must arrive within
     * HTTP_HEADERS_TIMEOUT_MS of its first byte (a new connection's first request too), the whole request, body
     * included, within HTTP_REQUEST_TIMEOUT_MS; a connection with no traffic either way for HTTP_IDLE_TIMEOUT_MS
     * (between keep-alive requests too) is closed.
     */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(72_000),
    /**
     * Connections one address may hold open at once (0: no cap); behind a trusted proxy, the requests in flight
     * one client may have instead (the proxies' own connections are not capped).
     */
    CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).default(256),
    /** Adds `preload` to Strict-Transport-Security; set it only when applying for the browsers' preload list. */
    HSTS_PRELOAD: booleanFlag.default(false),
    /** How long list results and rendered pages are reused; 0 turns both caches off. */
    CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    /** Bytes (in MB) the cache may hold for data (lists, details, the map, the company): least recently used go first. */
    CACHE_DATA_MAX_MB: z.coerce.number().int().min(1).max(16_384).default(32),
    /** Bytes (in MB) the cache may hold for rendered pages and their compressed forms. */
    CACHE_PAGES_MAX_MB: z.coerce.number().int().min(1).max(16_384).default(32),
    /** How many times a page or a piece of data is asked for before it is kept (1: at once); a crawl then keeps nothing. */
    CACHE_MIN_USES: z.coerce.number().int().min(1).max(100).default(2),
    /** How often each process reads which cache topics staff changed elsewhere; 0: never (one process). */
    CACHE_INVALIDATION_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /** How often glibc's free memory is given back to the system (server/memory-trim.ts); 0: never. */
    MALLOC_TRIM_SECONDS: z.coerce.number().min(0).max(3600).default(2),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** A statement that takes at least this long is logged with its SQL (never its values) and request id. */
    SLOW_QUERY_MS: z.coerce.number().int().min(0).max(600_000).default(200),
    /**
     * Metrics in the Prometheus format (docs/decisions/031-metrics-and-logs.md): with METRICS_TOKEN, GET /metrics on
     * the site's port for `Authorization: Bearer <token>`; with METRICS_PORT, on a listener of its own at
     * METRICS_HOST (loopback unless set; the token is asked there too when set). Neither: not served.
     */
    METRICS_TOKEN: unsetWhenEmpty(
      z.string().trim().min(16, "METRICS_TOKEN must be at least 16 characters (e.g. openssl rand -hex 24)").optional(),
    ),
    METRICS_PORT: unsetWhenEmpty(z.coerce.number().int().min(1).max(65535).optional()),
    METRICS_HOST: z.string().default("127.0.0.1"),
    /** Map tiles; {s}, {z}, {x}, {y} as Leaflet expects (an https:// URL, a path on this site or a data: URL). */
    MAP_TILE_URL: z
      .string()
      .regex(
        /^(https?:\/\/|\/|data:image\/)/,
        "MAP_TILE_URL must be an http(s) URL, a path starting with / or a data:image URL",
      )
      .default(defaultMapTiles.url),
    /** The tiles' credit line (HTML), shown in the map's corner as their licence asks. */
    MAP_TILE_ATTRIBUTION: z.string().default(defaultMapTiles.attribution),
    /** Pages one client address may have rendered per minute past every cache (0: no limit). */
    PAGE_RENDER_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(300),
    /** Public API reads one client address may have answered per minute past the server's caches (0: no limit). */
    API_UNCACHED_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(300),
    /** Enquiries (contact and interest forms) one client address may send per minute. */
    LEAD_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
    /** smtp://user:pass@host:587 or smtps://…; unset sends no e-mail about leads. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
      .optional(),
    /** Who is e-mailed about each lead: one address or several, comma-separated. */
    LEAD_EMAIL_TO: z
      .string()
      .refine((value) => value.split(",").every((address) => z.email().safeParse(address.trim()).success), {
        error: "LEAD_EMAIL_TO must be e-mail addresses separated by commas",
      })
      .optional(),
    /** Sender of those e-mails, e.g. "Website <website@example.sa>". */
    LEAD_EMAIL_FROM: z.string().min(3).optional(),
    /**
     * Months a lead keeps its sender's personal data: a daily job anonymises leads received longer ago (their kind,
     * listing, dates and status stay for the figures; docs/decisions/039-lead-privacy.md). 0 or unset: kept.
     */
    LEAD_RETENTION_MONTHS: unsetWhenEmpty(z.coerce.number().int().min(0).max(1200).default(0)),
    /** Sender of the visitors' search alerts (confirmations and digests); LEAD_EMAIL_FROM when unset. */
    ALERT_EMAIL_FROM: z.string().min(3).optional(),
    /** E-mails one address may receive per hour from the search alerts (confirmations and digests together). */
    ALERT_EMAILS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(6),
    /** Alert requests (subscribe, confirm, unsubscribe, manage) one client address may make per minute. */
    ALERT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
    /**
     * Days a search alert may wait for its confirmation: a daily job deletes alerts still unconfirmed after that
     * (docs/decisions/040-search-alerts.md).
     */
    ALERT_PENDING_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    /** Sender of staff invitations and password resets; LEAD_EMAIL_FROM when unset. */
    STAFF_EMAIL_FROM: z.string().min(3).optional(),
    /** Uploaded media go to this S3-compatible bucket instead of MEDIA_DIR (docs/decisions/021-media-pipeline.md). */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    /** The service's address for S3-compatible storage other than AWS, e.g. https://minio.example.sa:9000. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    /** Bucket in the path (https://host/bucket/key) rather than in the host name; most S3-compatible services want it. */
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /** Unset: the AWS SDK's own chain (environment, instance role). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Put before every key, to share a bucket, e.g. "site/". */
    S3_PREFIX: z
      .string()
      .regex(/^([A-Za-z0-9._-]+\/)*$/, "S3_PREFIX must be empty or end with / (e.g. site/)")
      .default(""),
  })
  .refine((config) => !config.SMTP_URL || (config.LEAD_EMAIL_TO && config.LEAD_EMAIL_FROM), {
    error: "SMTP_URL needs LEAD_EMAIL_TO and LEAD_EMAIL_FROM",
    path: ["SMTP_URL"],
  })
  .refine((config) => config.HTTP_HEADERS_TIMEOUT_MS <= config.HTTP_REQUEST_TIMEOUT_MS, {
    error:
      "HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS (the headers are part of the request)",
    path: ["HTTP_HEADERS_TIMEOUT_MS"],
  })
  .refine((config) => config.METRICS_PORT !== config.PORT, {
    error: "METRICS_PORT must differ from PORT (set METRICS_TOKEN to serve /metrics on the site's port)",
    path: ["METRICS_PORT"],
  })
  .refine((config) => !config.S3_ACCESS_KEY_ID === !config.S3_SECRET_ACCESS_KEY, {
    error: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
    path: ["S3_ACCESS_KEY_ID"],
  });

export type ServerConfig = z.infer<typeof environmentSchema>;

/** Validates the environment once at start-up; a bad value stops the process with a message naming it. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = environmentSchema.safeParse(environment);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.data;
}
