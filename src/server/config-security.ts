import type { AppConfig } from './config.ts';
import { boolean, ConfigError } from './config-values.ts';

/** The security settings: the token key, the proxies to believe, HSTS and the /metrics token. */

/** At least 256 bits: shorter HS256 keys can be brute-forced offline from any token. */
export const MIN_JWT_SECRET_BYTES = 32;

export function jwtSecret(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.JWT_SECRET;
  if (raw === undefined || raw === '') return undefined;
  if (Buffer.byteLength(raw) < MIN_JWT_SECRET_BYTES) {
    throw new ConfigError(`JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes long`);
  }
  return raw;
}

export /**
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

export function hsts(env: NodeJS.ProcessEnv): AppConfig['hsts'] {
  const raw = env.HSTS?.trim().toLowerCase();
  if (raw === undefined || raw === '' || raw === 'auto') return 'auto';
  try {
    return boolean(env, 'HSTS', false);
  } catch {
    throw new ConfigError(`HSTS must be auto, true or false, got "${env.HSTS}"`);
  }
}

/** Long enough that guessing it over the network is hopeless; it guards operational data only. */
export const MIN_METRICS_TOKEN_LENGTH = 16;

export function metricsToken(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.METRICS_TOKEN;
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < MIN_METRICS_TOKEN_LENGTH || /\s/.test(raw)) {
    throw new ConfigError(
      `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters with no spaces`,
    );
  }
  return raw;
}
