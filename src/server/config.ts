import path from 'node:path';
import type { RequestTimeouts } from './http/index.ts';

/** Everything the server needs from its environment, parsed and checked once at boot. */
export interface AppConfig {
  port: number;
  host: string;
  /** `postgres://…` for a PostgreSQL server; undefined means the embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  pageSize: number;
  /** Above this many keyword matches, facets and page counts are estimated from a sample (ADR 0026). */
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
  orderLimits: OrderLimits;
  payments: PaymentsConfig;
  /** How long a client may take to send a request; handlers are not limited. */
  timeouts: RequestTimeouts;
  /** Strict-Transport-Security: `auto` sends it only on responses to HTTPS requests. */
  hsts: 'auto' | boolean;
  /**
   * Where uploaded images live: `files` under DATA_DIR (the embedded default), or `database`
   * (the default on PostgreSQL, so every instance serves them; docs/decisions/0060).
   */
  imageStorage: 'files' | 'database';
  /** Opens `/metrics` to requests bearing it; undefined keeps `/metrics` closed (404). */
  metricsToken: string | undefined;
  /** The shop's address as customers reach it, for links in mail; never taken from a request's Host. */
  publicUrl: string;
  mail: MailConfig;
  passwordResetLimits: PasswordResetLimits;
}

export interface MailConfig {
  /** Unset: messages go to the outbox folder in DATA_DIR instead of an SMTP server. */
  smtp: { url: string } | undefined;
  from: string;
  retry: { baseDelayMs: number; maxDelayMs: number; maxAttempts: number };
  /** Admins are mailed when a published product's stock falls under this many units. */
  lowStockThreshold: number;
  /** Sent and failed messages (and outbox files) older than this many days are deleted. */
  retentionDays: number;
}

const DEFAULT_MAIL_FROM = 'Easy-Buy <no-reply@easy-buy.invalid>';

