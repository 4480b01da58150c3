import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logging.ts';
import { prettyLogStream } from './pretty-logs.ts';

describe('log lines for a terminal', () => {
  it('when the server logs to a terminal, then each line is readable text rather than JSON', async () => {
    const terminal = new PassThrough();
    let printed = '';
    terminal.setEncoding('utf8').on('data', (chunk: string) => (printed += chunk));
    const app = Fastify({
      logger: loggerOptions({ level: 'info', stream: await prettyLogStream(terminal) }),
    });
    app.get('/api/health', () => ({ status: 'ok' }));
    try {
      await app.inject({ method: 'GET', url: '/api/health?secret=1' });
    } finally {
      await app.close();
    }
    const lines = printed.trimEnd().split('\n');
    expect(lines.some((line) => line.includes('INFO') && line.includes('incoming request'))).toBe(true);
    expect(lines.every((line) => !line.startsWith('{'))).toBe(true);
    expect(printed).not.toContain('secret=1');
  });
});
