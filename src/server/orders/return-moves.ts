import type { ReturnKind, ReturnState } from '../../contract/returns.ts';
import { ConflictError } from '../errors.ts';

interface ReturnMove {
  from: readonly ReturnState[];
  to: ReturnState;
  /** How a refusal starts: "Cannot {verb} this return: …". */
  verb: string;
  /** The kinds of return that may take it: a withdrawal cannot be refused. */
  kinds: readonly ReturnKind[];
}

/**
 * Every way a return's state may change, and from which states: the only place that says so
 * (docs/orders-and-payments.md#returns). Each move is one conditional UPDATE … WHERE state IN (from)
 * (returns-repo.ts), so of parallel moves of one return exactly one wins; the others are refused
 * with the reason the state it has now gives.
 *
 * A return is `requested` by the shopper; staff approve or refuse it (a withdrawal cannot be
 * refused); the goods come back (`received`); the partial refund of its lines closes it.
 */
export const RETURN_MOVES = {
  approve: { from: ['requested'], to: 'approved', verb: 'approve', kinds: ['return', 'withdrawal'] },
  refuse: { from: ['requested'], to: 'refused', verb: 'refuse', kinds: ['return'] },
  receive: { from: ['approved'], to: 'received', verb: 'mark as received', kinds: ['return', 'withdrawal'] },
  refund: { from: ['received'], to: 'refunded', verb: 'refund', kinds: ['return', 'withdrawal'] },
} as const satisfies Record<string, ReturnMove>;

export type ReturnMoveName = keyof typeof RETURN_MOVES;

const BECAUSE: Record<ReturnState, string> = {
  requested: 'it is waiting for a decision',
  approved: 'it is approved and waiting for the goods',
  refused: 'it was refused',
  received: 'its goods were already received',
  refunded: 'it was already refunded',
};

/** Whether a return of this kind in this state may take this move. */
export function mayMove(name: ReturnMoveName, kind: ReturnKind, state: ReturnState): boolean {
  const move: ReturnMove = RETURN_MOVES[name];
  return move.kinds.includes(kind) && move.from.includes(state);
}

/** Why the return refuses the move, from its kind and the state it has now. */
export function moveRefusal(name: ReturnMoveName, kind: ReturnKind, state: ReturnState): ConflictError {
  const move: ReturnMove = RETURN_MOVES[name];
  const reason = move.kinds.includes(kind) ? BECAUSE[state] : `a ${kind} cannot be refused`;
  return new ConflictError(`Cannot ${move.verb} this return: ${reason}`);
}
