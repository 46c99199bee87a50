import { z } from "zod";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** postgres://… selects PostgreSQL; unset keeps the embedded SQLite file. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// (leave it unset for SQLite)")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  SQLITE_PATH: z.string().default("data/site.db"),
  MEDIA_DIR: z.string().default("data/media"),
  /** Fills an empty database with the demo content on start. */
  SEED_DEMO: booleanFlag.default(true),
  /** A JSON file with the company's details (config/company.demo.json shows the shape). */
  COMPANY_FILE: z.string().optional(),
  /** Public origin used in canonical and hreflang links, e.g. https://www.example.sa. */
  PUBLIC_ORIGIN: z.url().optional(),
  /** Set behind a reverse proxy so client addresses (rate limits, logs) are right. */
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Map tiles; {s}, {z}, {x}, {y} as Leaflet expects. */
  MAP_TILE_URL: z.string().default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
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
