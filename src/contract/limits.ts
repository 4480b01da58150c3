/**
 * Limits both sides enforce. Kept free of schema code so the storefront can import them
 * without shipping the schema library to browsers.
 */

/** The longest search keyword the API accepts (docs/architecture.md §6). */
export const MAX_KEYWORD_LENGTH = 100;

/** At most this many of one product per order line (docs/architecture.md §6). */
export const MAX_LINE_QUANTITY = 10;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;

/** The longest street and city, on an order and in the address book, and an order's country as typed. */
export const ADDRESS_LINE_MAX_LENGTH = 200;
export const POSTAL_CODE_MAX_LENGTH = 20;

/** The most lines one cart may hold; an order takes at most as many (docs/architecture.md §6). */
export const MAX_CART_LINES = 50;
