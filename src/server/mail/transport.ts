import nodemailer from 'nodemailer';
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

export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    async send(mail) {
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
    close: () => transporter.close(),
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
