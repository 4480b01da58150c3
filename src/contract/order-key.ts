/**
 * Where a guest order's access key travels (docs/orders-and-payments.md#guest-checkout). Plain
 * constants, apart from the order schemas: the storefront's startup file reads them.
 */

/** The header the storefront sends a guest order's access key in, instead of a token. */
export const ORDER_KEY_HEADER = 'x-order-key';

/** The access key's place in a guest's order link: `/order/:id#key=<accessKey>`. */
export const ORDER_KEY_FRAGMENT = 'key';
