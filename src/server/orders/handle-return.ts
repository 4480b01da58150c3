import {
  MAX_RETURN_NOTE,
  RETURNS_PAGE_SIZE,
  type OrderReturn,
  type ReturnListQuery,
  type ReturnMoveBody,
} from '../../contract/returns.ts';
import { textProblem } from '../../contract/text-rules.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import type { AuthUser } from '../auth/index.ts';
import { type Db, transaction } from '../db/index.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { mailReturnStep } from '../mail/index.ts';
import { isUuid } from '../../contract/ids.ts';
import { loadOrder } from './access.ts';
import type { OrderDeps } from './deps.ts';
import { refundPart } from './refund-part.ts';
import { presentAll } from './request-return.ts';
import { mailReturnOf } from './return-present.ts';
import { mayMove, moveRefusal, type ReturnMoveName } from './return-moves.ts';
import * as returns from './returns-repo.ts';
import { withdrawalRefundsShipping } from './withdraw.ts';

/** Staff handle a return (docs/orders-and-payments.md#returns): decide, receive, refund. */

export async function loadReturn(db: Db, id: string): Promise<returns.ReturnRow> {
  const row = isUuid(id) ? await returns.findReturn(db, id) : undefined;
  if (!row) throw new NotFoundError('Return not found');
  return row;
}

/** The staff's note, trimmed (null when blank), or a 400; refusing needs one, so the shopper knows why. */
export function checkNote(note: string | undefined, required: boolean): string | null {
  const trimmed = (note ?? '').trim();
  if (!trimmed) {
    if (required) throw new ValidationError('note is required to refuse a return');
    return null;
  }
  if (trimmed.length > MAX_RETURN_NOTE)
    throw new ValidationError(`note must be at most ${MAX_RETURN_NOTE} characters`);
  const problem = textProblem(trimmed, 'multi-line');
  if (problem) throw new ValidationError(`note ${problem}`);
  return trimmed;
}

/** When each move happened, on the column that records it. */
function stampOf(name: ReturnMoveName, now: Date) {
  if (name === 'receive') return { receivedAt: now };
  if (name === 'refund') return { refundedAt: now };
  return { decidedAt: now };
}

/**
 * Approve, refuse or receive: one conditional update of the return's state (return-moves.ts), its
 * mail to the shopper and its audit entry in one transaction, so of parallel moves one wins and
 * mails once; the others get 409 with the state the return has now.
 */
export async function moveReturnByStaff(
  deps: Pick<OrderDeps, 'db' | 'clock'>,
  audit: AuditActor,
  id: string,
  body: ReturnMoveBody,
): Promise<OrderReturn> {
  const found = await loadReturn(deps.db, id);
  const name = body.action;
  const note = checkNote(body.note, name === 'refuse');
  if (!mayMove(name, found.kind, found.state)) throw moveRefusal(name, found.kind, found.state);
  const order = await loadOrder(deps.db, found.orderId);
  const moved = await transaction(deps.db, async (tx) => {
    const row = await returns.moveReturn(tx, id, name, {
      ...stampOf(name, deps.clock()),
      ...(note === null ? {} : { note }),
    });
    if (!row) return undefined;
    await mailReturnStep(tx, RETURN_STEP[name], mailReturnOf(row, order));
    await recordAudit(tx, {
      actor: audit,
      kind: `return.${name}`,
      target: id,
      before: { status: found.state, note: found.note },
      after: { status: row.state, note: row.note },
    });
    return row;
  });
  if (!moved) {
    const now = await loadReturn(deps.db, id);
    throw moveRefusal(name, now.kind, now.state);
  }
  const [shown] = await presentAll(deps, [moved], [order]);
  if (!shown) throw new Error('return without its order');
  return shown;
}

const RETURN_STEP = { approve: 'approved', refuse: 'refused', receive: 'received' } as const;

/**
 * Refunds a received return through the partial refund (refund-part.ts): its lines, restocked, at
 * the amount the partial refund of those lines gives, within the refunding staff's limit. The
 * claim names the return, and a unique index allows one claim a return, so parallel refunds of it
 * give one refund and one restock; the return is marked refunded, mailed and audited in the
 * transaction that records the refund given.
 */
export async function refundReturn(
  deps: OrderDeps,
  admin: AuthUser,
  audit: AuditActor,
  id: string,
  noteAsked: string | undefined,
): Promise<OrderReturn> {
  const found = await loadReturn(deps.db, id);
  const note = checkNote(noteAsked, false);
  if (!mayMove('refund', found.kind, found.state)) throw moveRefusal('refund', found.kind, found.state);
  const order = await loadOrder(deps.db, found.orderId);
  await refundPart(
    deps,
    admin,
    audit,
    order,
    (claims) => {
      if (claims.some((claim) => claim.returnId === id)) throw moveRefusal('refund', found.kind, 'refunded');
      const shipping = found.kind === 'withdrawal' && withdrawalRefundsShipping(order, claims, found.lines);
      return { lines: found.lines, shipping, restock: true, returnId: id };
    },
    async (tx, claim) => {
      const row = await returns.moveReturn(tx, id, 'refund', {
        refundedAt: deps.clock(),
        ...(note === null ? {} : { note }),
      });
      if (!row) return;
      await mailReturnStep(tx, 'refunded', mailReturnOf(row, order, claim.amountCents));
      await recordAudit(tx, {
        actor: audit,
        kind: 'return.refund',
        target: id,
        before: { status: found.state },
        after: { status: row.state, refund: claim.id },
      });
    },
  );
  const [shown] = await presentAll(
    deps,
    [await loadReturn(deps.db, id)],
    [await loadOrder(deps.db, order.id)],
  );
  if (!shown) throw new Error('return without its order');
  return shown;
}

export interface ReturnPage {
  returns: OrderReturn[];
  /** At least 1, even when there are none. */
  pages: number;
}

/** The staff list: one state or all (open ones first), newest first, a page of RETURNS_PAGE_SIZE. */
export async function listReturns(deps: Pick<OrderDeps, 'db'>, query: ReturnListQuery): Promise<ReturnPage> {
  const pageNumber = query.pageNumber ?? 1;
  const { rows, total } = await returns.listPage(deps.db, {
    state: query.status,
    limit: RETURNS_PAGE_SIZE,
    offset: (pageNumber - 1) * RETURNS_PAGE_SIZE,
  });
  const orders = [];
  for (const orderId of new Set(rows.map((row) => row.orderId)))
    orders.push(await loadOrder(deps.db, orderId));
  return {
    returns: await presentAll(deps, rows, orders),
    pages: Math.max(1, Math.ceil(total / RETURNS_PAGE_SIZE)),
  };
}
