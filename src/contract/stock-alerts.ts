import { Type, type Static } from 'typebox';
import { EmailAddress, Id, IdInput } from './common.ts';
import { EMAIL_MAX_LENGTH } from './users.ts';

/**
 * `POST /api/products/:id/stock-alerts` (docs/catalogue.md#notify-me). `email` may be left out by
 * a signed-in customer, who is then alerted at the account's address; `variant` names the sold-out
 * variant of a product that has variants.
 */
export const StockAlertBody = Type.Object({
  email: Type.Optional(EmailAddress({ minLength: 3, maxLength: EMAIL_MAX_LENGTH })),
  variant: Type.Optional(IdInput),
});
export type StockAlertBody = Static<typeof StockAlertBody>;

export const StockAlertParams = Type.Object({ id: IdInput });

/**
 * The same words whether or not the address has an account, and whether this was its first
 * sign-up or a repeat: the answer tells nobody anything about an address.
 */
export const StockAlertAnswer = Type.Object({
  product: Id,
  /** True when no confirmation is needed (the signed-in customer's own address). */
  confirmed: Type.Boolean(),
  message: Type.String(),
});
export type StockAlertAnswer = Static<typeof StockAlertAnswer>;

export const StockAlertTokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

export const STOCK_ALERT_CONFIRM_SENT =
  'If this address can receive mail, a message is on its way: open its link to confirm the alert.';
export const STOCK_ALERT_SAVED = 'We will e-mail you once, when it is back in stock.';
