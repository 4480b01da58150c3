import { html } from './html.ts';
import { compose, money, type MailMessage } from './message.ts';

export function passwordResetMessage(
  to: { email: string; name: string },
  link: string,
  minutes: number,
): MailMessage {
  return compose({
    kind: 'password-reset',
    to: to.email,
    subject: 'Reset your Easy-Buy password',
    text: [
      `Hello ${to.name},`,
      '',
      'someone (we hope you) asked to reset the password of your Easy-Buy account.',
      `Open this link within ${minutes} minutes to choose a new one; it works once:`,
      '',
      link,
      '',
      'If you did not ask, ignore this message: your password stays as it is.',
    ],
    html: html`<p>Hello ${to.name},</p>
      <p>
        someone (we hope you) asked to reset the password of your Easy-Buy account. Open this link within
        ${minutes} minutes to choose a new one; it works once:
      </p>
      <p><a href="${link}">Reset your password</a></p>
      <p>If you did not ask, ignore this message: your password stays as it is.</p>`,
  });
}

export interface LowStockProduct {
  name: string;
  countInStock: number;
  priceCents: number;
}

export function lowStockMessage(
  to: { email: string; name: string },
  products: readonly LowStockProduct[],
  threshold: number,
): MailMessage {
  const line = (product: LowStockProduct) =>
    `${product.name}: ${product.countInStock} left (${money(product.priceCents)})`;
  return compose({
    kind: 'low-stock',
    to: to.email,
    subject: `Low stock: ${products.length} product${products.length === 1 ? '' : 's'} under ${threshold}`,
    text: [
      `Hello ${to.name},`,
      '',
      `these products fell under ${threshold} in stock:`,
      ...products.map((product) => `- ${line(product)}`),
    ],
    html: html`<p>Hello ${to.name},</p>
      <p>these products fell under ${threshold} in stock:</p>
      <ul>
        ${products.map((product) => html`<li>${line(product)}</li>`)}
      </ul>`,
  });
}
