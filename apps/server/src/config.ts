import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseOrigins, parseTrustProxy, type TrustProxy } from './lib/network-settings';
import { parseTwoFactorKey } from './modules/auth/two-factor/secret-box';
import { DEFAULT_OPERATOR_TIME_ZONE, isTimeZone } from '@taxi/contract';

const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value)));

/** A setting parsed by a function that throws a message; the message becomes the zod issue. */
function parsedOr<T>(ctx: z.RefinementCtx, parse: () => T, fallback: T): T {
  try {
    return parse();
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
    return fallback;
  }
}

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TWO_FACTOR_KEY: z
    .string()
    .optional()
    .transform((value, ctx) => (value ? parsedOr<Buffer | null>(ctx, () => parseTwoFactorKey(value), null) : null)),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  DEMO: flag(true),
  SIMULATE_DRIVERS: z.coerce.number().int().min(0).max(500).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.string().optional().transform((value, ctx) => parsedOr(ctx, () => parseTrustProxy(value), false as TrustProxy)),
  MAP_TILE_ORIGINS: z.string().optional().transform((value, ctx) => parsedOr(ctx, () => parseOrigins(value), [] as string[])),
  MAP_STYLE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL of a MapLibre style' }).optional(),
  ROUTING_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL of an OSRM-compatible service' }).optional(),
  GEOCODER_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL of a Photon- or Nominatim-compatible geocoder' }).optional(),
  GEOCODER_KIND: z.enum(['photon', 'nominatim', 'auto', ''], { error: 'must be photon, nominatim or auto' }).optional().transform((value) => (value === 'photon' || value === 'nominatim' ? value : 'auto')),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  REDIS_KEY_PREFIX: z.string().regex(/^[\w.:-]{1,64}$/, 'must be 1–64 letters, digits, _ . : or -').default('taxi:'),
  WEB_CONCURRENCY: z.coerce.number().int().min(1, 'must be a whole number from 1 to 64').max(64, 'must be a whole number from 1 to 64').optional(),
  OPERATOR_TIME_ZONE: z.string().default(DEFAULT_OPERATOR_TIME_ZONE).refine(isTimeZone, 'must be an IANA time zone name, e.g. Asia/Famagusta'),
  JOBS: flag(true),
  NOTIFICATIONS_EVERY_SECONDS: z.coerce.number().int().min(1, 'must be a whole number from 1 to 86400').max(86_400, 'must be a whole number from 1 to 86400').default(60),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** What every Redis key and channel of this deployment starts with (REDIS_KEY_PREFIX, default `taxi:`): two deployments, or two test runs, can share one Redis. */
  redisKeyPrefix: string;
  /** null: generate once and keep it in DATA_DIR. */
  jwtSecret: string | null;
  /** AES-256 key of the TOTP secrets at rest (TWO_FACTOR_KEY, 32 bytes in base64); null: generate once and keep it in DATA_DIR. */
  twoFactorKey: Buffer | null;
  admin: { email: string; password: string } | null;
  demo: boolean;
  /** The well-known demo admin, shown on the sign-in page; null unless DEMO is on and no other admin is configured. */
  demoSignIn: typeof DEMO_ADMIN | null;
  simulateDrivers: number;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Folder of the built web app (WEB_DIST, default apps/web/dist); null serves the API alone. */
  webDist: string | null;
  /** Which proxies' X-Forwarded-For to believe (TRUST_PROXY, default none: the socket's address). */
  trustProxy: TrustProxy;
  /** Origins of the map tiles the Content-Security-Policy allows (MAP_TILE_ORIGINS). */
  mapTileOrigins: string[];
  /** A MapLibre style for the base map (MAP_STYLE_URL); null: DATA_DIR/basemap.pmtiles if present, else OpenStreetMap raster tiles. */
  mapStyleUrl: string | null;
  /** Base URL of an OSRM-compatible routing service (ROUTING_URL); null: routes are straight segments. */
  routingUrl: string | null;
  /** Base URL of a Photon- or Nominatim-compatible geocoder (GEOCODER_URL); null: the dispatch desk searches the demo's gazetteer alone (docs/dispatch.md). */
  geocoderUrl: string | null;
  /** Which API GEOCODER_URL speaks (GEOCODER_KIND): `auto` (default) learns it from the first answer's shape. */
  geocoderKind: 'photon' | 'nominatim' | 'auto';
  /** IANA zone of the operator's clock: night and peak windows, "today" (OPERATOR_TIME_ZONE, default Asia/Famagusta). */
  operatorTimeZone: string;
  /** Bearer token of GET /metrics (METRICS_TOKEN); null: no /metrics route, nothing recorded. */
  metricsToken: string | null;
  /**
   * How many server processes share the port (WEB_CONCURRENCY; server-workers.ts). Default: one
   * per core with DATABASE_URL and REDIS_URL, else one (the embedded database belongs to one
   * process, and live state without Redis to one process's memory).
   */
  workers: number;
  /** Whether this process runs the background jobs (JOBS, default on; docs/notifications.md). Each due run happens once across all processes whatever this says. */
  jobs: boolean;
  /** How often the notifications are generated, seconds (NOTIFICATIONS_EVERY_SECONDS, default 60). */
  notificationsEverySeconds: number;
}

