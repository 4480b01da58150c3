import { createStockTurns, type StockTurns } from './stock-turns.ts';
import { batchShelfReads, readShelfRows, type ReadShelf } from './shelf-reads.ts';
import { idempotencyKeyReader } from './repo.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter } from '../auth/index.ts';
import type { AppConfig } from '../config.ts';
import { MIN_WITHDRAWAL_DAYS } from '../config-shop.ts';
import type { Db } from '../db/index.ts';
import { ValidationError } from '../errors.ts';
import { createNetworkKeyer } from '../http/index.ts';
import {
  createPaypalProvider,
  type PaypalProvider,
  type PaymentProvider,
  createTestCardProvider,
  createStripeProvider,
  type StripeProvider,
} from '../payments/index.ts';

/** Everything the order use cases need, passed in so each can be run and tested on its own. */
export interface OrderDeps {
  db: Db;
  clock: () => Date;
  /** Unpaid orders are cancelled, and their stock returned, this long after they were placed. */
  holdMinutes: number;
  limits: AppConfig['orderLimits'];
  limiter: Pick<RateLimiter, 'hit'>;
  /** The enabled ways to pay, in the order the storefront offers them. */
  providers: readonly PaymentProvider[];
  /**
   * Every provider whose recorded payments can still be settled or refunded: the enabled ones,
   * and the test card always, since its payments moved no money and need no settings to give
   * back (an order paid in test mode stays refundable after test mode is switched off).
   */
  settlers: readonly PaymentProvider[];
  paypal: { provider: PaypalProvider; clientId: string } | undefined;
  stripe: { provider: StripeProvider; publishableKey: string } | undefined;
  /** The keyed name of a client address's network, under which its unpaid orders are counted. */
  networkOf: (address: string) => string;
  /** The server's secret, from which each guest order's access key is derived (guest-keys.ts). */
  guestKeySecret: string;
  /** The shop's address, for the order link a guest's confirmation mail carries. */
  publicUrl: string;
  /** Days after delivery a shopper may withdraw, kept on each order placed (WITHDRAWAL_DAYS). */
  withdrawalDays: number;
  /** Told whenever stock moves, so this instance's catalogue cache shows the new figures at once. */
  onStockChange: () => void;
  /** This process's turns at the stock for orders being placed (stock-turns.ts). */
  stockTurns: StockTurns;
  /** The sold-out fast path's reads of the shelf, shared by orders asking at once (shelf-reads.ts). */
  shelfReads: ReadShelf;
  /** A customer's order made with an Idempotency-Key, read with the orders asking at once (repo.ts). */
  placedWithKey: ReturnType<typeof idempotencyKeyReader>;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

export function createOrderDeps(
  config: Pick<AppConfig, 'orderHoldMinutes' | 'orderLimits' | 'payments' | 'publicUrl'> & {
    networkSecret: string;
    /** The shop's withdrawal period; the EU's 14 days unless given. */
    withdrawalDays?: number;
  },
  parts: Pick<OrderDeps, 'db' | 'limiter' | 'onStockChange' | 'log'> & { clock?: () => Date },
): OrderDeps {
  const paypalSettings = config.payments.paypal;
  const paypal = paypalSettings
    ? { provider: createPaypalProvider(paypalSettings), clientId: paypalSettings.clientId }
    : undefined;
  const stripeSettings = config.payments.stripe;
  const stripe = stripeSettings
    ? { provider: createStripeProvider(stripeSettings), publishableKey: stripeSettings.publishableKey }
    : undefined;
  const testCard = createTestCardProvider();
  const providers: PaymentProvider[] = [];
  if (config.payments.testMode) providers.push(testCard);
  if (paypal) providers.push(paypal.provider);
  if (stripe) providers.push(stripe.provider);
  return {
    ...parts,
    clock: parts.clock ?? (() => new Date()),
    stockTurns: createStockTurns(),
    shelfReads: batchShelfReads((productIds, variantIds) => readShelfRows(parts.db, productIds, variantIds)),
    placedWithKey: idempotencyKeyReader(parts.db),
    holdMinutes: config.orderHoldMinutes,
    networkOf: createNetworkKeyer(config.networkSecret),
    guestKeySecret: config.networkSecret,
    publicUrl: config.publicUrl,
    withdrawalDays: config.withdrawalDays ?? MIN_WITHDRAWAL_DAYS,
    limits: config.orderLimits,
    providers,
    settlers: config.payments.testMode ? providers : [...providers, testCard],
    paypal,
    stripe,
  };
}

/** The provider that can settle or refund a payment recorded under this method, if any still can. */
export function findSettler(deps: Pick<OrderDeps, 'settlers'>, method: string): PaymentProvider | undefined {
  return deps.settlers.find((candidate) => candidate.method === method);
}

export function providerFor(deps: Pick<OrderDeps, 'providers'>, method: string): PaymentProvider {
  const provider = deps.providers.find((candidate) => candidate.method === method);
  if (!provider) throw new ValidationError(`Payment method ${method} is not available`);
  return provider;
}
