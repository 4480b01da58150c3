import { ERROR_CODES } from '../../contract/errors.ts';
import { randomUUID } from 'node:crypto';
import type { CardDetails } from '../../contract/orders.ts';
import { AppError, ValidationError } from '../errors.ts';
import type { PaymentProvider } from './provider.ts';

export const TEST_CARD_SUCCEEDS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';

export class PaymentDeclinedError extends AppError {
  constructor(message: string) {
    super(402, message, ERROR_CODES.paymentDeclined);
  }
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'Visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  return 'Card';
}

function checkCard(card: CardDetails, now: Date): string {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) {
    throw new ValidationError('Card number is not valid');
  }
  if (!/^\d{3,4}$/.test(card.cvc)) throw new ValidationError('Security code must be 3 or 4 digits');
  if (!card.name.trim()) throw new ValidationError('Name on card is required');
  const endOfExpiryMonth = Date.UTC(card.expYear, card.expMonth, 1);
  if (endOfExpiryMonth <= now.getTime()) throw new ValidationError('Card has expired');
  return digits;
}

/**
 * The offline provider for demos and tests: no money moves. It behaves like a card network's test
 * mode, and keeps nothing of the card but its brand and last four digits. An attempt interrupted
 * by a crash took no money, so `recover` always answers "nothing was paid".
 */
export function createTestCardProvider(clock: () => Date = () => new Date()): PaymentProvider {
  return {
    method: 'TestCard',
    confirm(_order, body) {
      if (!body.card) return Promise.reject(new ValidationError('Card details are required'));
      try {
        const digits = checkCard(body.card, clock());
        if (digits === TEST_CARD_DECLINED) throw new PaymentDeclinedError('Card declined');
        if (digits !== TEST_CARD_SUCCEEDS) {
          throw new PaymentDeclinedError(
            'Card declined: test mode accepts only the test card 4242 4242 4242 4242',
          );
        }
        return Promise.resolve({
          provider: 'TestCard',
          id: `tc_${randomUUID()}`,
          status: 'COMPLETED',
          updateTime: clock().toISOString(),
          brand: brandOf(digits),
          last4: digits.slice(-4),
        });
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    recover: () => Promise.resolve(undefined),
    // No money moved, so none goes back: the refund is done at once.
    refund: () => Promise.resolve({ id: `tcr_${randomUUID()}` }),
  };
}
