import { boolean, ConfigError, integer } from './config-values.ts';

/** The settings of the services the shop talks to: mail (SMTP, or the outbox) and payments. */

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

export function mail(env: NodeJS.ProcessEnv): MailConfig {
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

export interface PaymentsConfig {
  /** The offline TestCard provider: on by default only for the embedded demo. */
  testMode: boolean;
  paypal: { clientId: string; clientSecret: string; apiUrl: string } | undefined;
  /** Optional so that settings written before Stripe existed still read as "no Stripe". */
  stripe?: StripeSettings | undefined;
}

/** Stripe's keys (all three or none) and the API address the server talks to. */
export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Stripe's API; STRIPE_API_BASE points the server at another address (a local fake in tests). */
  apiBase: string;
}

const STRIPE_API_BASE = 'https://api.stripe.com';
const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

function stripe(env: NodeJS.ProcessEnv): StripeSettings | undefined {
  const secretKey = env.STRIPE_SECRET_KEY ?? '';
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? '';
  const given = [secretKey, publishableKey, webhookSecret].filter(Boolean).length;
  if (given === 0) return undefined;
  if (given < 3) throw new ConfigError(`${STRIPE_KEYS.join(', ')} must be set together`);
  const apiBase = (env.STRIPE_API_BASE || STRIPE_API_BASE).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(apiBase)) {
    throw new ConfigError('STRIPE_API_BASE must be an http(s) address without a path');
  }
  return { secretKey, publishableKey, webhookSecret, apiBase };
}

const PAYPAL_SANDBOX_URL = 'https://api-m.sandbox.paypal.com';

export function payments(env: NodeJS.ProcessEnv, embedded: boolean): PaymentsConfig {
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
    stripe: stripe(env),
  };
}
