import { html } from './html.ts';
import { compose, money, type MailMessage } from './message.ts';

export interface MailPriceDrop {
  name: string;
  link: string;
  wasCents: number;
  nowCents: number;
}

/**
 * Wishlisted products that got cheaper, gathered into one mail (at most one a day), with the
 * one-button unsubscribe (docs/wishlist-and-cart.md#price-drop-mails).
 */
export function priceDropMessage(
  to: string,
  drops: readonly MailPriceDrop[],
  unsubscribe: string,
): MailMessage {
  const [only] = drops;
  return compose({
    kind: 'price-drop',
    to,
    subject:
      drops.length === 1 && only
        ? `${only.name} is now ${money(only.nowCents)}`
        : `${drops.length} products on your wishlist are cheaper`,
    text: [
      'Hello,',
      '',
      'prices went down on your wishlist:',
      '',
      ...drops.flatMap((drop) => [
        `${drop.name}: ${money(drop.nowCents)} (was ${money(drop.wasCents)})`,
        drop.link,
        '',
      ]),
      'To stop these mails, open this link and press Unsubscribe:',
      unsubscribe,
    ],
    html: html`<p>Hello,</p>
      <p>prices went down on your wishlist:</p>
      <ul>
        ${drops.map(
          (drop) =>
            html`<li>
              <a href="${drop.link}">${drop.name}</a>: <strong>${money(drop.nowCents)}</strong> (was
              ${money(drop.wasCents)})
            </li>`,
        )}
      </ul>
      <p><a href="${unsubscribe}">Unsubscribe from price-drop mails</a></p>`,
  });
}
