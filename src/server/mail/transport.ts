import type { Transporter } from 'nodemailer';
import type { Outbox } from './outbox.ts';

export interface OutgoingMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
}

/** Where mail goes: an SMTP server, or the outbox folder when none is configured. */
export interface MailTransport {
  kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A slow or silent server must not hold the worker for long; the message is simply retried. */
const SMTP_TIMEOUT_MS = 20_000;

/**
 * nodemailer is loaded, and its transporter made, when the first message goes out: a shop
 * that mails rarely (or through the outbox) never holds it (docs/performance/memory.md).
 */
export function createSmtpTransport(url: string, from: string): MailTransport {
  let opening: Promise<Transporter> | undefined;
  const connect = (): Promise<Transporter> =>
    (opening ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      }),
    ));
  return {
    kind: 'smtp',
    async send(mail) {
      const transporter = await connect();
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // The queue row's id: a receiving server can tell a retried message from a new one.
        messageId: `<${mail.id}@easy-buy.mail>`,
      });
    },
    close: () => {
      // Nothing to close when no message went out, or nodemailer could not be loaded.
      void opening?.then(
        (transporter) => transporter.close(),
        () => undefined,
      );
    },
  };
}

export function createOutboxTransport(outbox: Outbox, from: string): MailTransport {
  return {
    kind: 'outbox',
    send: (mail) =>
      outbox.write({
        id: mail.id,
        kind: mail.kind,
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        createdAt: mail.createdAt.toISOString(),
      }),
    close: () => undefined,
  };
}
