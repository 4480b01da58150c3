import { shop, type ShopConfig } from './config-shop.ts';
import path from 'node:path';
import type { RequestTimeouts } from './http/index.ts';
import {
  authLimits,
  orderLimits,
  passwordResetLimits,
  type AuthLimits,
  type OrderLimits,
  type PasswordResetLimits,
} from './config-limits.ts';
import { hsts, jwtSecret, metricsToken, trustProxy } from './config-security.ts';
import { mail, payments, type MailConfig, type PaymentsConfig } from './config-services.ts';
import { boolean, ConfigError, integer } from './config-values.ts';

export type { AuthLimits, OrderLimits, PasswordResetLimits } from './config-limits.ts';
export { MIN_JWT_SECRET_BYTES, MIN_METRICS_TOKEN_LENGTH } from './config-security.ts';
export type { MailConfig, PaymentsConfig } from './config-services.ts';
export { ConfigError } from './config-values.ts';

/** Everything the server needs from its environment, parsed and checked once at boot. */
export interface AppConfig {
  port: number;
  host: string;
  /** `postgres://…` for a PostgreSQL server; undefined means the embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  pageSize: number;
  /** Above this many keyword matches, facets and page counts are estimated from a sample (docs/catalogue.md). */
  catalogueExactCountLimit: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Seed the demo catalogue and accounts into an empty database. */
  seedDemo: boolean;
  demoPassword: string;
  /** The built storefront; served when it exists. */
  clientDir: string;
  /** Undefined means: generate one into `dataDir` on first start and reuse it. */
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  /** Which proxies may tell us the client's address (Fastify `trustProxy`); false trusts none. */
  trustProxy: false | string[];
  limits: AuthLimits;
  /** How long public catalogue reads may be served from memory; 0 turns the cache off. */
  catalogueCacheMs: number;
  /** Unpaid orders are cancelled, and their stock returned, after this many minutes. */
  orderHoldMinutes: number;
  /** How often each instance looks for unpaid orders past their hold. */
  orderExpiryIntervalMs: number;
  /** How often each instance mails "Notify me" alerts whose stock is back. */
  stockAlertIntervalMs: number;
  orderLimits: OrderLimits;
  payments: PaymentsConfig;
  /** How long a client may take to send a request; handlers are not limited. */
  timeouts: RequestTimeouts;
  /** Strict-Transport-Security: `auto` sends it only on responses to HTTPS requests. */
  hsts: 'auto' | boolean;
  /**
   * Where uploaded images live: `files` under DATA_DIR (the embedded default), or `database`
   * (the default on PostgreSQL, so every instance serves them; docs/running.md).
   */
  imageStorage: 'files' | 'database';
  /** Opens `/metrics` to requests bearing it; undefined keeps `/metrics` closed (404). */
  metricsToken: string | undefined;
  /** The shop's address as customers reach it, for links in mail; never taken from a request's Host. */
  publicUrl: string;
  mail: MailConfig;
  passwordResetLimits: PasswordResetLimits;
  /** The shop's name and address on its invoices. */
  shop: ShopConfig;
}

function publicUrl(env: NodeJS.ProcessEnv, host: string, port: number): string {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an http(s) URL, got "${raw}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_URL must be an http(s) URL, got "${raw}"`);
  }
  return parsed.origin + parsed.pathname.replace(/\/+$/, '');
}

/** The default demo password, printed in README. Only the embedded demo uses it unless asked. */
export const DEFAULT_DEMO_PASSWORD = 'easybuy-demo-2026';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function databaseUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.DATABASE_URL;
  if (raw === undefined || raw === '') return undefined;
  if (!/^postgres(ql)?:\/\//.test(raw)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return raw;
}

function imageStorage(env: NodeJS.ProcessEnv, embedded: boolean): AppConfig['imageStorage'] {
  const raw = env.IMAGE_STORAGE?.trim().toLowerCase();
  if (raw === undefined || raw === '') return embedded ? 'files' : 'database';
  if (raw === 'files' || raw === 'database') return raw;
  throw new ConfigError(`IMAGE_STORAGE must be files or database, got "${env.IMAGE_STORAGE}"`);
}

function logLevel(env: NodeJS.ProcessEnv): AppConfig['logLevel'] {
  const raw = env.LOG_LEVEL ?? 'info';
  const level = logLevels.find((candidate) => candidate === raw);
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}`);
  return level;
}

/**
 * Above this many matches, facet counts and `pages` are estimated (docs/catalogue.md). The embedded
 * database reads every row on the server's one thread in WebAssembly, several times slower than
 * PostgreSQL, so it counts exactly up to fewer (docs/catalogue.md).
 */
const SERVER_EXACT_COUNT_LIMIT = 5000;
const EMBEDDED_EXACT_COUNT_LIMIT = 1000;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const url = databaseUrl(env);
  const port = integer(env, 'PORT', 5000, 0, 65535);
  const host = env.HOST || '127.0.0.1';
  const demoPassword = env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
  if (demoPassword.length < 8) throw new ConfigError('DEMO_PASSWORD must have at least 8 characters');
  return {
    port,
    host,
    databaseUrl: url,
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    pageSize: integer(env, 'PAGE_SIZE', 8, 1, 100),
    catalogueExactCountLimit: integer(
      env,
      'CATALOGUE_EXACT_COUNT_LIMIT',
      url === undefined ? EMBEDDED_EXACT_COUNT_LIMIT : SERVER_EXACT_COUNT_LIMIT,
      0,
      10_000_000,
    ),
    logLevel: logLevel(env),
    // A new embedded database is the zero-set-up demo; a real server is seeded only when asked.
    seedDemo: boolean(env, 'SEED_DEMO', url === undefined),
    demoPassword,
    clientDir: path.resolve(env.CLIENT_DIR || 'dist/client'),
    jwtSecret: jwtSecret(env),
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_SECONDS', 7 * 24 * 60 * 60, 60, 90 * 24 * 60 * 60),
    trustProxy: trustProxy(env),
    catalogueCacheMs: integer(env, 'CATALOGUE_CACHE_MS', 2000, 0, 60_000),
    orderHoldMinutes: integer(env, 'ORDER_HOLD_MINUTES', 60, 1, 7 * 24 * 60),
    orderExpiryIntervalMs: integer(env, 'ORDER_EXPIRY_SECONDS', 60, 1, 24 * 60 * 60) * 1000,
    stockAlertIntervalMs: integer(env, 'STOCK_ALERT_SECONDS', 60, 1, 60 * 60) * 1000,
    orderLimits: orderLimits(env),
    payments: payments(env, url === undefined),
    timeouts: {
      idleMs: integer(env, 'IDLE_TIMEOUT_SECONDS', 30, 1, 3600) * 1000,
      requestMs: integer(env, 'REQUEST_TIMEOUT_SECONDS', 300, 1, 24 * 60 * 60) * 1000,
    },
    hsts: hsts(env),
    imageStorage: imageStorage(env, url === undefined),
    metricsToken: metricsToken(env),
    publicUrl: publicUrl(env, host, port),
    mail: mail(env),
    passwordResetLimits: passwordResetLimits(env),
    limits: authLimits(env),
    shop: shop(env),
  };
}