function mail(env: NodeJS.ProcessEnv): MailConfig {
  const url = env.SMTP_URL ?? '';
  const from = env.MAIL_FROM ?? '';
  if (Boolean(url) !== Boolean(from)) throw new ConfigError('SMTP_URL and MAIL_FROM must be set together');
  if (url && !/^smtps?:\/\//.test(url)) throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  return {
    smtp: url ? { url } : undefined,
    from: from || DEFAULT_MAIL_FROM,
    retry: {
      baseDelayMs: integer(env, 'MAIL_RETRY_SECONDS', 60, 1, 24 * 60 * 60) * 1000,
      maxDelayMs: 6 * 60 * 60 * 1000,
      maxAttempts: integer(env, 'MAIL_MAX_ATTEMPTS', 10, 1, 100),
    },
    lowStockThreshold: integer(env, 'LOW_STOCK_THRESHOLD', 5, 0, 1_000_000),
    retentionDays: integer(env, 'MAIL_RETENTION_DAYS', 30, 1, 3650),
  };
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

/** What one customer, and one client network, may hold in unpaid orders, and how fast they may order. */
export interface OrderLimits {
  maxUnpaidOrders: number;
  /** Units in all of one customer's unpaid orders together. */
  maxUnpaidItems: number;
  /**
   * Unpaid orders placed from one client network (an IPv4 address, an IPv6 /64) by accounts that
   * have never paid an order: throwaway accounts cannot hold the catalogue together.
   */
  maxUnpaidOrdersPerAddress: number;
  /** Units in those orders together. */
  maxUnpaidItemsPerAddress: number;
  /** Order placements (attempts, refused ones included) per customer per window. */
  ordersPerCustomer: number;
  windowSeconds: number;
}

export interface PaymentsConfig {
  /** The offline TestCard provider: on by default only for the embedded demo. */
  testMode: boolean;
  paypal: { clientId: string; clientSecret: string; apiUrl: string } | undefined;
}

const PAYPAL_SANDBOX_URL = 'https://api-m.sandbox.paypal.com';

function payments(env: NodeJS.ProcessEnv, embedded: boolean): PaymentsConfig {
  const clientId = env.PAYPAL_CLIENT_ID ?? '';
  const clientSecret = env.PAYPAL_CLIENT_SECRET ?? '';
  if (Boolean(clientId) !== Boolean(clientSecret)) {
    throw new ConfigError('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together');
  }
  const apiUrl = env.PAYPAL_API_URL || PAYPAL_SANDBOX_URL;
  if (!/^https?:\/\//.test(apiUrl)) throw new ConfigError('PAYPAL_API_URL must be an http(s) URL');
  return {
    testMode: boolean(env, 'PAYMENTS_TEST_MODE', embedded),
    paypal: clientId ? { clientId, clientSecret, apiUrl: apiUrl.replace(/\/+$/, '') } : undefined,
  };
}

export interface AuthLimits {
  /** Failed sign-ins per account from one client address (docs/decisions/0017). */
  failedLoginsPerAccount: number;
  failedLoginsPerAddress: number;
  /** Failed sign-ins per account from all addresses that have not signed in to it lately. */
  failedLoginsPerAccountFromNewAddresses: number;
  /** How long an address that signed in to an account stays exempt from the ceiling above. */
  knownAddressDays: number;
  loginWindowSeconds: number;
  registrationsPerAddress: number;
  registrationWindowSeconds: number;
  emailChangesPerAccount: number;
  emailChangesPerAddress: number;
  emailChangeWindowSeconds: number;
}

/** Password-reset requests per e-mail address and per client address, per window. */
export interface PasswordResetLimits {
  perAccount: number;
  perAddress: number;
  windowSeconds: number;
}

/** At least 256 bits: shorter HS256 keys can be brute-forced offline from any token. */
export const MIN_JWT_SECRET_BYTES = 32;

export class ConfigError extends Error {}

/** The default demo password, printed in README. Only the embedded demo uses it unless asked. */
export const DEFAULT_DEMO_PASSWORD = 'easybuy-demo-2026';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function boolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function databaseUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.DATABASE_URL;
  if (raw === undefined || raw === '') return undefined;
  if (!/^postgres(ql)?:\/\//.test(raw)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return raw;
}

function jwtSecret(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.JWT_SECRET;
  if (raw === undefined || raw === '') return undefined;
  if (Buffer.byteLength(raw) < MIN_JWT_SECRET_BYTES) {
    throw new ConfigError(`JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes long`);
  }
  return raw;
}

/**
 * The proxies whose X-Forwarded-For we believe: addresses, CIDR ranges or the names `loopback`,
 * `linklocal`, `uniquelocal`, comma-separated. Unset trusts nobody: the socket's address counts.
 */
function trustProxy(env: NodeJS.ProcessEnv): false | string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true' || /^\d+$/.test(raw)) {
    throw new ConfigError(
      'TRUST_PROXY must name the proxies (addresses or ranges), so clients cannot choose their address',
    );
  }
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function hsts(env: NodeJS.ProcessEnv): AppConfig['hsts'] {
  const raw = env.HSTS?.trim().toLowerCase();
  if (raw === undefined || raw === '' || raw === 'auto') return 'auto';
  try {
    return boolean(env, 'HSTS', false);
  } catch {
    throw new ConfigError(`HSTS must be auto, true or false, got "${env.HSTS}"`);
  }
}

function imageStorage(env: NodeJS.ProcessEnv, embedded: boolean): AppConfig['imageStorage'] {
  const raw = env.IMAGE_STORAGE?.trim().toLowerCase();
  if (raw === undefined || raw === '') return embedded ? 'files' : 'database';
  if (raw === 'files' || raw === 'database') return raw;
  throw new ConfigError(`IMAGE_STORAGE must be files or database, got "${env.IMAGE_STORAGE}"`);
}

/** Long enough that guessing it over the network is hopeless; it guards operational data only. */
export const MIN_METRICS_TOKEN_LENGTH = 16;

function metricsToken(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.METRICS_TOKEN;
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < MIN_METRICS_TOKEN_LENGTH || /\s/.test(raw)) {
    throw new ConfigError(
      `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters with no spaces`,
    );
  }
  return raw;
}

