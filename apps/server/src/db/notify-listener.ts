import pg from 'pg';

/** What a NOTIFY subscriber hears: each payload, and whether it is listening at all. */
export interface NotifyHandlers {
  onNotify(payload: string): void;
  /**
   * false as soon as the subscription may have missed a notification (connection lost), true once LISTEN
   * is acknowledged again; between the two the subscriber must not trust anything it kept.
   */
  onState(listening: boolean): void;
  /** A lost or failed connection (it is retried). */
  onError?(error: unknown): void;
}

export interface NotifyListener {
  /**
   * Resolves once every notification committed before the call has been handed to `onNotify`; rejects
   * when the subscription is lost. Concurrent callers share one round trip.
   */
  sync(): Promise<void>;
  stop(): Promise<void>;
}

const RETRY_MIN_MS = 200;
const RETRY_MAX_MS = 10_000;

/**
 * LISTEN on PostgreSQL through a connection of its own, outside the pool: a pooled connection is shared
 * and may be idle-closed. On an error or close it reports the loss at once and reconnects with backoff.
 */
export function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: NotifyHandlers,
): Promise<NotifyListener> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const lost = (current: pg.Client, error?: unknown) => {
    if (client !== current) return;
    client = undefined;
    handlers.onState(false);
    current.end().catch(() => {});
    if (stopped) return;
    if (error) handlers.onError?.(error);
    timer = setTimeout(() => void connect().catch(() => {}), retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    // Named, so an operator (or a test) can tell it from the pool in pg_stat_activity.
    const current = new pg.Client({
      connectionString,
      keepAlive: true,
      application_name: `listen ${channel}`,
    });
    client = current;
    current.on('notification', (message) => {
      if (client === current && message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current));
    try {
      await current.connect();
      await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(current, error);
      throw error;
    }
    if (client !== current || stopped) return;
    retryMs = RETRY_MIN_MS;
    handlers.onState(true);
  };

  // A committing transaction signals every listening backend before its own client hears COMMIT, and a
  // backend passes on the notifications it was signalled for before it answers its next statement. So
  // one round trip on this connection, started after the caller's request arrived, brings in every change
  // committed before it. One in flight at a time; callers that arrive meanwhile share the next one.
  let inFlight: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const roundTrip = (): Promise<void> => {
    const current = client;
    if (!current) return Promise.reject(new Error('not listening'));
    const trip = current.query('select 1').then(() => {
      if (client !== current) throw new Error('not listening');
    });
    inFlight = trip;
    const done = () => {
      if (inFlight === trip) inFlight = undefined;
    };
    trip.then(done, done);
    return trip;
  };

  const listener: NotifyListener = {
    sync() {
      if (!inFlight) return roundTrip();
      // The one in flight may have been sent before this caller's change committed: wait for the next.
      queued ??= inFlight
        .catch(() => {})
        .then(() => {
          queued = undefined;
          return roundTrip();
        });
      return queued;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      handlers.onState(false);
      await current?.end().catch(() => {});
    },
  };
  // The first attempt's failure is the caller's (the server should not start half-working); later ones retry.
  return connect().then(
    () => listener,
    async (error) => {
      await listener.stop();
      throw error;
    },
  );
}
