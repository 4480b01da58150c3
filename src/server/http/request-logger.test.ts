import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openPglite } from '../db/embedded/index.ts';
import { createTestApp, testAppOptions, type TestApp } from '../test/app.ts';
import { requestLoggerFactory } from './request-logger.ts';

interface LogLine {
  reqId?: string;
  msg: string;
  level: number;
}

function capture(): { lines: LogLine[]; write(line: string): void } {
  const lines: LogLine[] = [];
  return { lines, write: (line) => void lines.push(JSON.parse(line) as LogLine) };
}

describe('request log lines', () => {
  let t: TestApp;
  const log = capture();

  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'info', logStream: log });
  });
  afterAll(() => t.close());

  it('when requests are logged at info, then each writes one line with its route, status, time and own id', async () => {
    const start = log.lines.length;
    await t.app.inject({ method: 'GET', url: '/api/products/top' });
    await t.app.inject({ method: 'GET', url: '/api/products/00000000-0000-4000-8000-000000000000' });
    const written = log.lines.slice(start);
    expect(written).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        pid: expect.any(Number),
        hostname: expect.any(String),
        reqId: expect.any(String),
        method: 'GET',
        route: '/api/products/top',
        statusCode: 200,
        responseTime: expect.any(Number),
        msg: 'request completed',
      },
      expect.objectContaining({ route: '/api/products/:id', statusCode: 404, msg: 'request completed' }),
    ]);
    expect(written[1]?.reqId).toEqual(expect.any(String));
    expect(written[1]?.reqId).not.toBe(written[0]?.reqId);
  });
});

describe('request log lines at warn', () => {
  it('when a request fails with only warnings and errors logged, then its error line still carries its id', async () => {
    const log = capture();
    const database = await openPglite();
    await database.migrate();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'easybuy-log-'));
    const app = await buildApp(testAppOptions({ dataDir, logLevel: 'warn', logStream: log }), database.db);
    try {
      await database.close();
      const first = await app.inject({ method: 'GET', url: '/api/products' });
      const second = await app.inject({ method: 'GET', url: '/api/products' });
      expect([first.statusCode, second.statusCode]).toEqual([500, 500]);
      expect(log.lines.map((line) => line.msg)).not.toContain('incoming request');
      const failures = log.lines.filter((line) => line.level >= 50);
      expect(failures).toHaveLength(2);
      expect(failures[0]?.reqId).toEqual(expect.any(String));
      expect(failures[1]?.reqId).toEqual(expect.any(String));
      expect(failures[1]?.reqId).not.toBe(failures[0]?.reqId);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

/** A stand-in for the server's logger that counts the children made of it. */
function parentAt(written: readonly string[]) {
  const made: { bindings: object; lines: unknown[][] }[] = [];
  const line = () => undefined;
  const parent = {
    level: 'warn',
    isLevelEnabled: (level: string) => written.includes(level),
    child(bindings: object) {
      const child = { bindings, lines: [] as unknown[][] };
      made.push(child);
      const write = (...args: unknown[]) => void child.lines.push(args);
      return {
        level: 'warn',
        fatal: write,
        error: write,
        warn: write,
        info: write,
        debug: write,
        trace: write,
        silent: line,
        child: () => parent,
      };
    },
    fatal: line,
    error: line,
    warn: line,
    info: line,
    debug: line,
    trace: line,
    silent: line,
  };
  return { parent: parent as unknown as FastifyBaseLogger, made };
}

describe('requestLoggerFactory', () => {
  const factory = requestLoggerFactory as unknown as (
    logger: FastifyBaseLogger,
    bindings: object,
    options: object,
  ) => FastifyBaseLogger;

  it('when a request writes only below the level, then no child logger is made for it', () => {
    const { parent, made } = parentAt(['fatal', 'error', 'warn']);
    const logger = factory(parent, { reqId: 'req-1' }, {});
    logger.info({ req: 'x' }, 'incoming request');
    logger.debug('detail');
    expect(made).toHaveLength(0);
  });

  it('when a request writes lines at the level, then one child is made, with its id, and gets them as given', () => {
    const { parent, made } = parentAt(['fatal', 'error', 'warn']);
    const logger = factory(parent, { reqId: 'req-2' }, {});
    logger.warn({ code: 'X' }, 'first %s', 'one');
    logger.error('second');
    logger.info('below the level, so not written');
    expect(made).toEqual([
      {
        bindings: { reqId: 'req-2' },
        lines: [[{ code: 'X' }, 'first %s', 'one'], ['second'], ['below the level, so not written']],
      },
    ]);
  });

  it('when a route has its own log options, then its child is made at once', () => {
    const { parent, made } = parentAt(['error']);
    factory(parent, { reqId: 'req-3' }, { level: 'debug' });
    expect(made).toHaveLength(1);
  });
});
