import { createHash } from 'node:crypto';
import type { CreateOrderBody, Order, PayBody, PaymentConfig } from '../../contract/orders.ts';
import { isUuid } from '../../contract/ids.ts';
import { MAX_LINE_QUANTITY } from '../../contract/limits.ts';
import { orderTotals } from '../../contract/pricing.ts';
import type { AuthUser } from '../auth/guard.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import type { PaypalProvider } from '../payments/paypal.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { toOrder } from './present.ts';
import * as repo from './repo.ts';

const EXPIRY_BATCH = 100;

export interface OrderServiceDeps {
  db: Db;
  holdMinutes: number;
  providers: readonly PaymentProvider[];
  paypal: (PaypalProvider & { clientId: string }) | undefined;
  /** Told whenever stock moves, so this instance's catalogue cache shows the new figures at once. */
  onStockChange?: () => void;
  clock?: () => Date;
}

/** The same product twice is one line; a merged line still obeys the per-line limit. */
export function mergeLines(items: CreateOrderBody['orderItems']): Map<string, number> {
  const lines = new Map<string, number>();
  for (const item of items) {
    const id = item.product.toLowerCase();
    if (!isUuid(id)) throw new ValidationError(`Product not found: ${item.product}`);
    lines.set(id, (lines.get(id) ?? 0) + item.qty);
  }
  for (const qty of lines.values()) {
    if (qty > MAX_LINE_QUANTITY) {
      throw new ValidationError(`At most ${MAX_LINE_QUANTITY} of one product fit in one order`);
    }
  }
  return lines;
}

