import type { Order } from '../../contract/orders.ts';
import type { AuthUser } from '../auth/guard.ts';
import { loadVisible } from './access.ts';
import type { OrderDeps } from './deps.ts';
import { toOrder } from './present.ts';
import * as repo from './repo.ts';

/** Orders per page of both order lists (README, "Orders and payments"). */
export const ORDERS_PAGE_SIZE = 20;

export interface OrderPage {
  orders: Order[];
  /** At least 1, even when there are no orders. */
  pages: number;
}

async function page(deps: Pick<OrderDeps, 'db'>, userId: string | undefined, pageNumber: number) {
  const { records, total } = await repo.listPage(deps.db, {
    userId,
    limit: ORDERS_PAGE_SIZE,
    offset: (pageNumber - 1) * ORDERS_PAGE_SIZE,
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

/** Every order in the shop (for admins), newest first, one page. */
export function listAllOrders(deps: Pick<OrderDeps, 'db'>, pageNumber: number): Promise<OrderPage> {
  return page(deps, undefined, pageNumber);
}

export async function getOrder(deps: Pick<OrderDeps, 'db'>, user: AuthUser, id: string): Promise<Order> {
  return toOrder(await loadVisible(deps.db, user, id));
}
