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

/** To the address an account had: its e-mail was changed, and what to do if that was not them. */
export function emailChangedMessage(
  to: { email: string; name: string },
  change: { newEmail: string; resetLink: string },
): MailMessage {
  return compose({
    kind: 'email-changed',
    to: to.email,
    subject: 'Your Easy-Buy e-mail address was changed',
    text: [
      `Hello ${to.name},`,
      '',
      `the e-mail address of your Easy-Buy account was changed to ${change.newEmail}.`,
      'Mail about your account and orders goes there from now on.',
      '',
      'If you did not make this change, someone else may have your password. Reset it here, and',
      'tell us by replying to this message:',
      '',
      change.resetLink,
    ],
    html: html`<p>Hello ${to.name},</p>
      <p>
        the e-mail address of your Easy-Buy account was changed to <strong>${change.newEmail}</strong>. Mail
        about your account and orders goes there from now on.
      </p>
      <p>
        If you did not make this change, someone else may have your password:
        <a href="${change.resetLink}">reset it</a>, and tell us by replying to this message.
      </p>`,
  });
}

/** To the account's address: its password was changed, and every other session ended. */
export function passwordChangedMessage(to: { email: string; name: string }, resetLink: string): MailMessage {
  return compose({
    kind: 'password-changed',
    to: to.email,
    subject: 'Your Easy-Buy password was changed',
    text: [
      `Hello ${to.name},`,
      '',
      'the password of your Easy-Buy account was changed, and every other place it was signed in',
      'has been signed out.',
      '',
      'If you did not make this change, reset your password here at once:',
      '',
      resetLink,
    ],
    html: html`<p>Hello ${to.name},</p>
      <p>
        the password of your Easy-Buy account was changed, and every other place it was signed in has been
        signed out.
      </p>
      <p>If you did not make this change, <a href="${resetLink}">reset your password</a> at once.</p>`,
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
