import { ORDER_EVENT_KINDS } from '../../contract/order-status.ts';
import type { Order, OrderEvent, OrderFilterQuery } from '../../contract/orders.ts';
import type { AuthUser } from '../auth/index.ts';
import type { GuestAwareOrder } from '../../contract/guest-orders.ts';
import { loadOrder } from './access.ts';
import { loadForCaller, toGuestAwareOrder, type OrderCaller } from './guest-orders.ts';
import type { OrderDeps } from './deps.ts';
import { toOrder } from './present.ts';
import * as repo from './repo.ts';
import * as transitions from './transition-repo.ts';

/** Orders per page of both order lists (docs/orders-and-payments.md, "Order screens and management"). */
export const ORDERS_PAGE_SIZE = 20;

export interface OrderPage {
  orders: Order[];
  /** At least 1, even when there are no orders. */
  pages: number;
}

async function page(
  deps: Pick<OrderDeps, 'db'>,
  userId: string | undefined,
  pageNumber: number,
  filter: repo.OrderFilter = {},
) {
  const { records, total } = await repo.listPage(deps.db, {
    userId,
    limit: ORDERS_PAGE_SIZE,
    offset: (pageNumber - 1) * ORDERS_PAGE_SIZE,
    filter,
  });
  return { orders: records.map(toOrder), pages: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)) };
}

/** The caller's own orders, newest first, one page. */
export function listMyOrders(
  deps: Pick<OrderDeps, 'db'>,
  user: AuthUser,
  pageNumber: number,
): Promise<OrderPage> {
  return page(deps, user.id, pageNumber);
}

/** The admin's filter as the repository takes it: blank words look for nothing. */
export function orderFilter(query: OrderFilterQuery): repo.OrderFilter {
  return { status: query.status, keyword: query.keyword?.trim() || undefined };
}

/** Every order in the shop (for admins), newest first, one page, narrowed by the admin's filter. */
export function listAllOrders(
  deps: Pick<OrderDeps, 'db'>,
  pageNumber: number,
  query: OrderFilterQuery = {},
): Promise<OrderPage> {
  return page(deps, undefined, pageNumber, orderFilter(query));
}

/** One order: its owner's (or any, for an admin) with a token, or a guest order with its key. */
export async function getOrder(
  deps: Pick<OrderDeps, 'db' | 'guestKeySecret'>,
  caller: OrderCaller,
  id: string,
): Promise<GuestAwareOrder> {
  return toGuestAwareOrder(await loadForCaller(deps, caller, id, true));
}

/** An order's timeline, oldest first; steps of one instant keep the order they happen in. */
export async function orderTimeline(deps: Pick<OrderDeps, 'db'>, id: string): Promise<OrderEvent[]> {
  await loadOrder(deps.db, id);
  const rows = await transitions.listEvents(deps.db, id);
  const step = (kind: OrderEvent['kind']) => ORDER_EVENT_KINDS.indexOf(kind);
  return rows
    .sort((a, b) => a.at.getTime() - b.at.getTime() || step(a.kind) - step(b.kind))
    .map((row) => ({
      kind: row.kind,
      at: row.at.toISOString(),
      by: row.actorName === null ? null : { _id: row.actorId, name: row.actorName },
    }));
}
