import { createHash, createHmac } from 'node:crypto';
import type { CreateOrderBody } from '../../contract/orders.ts';
import type { GuestAwareOrder, PlaceOrderBody } from '../../contract/guest-orders.ts';
import { toCents } from '../../contract/pricing.ts';
import type { AuthUser } from '../auth/index.ts';
import { isUniqueViolation, transaction } from '../db/index.ts';
import {
  ConflictError,
  TokenFailedError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '../errors.ts';
import { NO_TOKEN_MESSAGE } from '../../contract/errors.ts';
import { mailOrderPlaced } from '../mail/index.ts';
import { findVariantsOf, variantLabel } from '../catalogue/index.ts';
import {
  compareIds,
  compareLines,
  currentStock,
  currentVariantStock,
  findOrderableProducts,
  reserveStock,
  reserveVariantStock,
} from '../products/index.ts';
import { loadOrder } from './access.ts';
import { placementQuote } from './placement-quote.ts';
import { placeOf } from './price-order.ts';
import { chosenVariant, lineOf, mergeLines } from './order-lines.ts';
import { providerFor, type OrderDeps } from './deps.ts';
import { refuseWhenSoldOut, stockKeyOf } from './sold-out-fast-path.ts';
import {
  accessKeyOf,
  checkGuest,
  findGuestByIdempotencyKey,
  guestOrderLink,
  lockGuest,
  toGuestAwareOrder,
  type Guest,
} from './guest-orders.ts';
import { newGuestSalt } from './guest-keys.ts';
import * as holdings from './holdings-repo.ts';
import * as repo from './repo.ts';
import { countOrder } from '../metrics/index.ts';

function requestHash(body: CreateOrderBody): string {
  const canonical = {
    items: [...mergeLines(body.orderItems)].sort(([a], [b]) => compareIds(a, b)),
    address: body.shippingAddress,
    method: body.paymentMethod,
    ...(body.couponCode === undefined ? {} : { coupon: body.couponCode }),
    ...(body.shippingMethod === undefined ? {} : { shipping: body.shippingMethod }),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

function trimAddress(address: CreateOrderBody['shippingAddress']) {
  const trimmed = {
    address: address.address.trim(),
    city: address.city.trim(),
    postalCode: address.postalCode.trim(),
    country: address.country.trim(),
  };
  for (const [name, value] of Object.entries(trimmed)) {
    if (!value)
      throw new ValidationError(`Shipping ${name === 'postalCode' ? 'postal code' : name} is required`);
  }
  return { ...trimmed, ...placeOf({ country: trimmed.country, region: address.region }) };
}

/** Who places an order: a signed-in customer, or a guest who gave an e-mail address and a name. */
type Placer = { user: AuthUser; guest?: undefined } | { user?: undefined; guest: Guest };

/** The order as its placement answers it: a guest's with the key that opens it. */
function placedAnswer(deps: OrderDeps, record: repo.OrderRecord): GuestAwareOrder {
  const order = toGuestAwareOrder(record);
  return record.guestKeySalt ? { ...order, accessKey: accessKeyOf(deps, record) } : order;
}

/** The order a retry with the same Idempotency-Key already made, if any (a guest's: with its key). */
async function replay(
  deps: OrderDeps,
  placer: Placer,
  body: CreateOrderBody,
  key: string,
): Promise<GuestAwareOrder | undefined> {
  const existing = placer.user
    ? await deps.placedWithKey(placer.user.id, key)
    : await findGuestByIdempotencyKey(deps.db, placer.guest.email, key);
  if (!existing) return undefined;
  if (existing.requestHash !== requestHash(body)) {
    throw new ConflictError('This Idempotency-Key was already used for a different order');
  }
  return placedAnswer(deps, await loadOrder(deps.db, existing.id));
}

/**
 * Counts every attempt before any work, so a burst of parallel orders cannot slip past together. A
 * guest's attempts count per e-mail address and per client network (keyed as `network`): a guest
 * needs no account, so fresh e-mail addresses alone would never run out.
 */
async function throttle(deps: OrderDeps, placer: Placer, network: string): Promise<void> {
  const { ordersPerCustomer, guestOrdersPerNetwork } = deps.limits;
  // A guest's e-mail address is counted under a keyed hash rather than the address itself.
  const bucket = placer.user
    ? `orders:create:user:${placer.user.id}`
    : `orders:create:guest:${guestBucket(deps, placer.guest.email)}`;
  await count(deps, bucket, ordersPerCustomer, 'Too many orders placed.');
  if (placer.guest) {
    await count(
      deps,
      `orders:create:guest-network:${network}`,
      guestOrdersPerNetwork,
      'Too many guest orders from your network.',
      ', or sign in to order',
    );
  }
}

/** One attempt more in `bucket`; past `limit` a window, a 429 saying when to try again. */
async function count(deps: OrderDeps, bucket: string, limit: number, refusal: string, instead = '') {
  const hit = await deps.limiter.hit(bucket, { limit, seconds: deps.limits.windowSeconds });
  if (!hit.allowed) {
    const minutes = Math.ceil(hit.retryAfterSeconds / 60);
    throw new TooManyRequestsError(
      `${refusal} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}${instead}.`,
      hit.retryAfterSeconds,
    );
  }
}

function guestBucket(deps: OrderDeps, email: string): string {
  return createHmac('sha256', deps.guestKeySecret).update(`guest-email\u0000${email}`).digest('base64url');
}

/** One shopper may not hold the catalogue: unpaid orders, and the units in them, are bounded. */
function checkUnpaidLimits(deps: OrderDeps, held: { orders: number; items: number }, adding: number): void {
  const { maxUnpaidOrders, maxUnpaidItems } = deps.limits;
  if (held.orders >= maxUnpaidOrders) {
    throw new ConflictError(
      `You already have ${maxUnpaidOrders} unpaid order${maxUnpaidOrders === 1 ? '' : 's'}: pay or cancel one before placing another`,
    );
  }
  if (held.items + adding > maxUnpaidItems) {
    throw new ConflictError(
      `Unpaid orders may hold at most ${maxUnpaidItems} items in all: pay or cancel an order, or order fewer items`,
    );
  }
}

/** What one network may hold unpaid, for accounts that have never paid an order. */
function checkNetworkLimits(deps: OrderDeps, held: { orders: number; items: number }, adding: number): void {
  const { maxUnpaidOrdersPerAddress: maxOrders, maxUnpaidItemsPerAddress: maxItems } = deps.limits;
  if (held.orders >= maxOrders) {
    throw new ConflictError(
      `Too many unpaid orders from your network (at most ${maxOrders}): pay or cancel one before placing another`,
    );
  }
  if (held.items + adding > maxItems) {
    throw new ConflictError(
      `Unpaid orders from your network may hold at most ${maxItems} items in all: pay or cancel an order, or order fewer items`,
    );
  }
}

/**
 * One short transaction: the customer's row first (so a deletion in progress is waited for, and
 * one customer's orders are placed one at a time), then the unpaid-order limits (the customer's,
 * and, for an account that has never paid, its network's, under the network's lock), then stock
 * in ascending product id order, then the order with its own copy of every line.
 */
function reserveAndRecord(
  deps: OrderDeps,
  placer: Placer,
  body: CreateOrderBody,
  checked: { lines: Map<string, number>; address: ReturnType<typeof trimAddress>; network: string },
  key: string | undefined,
): Promise<repo.OrderRecord> {
  const { lines, address, network } = checked;
  const ordered = [...lines].sort(([a], [b]) => compareLines(lineOf(a), lineOf(b)));
  const units = ordered.reduce((sum, [, qty]) => sum + qty, 0);
  const now = deps.clock();

  return transaction(deps.db, async (tx) => {
    const { user, guest } = placer;
    let customer: { name: string; email: string };
    if (user) {
      const found = await holdings.lockCustomer(tx, user.id);
      // Deleted since the token was checked: the same answer as for any token of a deleted user.
      if (!found) throw new TokenFailedError();
      customer = found;
      checkUnpaidLimits(deps, await holdings.unpaidHoldings(tx, user.id), units);
    } else {
      // A guest is held to a customer's limits by e-mail address, and always to its network's.
      customer = guest;
      await lockGuest(tx, guest.email);
      checkUnpaidLimits(deps, await holdings.guestUnpaidHoldings(tx, guest.email), units);
    }
    if (!user || !(await holdings.hasPaidOrder(tx, user.id))) {
      await holdings.lockNetwork(tx, network);
      checkNetworkLimits(deps, await holdings.networkHoldings(tx, network), units);
    }

    const productIds = [...new Set(ordered.map(([key]) => lineOf(key).productId))];
    const found = await findOrderableProducts(tx, productIds);
    const { variants } = await findVariantsOf(tx, productIds);
    const priced = [];
    const quoteLines = [];
    for (const [key, qty] of ordered) {
      const { productId, variantId } = lineOf(key);
      const product = found.find((candidate) => candidate.id === productId);
      if (!product) throw new ValidationError(`Product not found: ${productId}`);
      const variant = chosenVariant(product, variantId, variants);
      const taken = variant
        ? await reserveVariantStock(tx, productId, variant.id, qty)
        : await reserveStock(tx, productId, qty);
      const label = variant ? `${product.name} (${variantLabel(variant)})` : product.name;
      if (!taken) {
        const left = variant ? await currentVariantStock(tx, variant.id) : await currentStock(tx, productId);
        throw new ConflictError(
          left === 0 ? `${label} is out of stock` : `Only ${left} of ${label} left in stock`,
        );
      }
      priced.push({
        productId,
        name: product.name,
        image: variant?.image ?? product.image,
        priceCents: variant ? variant.priceCents : product.priceCents,
        qty,
        variantId: variant?.id ?? null,
        sku: variant?.sku ?? null,
        variantLabel: variant ? variantLabel(variant) : null,
      });
      quoteLines.push({
        productId,
        category: product.category,
        brand: product.brand,
        priceCents: variant ? variant.priceCents : product.priceCents,
        qty,
      });
    }
    // Priced by the quote's own function, once the stock is held; its offer's use is taken here too.
    const shopper = user ? user.id : guest.email.toLowerCase();
    const { quote, redeem } = await placementQuote(tx, {
      lines: quoteLines,
      country: address.country,
      region: address.region,
      shippingMethod: body.shippingMethod,
      couponCode: body.couponCode,
      shopper,
      now,
      expectedTotalCents: body.expectedTotal === undefined ? undefined : toCents(body.expectedTotal),
    });
    const order = await repo.insertOrder(
      tx,
      {
        userId: user?.id ?? null,
        customerName: customer.name,
        customerEmail: customer.email,
        ...address,
        paymentMethod: body.paymentMethod,
        itemsCents: quote.itemsCents,
        discountCents: quote.discountCents,
        shippingCents: quote.shippingCents,
        taxCents: quote.taxCents,
        totalCents: quote.totalCents,
        couponCode: quote.offer?.code ?? null,
        shippingMethod: quote.shippingMethodId,
        expiresAt: new Date(now.getTime() + deps.holdMinutes * 60_000),
        withdrawalDays: deps.withdrawalDays,
        clientNetwork: network,
        idempotencyKey: key ?? null,
        requestHash: key ? requestHash(body) : null,
        guestKeySalt: guest ? newGuestSalt() : null,
      },
      priced,
    );
    await redeem(order.id);
    const link = order.guestKeySalt ? guestOrderLink(deps, order.id, accessKeyOf(deps, order)) : undefined;
    return mailOrderPlaced(tx, order, link);
  });
}

/**
 * Places an order priced from the database. With an Idempotency-Key, a retry of the same
 * request returns the order it already made instead of making (and charging stock for) another.
 */
export async function placeOrder(
  deps: OrderDeps,
  request: { user: AuthUser | null; clientAddress: string; idempotencyKey?: string | undefined },
  { guest: guestDetails, ...body }: PlaceOrderBody,
): Promise<{ order: GuestAwareOrder; replayed: boolean }> {
  const { user, idempotencyKey: key } = request;
  // Without a token and without guest details, the spec's answer stands: a token is needed.
  if (!user && !guestDetails) throw new UnauthorizedError(NO_TOKEN_MESSAGE);
  const placer: Placer = user ? { user } : { guest: checkGuest(guestDetails ?? {}) };
  if (key) {
    const previous = await replay(deps, placer, body, key);
    if (previous) return { order: previous, replayed: true };
  }
  if (body.orderItems.length === 0) throw new ValidationError('No order items');
  const checked = {
    lines: mergeLines(body.orderItems),
    address: trimAddress(body.shippingAddress),
    network: deps.networkOf(request.clientAddress),
  };
  providerFor(deps, body.paymentMethod);
  // Sold out: refused by a read, before any count, lock or write; and in a rush, only orders the
  // units left can serve go on, the rest wait to read the shelf again (docs/performance/flash.md).
  const wanted = [...checked.lines].map(([line, qty]) => ({ ...lineOf(line), qty }));
  const endTurn = await deps.stockTurns.take(
    wanted.map((line) => ({ key: stockKeyOf(line), qty: line.qty })),
    () => refuseWhenSoldOut(deps.shelfReads, wanted),
  );
  let sold = false;
  try {
    await throttle(deps, placer, checked.network);
    const record = await reserveAndRecord(deps, placer, body, checked, key);
    sold = true;
    countOrder('placed');
    deps.onStockChange();
    return { order: placedAnswer(deps, record), replayed: false };
  } catch (error) {
    // Two requests with one key raced; the database let one through, so answer with its order.
    if (key && isUniqueViolation(error)) {
      const previous = await replay(deps, placer, body, key);
      if (previous) return { order: previous, replayed: true };
    }
    throw error;
  } finally {
    endTurn(sold);
  }
}