/** The processes `npm start` runs: see Config.workers. */
function workerCount(requested: number | undefined, databaseUrl: string | undefined, redisUrl: string | undefined, cores: number): number {
  const shared = !!databaseUrl && !!redisUrl;
  if (requested === undefined) return shared ? Math.max(1, cores) : 1;
  if (requested > 1 && !databaseUrl) throw new ConfigError('Invalid configuration:\n  WEB_CONCURRENCY: more than one process needs DATABASE_URL (the embedded database belongs to one process)');
  if (requested > 1 && !redisUrl) throw new ConfigError('Invalid configuration:\n  WEB_CONCURRENCY: more than one process needs REDIS_URL (live positions, throttles and sessions are shared through Redis)');
  return requested;
}

export const DEMO_ADMIN = { email: 'admin@demo.taxi', password: 'Admin123!' } as const;

/** Where `npm run build -w @taxi/web` writes the web app. */
const BUILT_WEB_APP = fileURLToPath(new URL('../../web/dist', import.meta.url));

export class ConfigError extends Error {}

/** Reads the configuration from the environment; a bad value throws a ConfigError naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (!!e.ADMIN_EMAIL !== !!e.ADMIN_PASSWORD) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const configuredAdmin = e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : null;
  const demoSignIn = e.DEMO && !configuredAdmin ? DEMO_ADMIN : null;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    jwtSecret: e.JWT_SECRET ?? null,
    twoFactorKey: e.TWO_FACTOR_KEY,
    admin: configuredAdmin ?? (demoSignIn ? { ...demoSignIn } : null),
    demo: e.DEMO,
    demoSignIn,
    simulateDrivers: e.SIMULATE_DRIVERS,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ?? BUILT_WEB_APP,
    trustProxy: e.TRUST_PROXY,
    mapTileOrigins: e.MAP_TILE_ORIGINS,
    operatorTimeZone: e.OPERATOR_TIME_ZONE,
    metricsToken: e.METRICS_TOKEN ?? null,
    mapStyleUrl: e.MAP_STYLE_URL ?? null,
    routingUrl: e.ROUTING_URL?.replace(/\/+$/, '') ?? null,
    geocoderUrl: e.GEOCODER_URL?.replace(/\/+$/, '') ?? null,
    geocoderKind: e.GEOCODER_KIND,
    workers: workerCount(e.WEB_CONCURRENCY, e.DATABASE_URL, e.REDIS_URL, cores),
    jobs: e.JOBS,
    notificationsEverySeconds: e.NOTIFICATIONS_EVERY_SECONDS,
  };
}
