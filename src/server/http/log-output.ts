import pino from 'pino';
import type { LogDestination } from './logging.ts';
import { prettyLogStream } from './pretty-logs.ts';

export interface LogOutput {
  /** Where the server's logger writes. */
  stream: LogDestination;
  /** Resolves once every line written so far has reached the output: before the process exits. */
  flush(): Promise<void>;
}

/**
 * The server's log output (docs/running.md#logs). A person at a terminal reads pretty lines,
 * written as they come. Anything else (a service manager, a pipe, a log collector) gets one JSON
 * object per line through pino's asynchronous destination: a line is queued and written with
 * those queued beside it, so no request waits on the output, and `flush` on shutdown writes what
 * is still queued, so nothing is lost on a normal stop.
 */
export async function openLogOutput(stdout: NodeJS.WriteStream): Promise<LogOutput> {
  if (stdout.isTTY) return { stream: await prettyLogStream(stdout), flush: () => Promise.resolve() };
  // Standard output is file descriptor 1, whatever kind of stream Node made of it.
  const destination = pino.destination({ dest: 1, sync: false });
  return {
    stream: destination,
    flush: () =>
      new Promise((resolve) => {
        // An output that is gone (a closed pipe) has nothing left to take: stopping goes on.
        destination.flush(() => resolve());
      }),
  };
}