function logLevel(env: NodeJS.ProcessEnv): AppConfig['logLevel'] {
  const raw = env.LOG_LEVEL ?? 'info';
  const level = logLevels.find((candidate) => candidate === raw);
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}`);
  return level;
}

/**
 * Above this many matches, facet counts and `pages` are estimated (ADR 0026). The embedded
 * database reads every row on the server's one thread in WebAssembly, several times slower than
 * PostgreSQL, so it counts exactly up to fewer (docs/decisions/0068-fewer-rows-per-search.md).
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
    orderLimits: {
      maxUnpaidOrders: integer(env, 'MAX_UNPAID_ORDERS', 3, 1, 1000),
      maxUnpaidItems: integer(env, 'MAX_UNPAID_ITEMS', 30, 1, 100_000),
      maxUnpaidOrdersPerAddress: integer(env, 'MAX_UNPAID_ORDERS_PER_ADDRESS', 6, 1, 100_000),
      maxUnpaidItemsPerAddress: integer(env, 'MAX_UNPAID_ITEMS_PER_ADDRESS', 60, 1, 1_000_000),
      ordersPerCustomer: integer(env, 'ORDERS_PER_CUSTOMER', 20, 1, 1_000_000),
      windowSeconds: integer(env, 'ORDER_WINDOW_SECONDS', 60 * 60, 1, 7 * 24 * 60 * 60),
    },
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
    passwordResetLimits: {
      perAccount: integer(env, 'PASSWORD_RESETS_PER_ACCOUNT', 5, 1, 100_000),
      perAddress: integer(env, 'PASSWORD_RESETS_PER_ADDRESS', 20, 1, 1_000_000),
      windowSeconds: integer(env, 'PASSWORD_RESET_WINDOW_SECONDS', 60 * 60, 1, 7 * 24 * 60 * 60),
    },
    limits: {
      failedLoginsPerAddress: integer(env, 'LOGIN_FAILURES_PER_ADDRESS', 100, 1, 1_000_000),
      loginWindowSeconds: integer(env, 'LOGIN_WINDOW_SECONDS', 15 * 60, 1, 24 * 60 * 60),
      registrationsPerAddress: integer(env, 'REGISTRATIONS_PER_ADDRESS', 20, 1, 1_000_000),
      registrationWindowSeconds: integer(env, 'REGISTRATION_WINDOW_SECONDS', 60 * 60, 1, 7 * 24 * 60 * 60),
      ...perAccountSignInLimits(env),
      emailChangesPerAccount: integer(env, 'EMAIL_CHANGES_PER_ACCOUNT', 10, 1, 100_000),
      emailChangesPerAddress: integer(env, 'EMAIL_CHANGES_PER_ADDRESS', 30, 1, 1_000_000),
      emailChangeWindowSeconds: integer(env, 'EMAIL_CHANGE_WINDOW_SECONDS', 60 * 60, 1, 7 * 24 * 60 * 60),
    },
  };
}

/**
 * The per-account ceiling must stay above what one address may fail against the account, or a
 * single address could reach it and lock the owner out of every new address.
 */
function perAccountSignInLimits(env: NodeJS.ProcessEnv) {
  const fromOneAddress = integer(env, 'LOGIN_FAILURES_PER_ACCOUNT', 10, 1, 100_000);
  const ceiling = integer(env, 'LOGIN_ACCOUNT_CEILING', 50, 2, 1_000_000);
  if (ceiling <= fromOneAddress) {
    throw new ConfigError('LOGIN_ACCOUNT_CEILING must be greater than LOGIN_FAILURES_PER_ACCOUNT');
  }
  return {
    failedLoginsPerAccount: fromOneAddress,
    failedLoginsPerAccountFromNewAddresses: ceiling,
    knownAddressDays: integer(env, 'LOGIN_KNOWN_ADDRESS_DAYS', 30, 1, 365),
  };
}
