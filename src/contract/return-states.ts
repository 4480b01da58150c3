/**
 * A return's kinds, states and limits, apart from the request schemas (returns.ts): the admin
 * screen's URL check reads them from the startup file, which must not carry the schemas.
 */

/** `return`: the shopper's request, which staff may refuse. `withdrawal` is kept for the EU withdrawal. */
export const RETURN_KINDS = ['return', 'withdrawal'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

export const RETURN_STATES = ['requested', 'approved', 'refused', 'received', 'refunded'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** States in which a return is still being handled: the admin list shows them first. */
export const OPEN_RETURN_STATES: readonly ReturnState[] = ['requested', 'approved', 'received'];

export const RETURN_STATE_LABELS: Record<ReturnState, string> = {
  requested: 'Requested',
  approved: 'Approved',
  refused: 'Refused',
  received: 'Received',
  refunded: 'Refunded',
};

/** Days after delivery within which a return may be asked for. */
export const RETURN_DAYS = 30;
/** Days after delivery within which the EU withdrawal may be made (Directive 2023/2673): never fewer. */
export const WITHDRAWAL_DAYS = 14;
export const MAX_RETURN_REASON = 500;
export const MAX_RETURN_NOTE = 500;
export const RETURNS_PAGE_SIZE = 20;
