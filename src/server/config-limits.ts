import { ConfigError, integer } from './config-values.ts';

/** The throttles: what a customer or a network may hold unpaid, and sign-in, sign-up and reset limits. */

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
  /**
   * Guest placements (attempts) per client network per window, whatever e-mail addresses they
   * give: a guest needs no account, so a new address per order would otherwise pass the per-e-mail
   * count (and send a confirmation mail to any address it names).
   */
  guestOrdersPerNetwork: number;
  windowSeconds: number;
}

export interface AuthLimits {
  /** Failed sign-ins per account from one client address (docs/accounts.md). */
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

/**
 * What one customer, and one network, may hold unpaid, and how fast they may order (MAX_UNPAID_*,
 * ORDERS_PER_CUSTOMER, GUEST_ORDERS_PER_NETWORK, ORDER_WINDOW_SECONDS).
 */
export function orderLimits(env: NodeJS.ProcessEnv): OrderLimits {
  return {
    maxUnpaidOrders: integer(env, 'MAX_UNPAID_ORDERS', 3, 1, 1000),
    maxUnpaidItems: integer(env, 'MAX_UNPAID_ITEMS', 30, 1, 100_000),
    maxUnpaidOrdersPerAddress: integer(env, 'MAX_UNPAID_ORDERS_PER_ADDRESS', 6, 1, 100_000),
    maxUnpaidItemsPerAddress: integer(env, 'MAX_UNPAID_ITEMS_PER_ADDRESS', 60, 1, 1_000_000),
    ordersPerCustomer: integer(env, 'ORDERS_PER_CUSTOMER', 20, 1, 1_000_000),
    guestOrdersPerNetwork: integer(env, 'GUEST_ORDERS_PER_NETWORK', 30, 1, 1_000_000),
    windowSeconds: integer(env, 'ORDER_WINDOW_SECONDS', 60 * 60, 1, 7 * 24 * 60 * 60),
  };
}

/** PASSWORD_RESETS_PER_ACCOUNT, PASSWORD_RESETS_PER_ADDRESS and PASSWORD_RESET_WINDOW_SECONDS. */
export function passwordResetLimits(env: NodeJS.ProcessEnv): PasswordResetLimits {
  return {
    perAccount: integer(env, 'PASSWORD_RESETS_PER_ACCOUNT', 5, 1, 100_000),
    perAddress: integer(env, 'PASSWORD_RESETS_PER_ADDRESS', 20, 1, 1_000_000),
    windowSeconds: integer(env, 'PASSWORD_RESET_WINDOW_SECONDS', 60 * 60, 1, 7 * 24 * 60 * 60),
  };
}

/** Sign-in, registration and e-mail change throttles (LOGIN_*, REGISTRATION*, EMAIL_CHANGE*). */
export function authLimits(env: NodeJS.ProcessEnv): AuthLimits {
  return {
    failedLoginsPerAddress: integer(env, 'LOGIN_FAILURES_PER_ADDRESS', 100, 1, 1_000_000),
    loginWindowSeconds: integer(env, 'LOGIN_WINDOW_SECONDS', 15 * 60, 1, 24 * 60 * 60),
    registrationsPerAddress: integer(env, 'REGISTRATIONS_PER_ADDRESS', 20, 1, 1_000_000),
    registrationWindowSeconds: integer(env, 'REGISTRATION_WINDOW_SECONDS', 60 * 60, 1, 7 * 24 * 60 * 60),
    ...perAccountSignInLimits(env),
    emailChangesPerAccount: integer(env, 'EMAIL_CHANGES_PER_ACCOUNT', 10, 1, 100_000),
    emailChangesPerAddress: integer(env, 'EMAIL_CHANGES_PER_ADDRESS', 30, 1, 1_000_000),
    emailChangeWindowSeconds: integer(env, 'EMAIL_CHANGE_WINDOW_SECONDS', 60 * 60, 1, 7 * 24 * 60 * 60),
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
