import { isUuid } from '../../contract/ids.ts';
import type { AuthUser } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { NotFoundError } from '../errors.ts';
import * as repo from './repo.ts';
import { refusal, type TransitionName } from './transitions.ts';

export async function loadOrder(db: Db, id: string): Promise<repo.OrderRecord> {
  const record = isUuid(id) ? await repo.findById(db, id) : undefined;
  if (!record) throw new NotFoundError('Order not found');
  return record;
}

/** Other customers' orders do not exist, as far as they can tell; admins see every order. */
export async function loadVisible(db: Db, user: AuthUser, id: string): Promise<repo.OrderRecord> {
  const record = await loadOrder(db, id);
  if (!user.isAdmin && record.userId !== user.id) throw new NotFoundError('Order not found');
  return record;
}

/** Only the customer who placed an order may pay it. */
export async function loadOwn(db: Db, user: AuthUser, id: string): Promise<repo.OrderRecord> {
  const record = await loadOrder(db, id);
  if (record.userId !== user.id) throw new NotFoundError('Order not found');
  return record;
}

/** A transition was refused: the reason comes from the status the order has now, not before. */
export async function refusedNow(db: Db, id: string, name: TransitionName): Promise<Error> {
  return refusal(name, (await loadOrder(db, id)).status);
}