function requestHash(body: CreateOrderBody): string {
  const canonical = {
    items: [...mergeLines(body.orderItems)].sort(([a], [b]) => a.localeCompare(b)),
    address: body.shippingAddress,
    method: body.paymentMethod,
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
  return trimmed;
}

export function createOrderService(deps: OrderServiceDeps) {
  const { db, holdMinutes, providers, paypal } = deps;
  const clock = deps.clock ?? (() => new Date());
  const stockChanged = deps.onStockChange ?? (() => undefined);
  const methods = providers.map((provider) => provider.method);

  function providerFor(method: string): PaymentProvider {
    const provider = providers.find((candidate) => candidate.method === method);
    if (!provider) throw new ValidationError(`Payment method ${method} is not available`);
    return provider;
  }

  async function load(id: string): Promise<repo.OrderRecord> {
    const record = isUuid(id) ? await repo.findById(db, id) : undefined;
    if (!record) throw new NotFoundError('Order not found');
    return record;
  }

  /** Other customers' orders do not exist, as far as they can tell. */
  async function loadVisible(user: AuthUser, id: string): Promise<repo.OrderRecord> {
    const record = await load(id);
    if (!user.isAdmin && record.userId !== user.id) throw new NotFoundError('Order not found');
    return record;
  }

  async function loadOwn(user: AuthUser, id: string): Promise<repo.OrderRecord> {
    const record = await load(id);
    if (record.userId !== user.id) throw new NotFoundError('Order not found');
    return record;
  }

  function explainRefusedTransition(record: repo.OrderRow, wanted: string): never {
    const reasons: Record<string, string> = {
      paid: 'Order is already paid',
      delivered: 'Order is already delivered',
      cancelled: 'Order was cancelled',
      pending: 'Order is not paid yet',
    };
    throw new ConflictError(`Cannot ${wanted}: ${reasons[record.status] ?? 'the order changed'}`);
  }

  async function place(user: AuthUser, body: CreateOrderBody, key: string | undefined): Promise<string> {
    if (body.orderItems.length === 0) throw new ValidationError('No order items');
    const lines = mergeLines(body.orderItems);
    const address = trimAddress(body.shippingAddress);
    providerFor(body.paymentMethod);
    const contact = await repo.findUserContact(db, user.id);
    if (!contact) throw new NotFoundError('User not found');
    const now = clock();

    return db.transaction(async (tx) => {
      const found = await repo.findOrderableProducts(tx, [...lines.keys()]);
      // Reserve in id order, so concurrent orders lock rows in the same sequence and cannot deadlock.
      const ordered = [...lines].sort(([a], [b]) => a.localeCompare(b));
      const priced = [];
      for (const [productId, qty] of ordered) {
        const product = found.find((candidate) => candidate.id === productId);
        if (!product) throw new ValidationError(`Product not found: ${productId}`);
        if (!(await repo.reserveStock(tx, productId, qty))) {
          const left = await repo.currentStock(tx, productId);
          throw new ConflictError(
            left === 0 ? `${product.name} is out of stock` : `Only ${left} of ${product.name} left in stock`,
          );
        }
        priced.push({
          productId,
          name: product.name,
          image: product.image,
          priceCents: product.priceCents,
          qty,
        });
      }
      const totals = orderTotals(priced);
      return repo.insertOrder(
        tx,
        {
          userId: user.id,
          customerName: contact.name,
          customerEmail: contact.email,
          ...address,
          paymentMethod: body.paymentMethod,
          ...totals,
          expiresAt: new Date(now.getTime() + holdMinutes * 60_000),
          idempotencyKey: key ?? null,
          requestHash: key ? requestHash(body) : null,
        },
        priced,
      );
    });
  }

  async function replay(user: AuthUser, body: CreateOrderBody, key: string): Promise<Order | undefined> {
    const existing = await repo.findByIdempotencyKey(db, user.id, key);
    if (!existing) return undefined;
    if (existing.requestHash !== requestHash(body)) {
      throw new ConflictError('This Idempotency-Key was already used for a different order');
    }
    return toOrder(await load(existing.id));
  }

  return {
    paymentConfig(): PaymentConfig {
      return { methods, currency: 'USD', ...(paypal ? { paypalClientId: paypal.clientId } : {}) };
    },

    /**
     * Places an order priced from the database. With an Idempotency-Key, a retry of the same
     * request returns the order it already made instead of making (and charging stock for) another.
     */
    async create(
      user: AuthUser,
      body: CreateOrderBody,
      key?: string,
    ): Promise<{ order: Order; replayed: boolean }> {
      if (key) {
        const previous = await replay(user, body, key);
        if (previous) return { order: previous, replayed: true };
      }
      try {
        const id = await place(user, body, key);
        stockChanged();
        return { order: toOrder(await load(id)), replayed: false };
      } catch (error) {
        // Two requests with one key raced; the database let one through, so answer with its order.
        if (key && isUniqueViolation(error)) {
          const previous = await replay(user, body, key);
          if (previous) return { order: previous, replayed: true };
        }
        throw error;
      }
    },

    async get(user: AuthUser, id: string): Promise<Order> {
      return toOrder(await loadVisible(user, id));
    },

    async mine(user: AuthUser): Promise<Order[]> {
      return (await repo.listByUser(db, user.id)).map(toOrder);
    },

    async all(): Promise<Order[]> {
      return (await repo.listAll(db)).map(toOrder);
    },

    async createPaypalOrder(user: AuthUser, id: string): Promise<{ id: string }> {
      if (!paypal) throw new ValidationError('Payment method PayPal is not available');
      const record = await loadOwn(user, id);
      if (record.status !== 'pending') explainRefusedTransition(record, 'pay');
      if (record.providerOrderId) return { id: record.providerOrderId };
      const providerOrderId = await paypal.createOrder({
        id: record.id,
        totalCents: record.totalCents,
        providerOrderId: null,
      });
      if (!(await repo.bindProviderOrder(db, record.id, providerOrderId))) {
        explainRefusedTransition(await load(id), 'pay');
      }
      return { id: providerOrderId };
    },

    /** The provider is asked outside any transaction; the order becomes paid in one conditional update. */
    async pay(user: AuthUser, id: string, body: PayBody): Promise<Order> {
      const record = await loadOwn(user, id);
      if (record.status !== 'pending') explainRefusedTransition(record, 'pay');
      if (record.expiresAt.getTime() <= clock().getTime()) {
        throw new ConflictError('Cannot pay: this order has expired; please place it again');
      }
      const provider = providerFor(record.paymentMethod);
      const result = await provider.confirm(
        { id: record.id, totalCents: record.totalCents, providerOrderId: record.providerOrderId },
        body,
      );
      let paid: repo.OrderRow | undefined;
      try {
        paid = await repo.markPaid(db, record.id, result, clock());
      } catch (error) {
        if (isUniqueViolation(error))
          throw new ConflictError('This payment has already been used for another order');
        throw error;
      }
      if (!paid) explainRefusedTransition(await load(id), 'pay');
      return toOrder(await load(id));
    },

    async deliver(id: string): Promise<Order> {
      await load(id);
      const delivered = await repo.transition(db, id, ['paid'], {
        status: 'delivered',
        deliveredAt: clock(),
      });
      if (!delivered) explainRefusedTransition(await load(id), 'mark as delivered');
      return toOrder(await load(id));
    },

    /** The customer (or an admin) gives up an unpaid order; its stock goes back on the shelf. */
    async cancel(user: AuthUser, id: string): Promise<Order> {
      await loadVisible(user, id);
      const cancelled = await db.transaction(async (tx) => {
        const row = await repo.transition(tx, id, ['pending'], { status: 'cancelled', cancelledAt: clock() });
        if (row) await repo.releaseStock(tx, id);
        return row;
      });
      if (!cancelled) explainRefusedTransition(await load(id), 'cancel');
      stockChanged();
      return toOrder(await load(id));
    },

    /** Cancels unpaid orders past their hold and returns their stock; safe to run on every instance. */
    async expireDue(): Promise<number> {
      const expired = await db.transaction(async (tx) => {
        const due = await repo.lockExpiredPending(tx, clock(), EXPIRY_BATCH);
        for (const id of due) {
          if (await repo.transition(tx, id, ['pending'], { status: 'cancelled', cancelledAt: clock() })) {
            await repo.releaseStock(tx, id);
          }
        }
        return due.length;
      });
      if (expired > 0) stockChanged();
      return expired;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
