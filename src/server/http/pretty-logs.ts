import type { Writable } from 'node:stream';
import type { LogDestination } from './logging.ts';

/**
 * Readable log lines for a person at a terminal (pino's own pretty printer). Loaded only then:
 * anywhere else the server writes one JSON object per line, for log collectors.
 */
export async function prettyLogStream(destination: Writable & { isTTY?: boolean }): Promise<LogDestination> {
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    destination,
    colorize: destination.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
    sync: true,
  });
}
