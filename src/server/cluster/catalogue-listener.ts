import pg from 'pg';

/** The channel the migration's triggers notify on every change to products or reviews. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 5_000;

export interface ListenerLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface CatalogueListener {
  /** Settles once the first LISTEN is in place (or the listener was closed before). */
  ready: Promise<void>;
  /** Whether notifications are being received right now. */
  connected(): boolean;
  close(): Promise<void>;
}

/**
 * Keeps one dedicated connection LISTENing for catalogue changes made by any instance, and calls
 * `evict` for each (docs/scaling.md). While the connection is down,
 * changes go unheard: so the cache is flushed when it drops and again once it is back, and the
 * connection is re-opened with exponential backoff, from 100 ms up to 5 s, until it is.
 * A pooled connection cannot be used: LISTEN belongs to a session, and the pool hands sessions
 * to whoever asks next.
 */
export function startCatalogueListener(options: {
  connectionString: string;
  evict: () => void;
  log: ListenerLog;
}): CatalogueListener {
  const { connectionString, evict, log } = options;
  let client: pg.Client | undefined;
  let closed = false;
  let listening = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  function lost(lostClient: pg.Client, error: unknown): void {
    if (client !== lostClient) return;
    client = undefined;
    listening = false;
    lostClient.removeAllListeners();
    // Swallows the errors a dying connection may still emit.
    lostClient.on('error', () => undefined);
    void lostClient.end().catch(() => undefined);
    if (closed) return;
    evict();
    log.warn(
      { err: error instanceof Error ? { message: error.message } : undefined, retryMs },
      'catalogue notifications lost; reconnecting',
    );
    schedule();
  }

  function schedule(): void {
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  }

  async function connect(): Promise<void> {
    retryTimer = undefined;
    if (closed) return;
    const next = new pg.Client({ connectionString, application_name: 'easybuy-catalogue-listener' });
    client = next;
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('connection ended')));
    next.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL) evict();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    } catch (error) {
      lost(next, error);
      return;
    }
    if (client !== next) return;
    listening = true;
    // Whatever changed while nobody listened is unknown: start from the database again.
    evict();
    retryMs = FIRST_RETRY_MS;
    log.info({}, 'listening for catalogue changes');
    markReady();
  }

  void connect();
  return {
    ready,
    connected: () => listening,
    async close() {
      closed = true;
      listening = false;
      markReady();
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}
