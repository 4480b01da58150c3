import { createHmac } from 'node:crypto';
import type { AuthLimits, PasswordResetLimits } from '../config.ts';
import { bucketKey, keyedBucketKey, type Counter, type RateLimiter } from '../auth/index.ts';
import { TooManyRequestsError } from '../errors.ts';
import { clientNetwork } from '../http/index.ts';

const DAY_SECONDS = 24 * 60 * 60;

function tooMany(retryAfterSeconds: number, what: string): TooManyRequestsError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new TooManyRequestsError(
    `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfterSeconds,
  );
}

/**
 * Reset requests for one address from networks its account has not signed in from, per window:
 * twice what one network may ask, so no single network reaches it (docs/accounts.md).
 */
const RESET_CEILING_NETWORKS = 2;

/**
 * The account throttles (docs/accounts.md,
 * docs/accounts.md). Each check throws 429 when a limit is reached; a
 * refused attempt counts nowhere. `secret` keys the record of where accounts sign in from.
 */
export function createAccountThrottles(limiter: RateLimiter, limits: AuthLimits, secret: string) {
  // A key of its own, derived from the server's secret, so that secret signs tokens and nothing else.
  const networkKey = createHmac('sha256', secret).update('easy-buy sign-in networks').digest();

  async function take(counters: Counter[], what: string): Promise<void> {
    const hit = await limiter.take(counters);
    if (!hit.allowed) throw tooMany(hit.retryAfterSeconds, what);
  }

  /**
   * "This account signed in from this network", kept `knownAddressDays` after the last time. Kept
   * for weeks, so hashed with the key: a copy of the table cannot be read back by hashing every
   * IPv4 address with every customer's e-mail.
   */
  const knownNetwork = (email: string, address: string) =>
    keyedBucketKey(networkKey, 'login:known', email, clientNetwork(address));

  return {
    /**
     * Counts a sign-in attempt as a failure before the password is checked, so parallel guesses
     * cannot outrun the limits, and returns what to call when the password was right. `email` is
     * already trimmed and lower-cased, so every spelling of one address shares its counters.
     *
     * Every "address" here is the client's network: an IPv6 client counts per /64, from which it
     * could otherwise send each guess from a fresh address.
     *
     * - per account and address: the guesser is stopped, the owner elsewhere is not;
     * - per address, generous: one address spraying many accounts is stopped, and one noisy
     *   client behind a shared address uses at most its per-account share of it;
     * - per account from addresses that have not signed in to it lately: a ceiling on guessing
     *   spread over many addresses, which the owner's usual addresses never meet.
     */
    async signInAttempt(email: string, address: string): Promise<() => Promise<void>> {
      const seconds = limits.loginWindowSeconds;
      const knownAddress = knownNetwork(email, address);
      const network = clientNetwork(address);
      const counters: Counter[] = [
        {
          bucket: bucketKey('login:account-address', email, network),
          limit: limits.failedLoginsPerAccount,
          seconds,
        },
        { bucket: bucketKey('login:address', network), limit: limits.failedLoginsPerAddress, seconds },
      ];
      if (!(await limiter.isRemembered(knownAddress))) {
        counters.push({
          bucket: bucketKey('login:account', email),
          limit: limits.failedLoginsPerAccountFromNewAddresses,
          seconds,
        });
      }
      await take(counters, 'failed sign-in attempts');
      return async () => {
        await Promise.all([
          limiter.forgive(counters.map((counter) => counter.bucket)),
          limiter.remember(knownAddress, limits.knownAddressDays * DAY_SECONDS),
        ]);
      };
    },

    async registration(address: string): Promise<void> {
      await take(
        [
          {
            bucket: bucketKey('register:address', clientNetwork(address)),
            limit: limits.registrationsPerAddress,
            seconds: limits.registrationWindowSeconds,
          },
        ],
        'accounts created from this address',
      );
    },

    /** A changed e-mail answers whether the new address has an account: count every try. */
    async emailChange(userId: string, address: string): Promise<void> {
      const seconds = limits.emailChangeWindowSeconds;
      await take(
        [
          {
            bucket: bucketKey('email-change:account', userId),
            limit: limits.emailChangesPerAccount,
            seconds,
          },
          {
            bucket: bucketKey('email-change:address', clientNetwork(address)),
            limit: limits.emailChangesPerAddress,
            seconds,
          },
        ],
        'email address changes',
      );
    },

    /**
     * Counted per e-mail address whether or not it has an account, so the limit answers nothing
     * about who is a customer, and like sign-in never so that others can lock the owner out:
     *
     * - per e-mail and requesting network: one network cannot fill anyone's mailbox;
     * - per requesting network: one network cannot mail many people;
     * - per e-mail from networks its account has not signed in from: a ceiling on requests spread
     *   over many networks, above one network's share, which the owner's own networks never meet.
     */
    async passwordReset(email: string, address: string, resetLimits: PasswordResetLimits): Promise<void> {
      const seconds = resetLimits.windowSeconds;
      const network = clientNetwork(address);
      const counters: Counter[] = [
        {
          bucket: bucketKey('password-reset:account-network', email, network),
          limit: resetLimits.perAccount,
          seconds,
        },
        { bucket: bucketKey('password-reset:network', network), limit: resetLimits.perAddress, seconds },
      ];
      if (!(await limiter.isRemembered(knownNetwork(email, address)))) {
        counters.push({
          bucket: bucketKey('password-reset:account', email),
          limit: resetLimits.perAccount * RESET_CEILING_NETWORKS,
          seconds,
        });
      }
      await take(counters, 'password reset requests');
    },
  };
}

export type AccountThrottles = ReturnType<typeof createAccountThrottles>;
