import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { GuestAwareOrder, GuestDetails } from '../../contract/guest-orders.ts';
import { textProblem } from '../../contract/text-rules.ts';
import type { AuthUser } from '../auth/index.ts';
import { type Db, orders } from '../db/index.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { loadOrder } from './access.ts';
import type { OrderDeps } from './deps.ts';
import { guestKeyOf, keyOpens } from './guest-keys.ts';
import { toOrder } from './present.ts';
import * as repo from './repo.ts';

/**
 * Guest orders (docs/orders-and-payments.md#guest-checkout): who a guest is, what one guest
 * address holds, which caller a key lets in, and saving a guest order to an account.
 */

export interface Guest {
  /** Trimmed and lower-cased: one address is one guest, however it was typed. */
  email: string;
  name: string;
}

/** The guest's details, or a 400 naming the field that is missing or wrong. */
export function checkGuest(details: GuestDetails): Guest {
  const email = (details.email ?? '').trim().toLowerCase();
  const name = (details.name ?? '').trim();
  if (!email) throw new ValidationError('guest.email is required');
  const emailProblem = textProblem(email, 'email');
  if (emailProblem) throw new ValidationError(`guest.email ${emailProblem}`);
  if (!name) throw new ValidationError('guest.name is required');
  const nameProblem = textProblem(name, 'single-line');
  if (nameProblem) throw new ValidationError(`guest.name ${nameProblem}`);
  return { email, name };
}

/** The guest order a retry with the same Idempotency-Key and e-mail address already made, if any. */
export async function findGuestByIdempotencyKey(
  db: Db,
  email: string,
  key: string,
): Promise<repo.OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.customerEmail, email), eq(orders.idempotencyKey, key), isNotNull(orders.guestKeySalt)),
    );
  return row;
}

/**
 * Guest placements with one e-mail address take turns until their transaction ends, as one
 * customer's do on their row, so what the address holds unpaid can be counted and added to.
 */
export async function lockGuest(db: Db, email: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`orders-guest:${email}`}, 0))`);
}

/** The order as the routes answer it: a guest's carries who the guest is. */
export function toGuestAwareOrder(record: repo.OrderRecord): GuestAwareOrder {
  const order = toOrder(record);
  return record.guestKeySalt
    ? { ...order, guest: { name: record.customerName, email: record.customerEmail } }
    : order;
}

/** The key that opens a guest order, for its placement's answer and its retries. */
export function accessKeyOf(deps: Pick<OrderDeps, 'guestKeySecret'>, record: repo.OrderRow): string {
  if (!record.guestKeySalt) throw new Error('not a guest order');
  return guestKeyOf(deps.guestKeySecret, record.id, record.guestKeySalt);
}

/** The link a guest's mail carries: the key after `#`, so no server or proxy ever logs it. */
export function guestOrderLink(deps: Pick<OrderDeps, 'publicUrl'>, orderId: string, key: string): string {
  return `${deps.publicUrl.replace(/\/+$/, '')}/order/${orderId}#key=${key}`;
}

/** Who is asking for an order: a signed-in user, the holder of a guest order's key, or both. */
export interface OrderCaller {
  user: AuthUser | null;
  orderKey: string | undefined;
}

/**
 * The order, if this caller may see it: its key opens a guest order; otherwise as before, the
 * owner (or an admin, when `admins` is set) with a token. Anything else is the same 404 as an
 * order that does not exist.
 */
export async function loadForCaller(
  deps: Pick<OrderDeps, 'db' | 'guestKeySecret'>,
  caller: OrderCaller,
  id: string,
  admins: boolean,
): Promise<repo.OrderRecord> {
  const record = await loadOrder(deps.db, id);
  if (keyOpens(deps.guestKeySecret, record, caller.orderKey)) return record;
  const { user } = caller;
  if (user && (record.userId === user.id || (admins && user.isAdmin))) return record;
  throw new NotFoundError('Order not found');
}

/**
 * Saves a guest order to the signed-in customer's account, for a caller holding its key: from
 * then on it is theirs (My Orders lists it) and the key opens nothing. A wrong key, or an order
 * already saved, is the same 404 as an unknown order.
 */
export async function claimGuestOrder(
  deps: Pick<OrderDeps, 'db' | 'guestKeySecret'>,
  user: AuthUser,
  id: string,
  key: string | undefined,
): Promise<GuestAwareOrder> {
  const record = await loadOrder(deps.db, id);
  if (!record.guestKeySalt || !keyOpens(deps.guestKeySecret, record, key)) {
    throw new NotFoundError('Order not found');
  }
  const [claimed] = await deps.db
    .update(orders)
    .set({ userId: user.id, guestKeySalt: null })
    .where(and(eq(orders.id, record.id), eq(orders.guestKeySalt, record.guestKeySalt)))
    .returning({ id: orders.id });
  // Another request saved it first, with the same key: to this one it is gone.
  if (!claimed) throw new NotFoundError('Order not found');
  return toOrder(await loadOrder(deps.db, id));
}
