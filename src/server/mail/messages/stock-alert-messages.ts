import { html } from './html.ts';
import { compose, type MailMessage } from './message.ts';

/** The double opt-in: the only mail an unconfirmed address gets (docs/catalogue.md#notify-me). */
export function stockAlertConfirmMessage(
  to: string,
  product: { name: string },
  links: { confirm: string; unsubscribe: string },
): MailMessage {
  return compose({
    kind: 'stock-alert-confirm',
    to,
    subject: `Confirm your alert for ${product.name}`,
    text: [
      'Hello,',
      '',
      `someone (we hope you) asked us to mail this address when ${product.name} is back in stock.`,
      'Open this link to confirm; until then we send nothing more:',
      '',
      links.confirm,
      '',
      'If you did not ask, ignore this message, or remove the request here:',
      links.unsubscribe,
    ],
    html: html`<p>Hello,</p>
      <p>
        someone (we hope you) asked us to mail this address when <strong>${product.name}</strong> is back in
        stock. Confirm it with this link; until then we send nothing more:
      </p>
      <p><a href="${links.confirm}">Confirm the alert</a></p>
      <p>
        If you did not ask, ignore this message, or <a href="${links.unsubscribe}">remove the request</a>.
      </p>`,
  });
}

/** Stock came back: sent once, after which the alert is spent. */
export function backInStockMessage(to: string, product: { name: string; link: string }): MailMessage {
  return compose({
    kind: 'back-in-stock',
    to,
    subject: `${product.name} is back in stock`,
    text: [
      'Hello,',
      '',
      `${product.name} is back in stock. It may not last long:`,
      '',
      product.link,
      '',
      'This was your one alert for it; we will not mail you about it again.',
    ],
    html: html`<p>Hello,</p>
      <p><strong>${product.name}</strong> is back in stock. It may not last long:</p>
      <p><a href="${product.link}">See ${product.name}</a></p>
      <p>This was your one alert for it; we will not mail you about it again.</p>`,
  });
}
