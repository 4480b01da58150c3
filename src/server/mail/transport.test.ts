import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { createSmtpTransport, type OutgoingMail } from './transport.ts';

/** nodemailer is loaded on the first message (docs/performance/memory.md): sending must not notice. */

const message = (id: string, subject: string): OutgoingMail => ({
  id,
  kind: 'test',
  to: 'customer@example.com',
  subject,
  text: `${subject} in text`,
  html: `<p>${subject} in HTML</p>`,
  createdAt: new Date(),
});

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

describe('the SMTP transport, opened on the first message', () => {
  it('when the first messages go out at the same moment, then each arrives once', async () => {
    const transport = createSmtpTransport(sink.url, 'Easy-Buy <shop@example.com>');
    try {
      await Promise.all([
        transport.send(message('00000000-0000-4000-8000-000000000001', 'First')),
        transport.send(message('00000000-0000-4000-8000-000000000002', 'Second')),
      ]);
      expect(sink.received.map((mail) => mail.subject).sort()).toEqual(['First', 'Second']);
      expect(sink.received.every((mail) => mail.from === 'shop@example.com')).toBe(true);
    } finally {
      transport.close();
    }
  });

  it('when a transport that never sent is closed, then nothing is opened and nothing fails', () => {
    const transport = createSmtpTransport(sink.url, 'Easy-Buy <shop@example.com>');
    expect(() => transport.close()).not.toThrow();
    expect(transport.kind).toBe('smtp');
  });
});
