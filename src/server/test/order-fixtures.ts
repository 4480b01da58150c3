/**
 * What every order a test places is shipped to and paid with: the server's suites and the cluster
 * suite alike, so this file imports nothing.
 */

export const SHIPPING_ADDRESS = {
  address: '1 Main Street',
  city: 'Springfield',
  postalCode: '12345',
  country: 'USA',
};

/** TestCard's card that pays (docs/orders-and-payments.md). */
export const PAYING_CARD = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2099,
  cvc: '123',
  name: 'Casey Customer',
};
