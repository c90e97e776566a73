import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Fan-out across instances over PostgreSQL's LISTEN/NOTIFY (engineering guide, "fan-out"): what
 * one instance publishes on a channel reaches the subscribers of that channel on every instance of
 * the same database, this one included. A notification is delivered to whoever listens at the
 * moment it commits and is never stored: a connection that was down misses what was sent meanwhile,
 * so subscribers hear `onReconnect` and catch up from the database.
 *
 * NOTIFY takes a database-wide lock while its transaction commits: publish on low-rate events only
 * (a deposit credited, a chat message), never on a per-bet path (docs/live.md).
 */
export type Notifications = {
  /** Sends `payload` (at most MAX_NOTIFICATION_BYTES of UTF-8) to every listener of `channel`. */
  publish(channel: string, payload: string): Promise<void>;
  /** Calls `handler` with each payload sent on `channel`; the answer stops it. */
  subscribe(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /** Called after the listening connection came back from a loss; the answer stops it. */
  onReconnect(handler: () => void): () => void;
  close(): Promise<void>;
};

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
export const MAX_NOTIFICATION_BYTES = 7_900;

/** Channel names are plain lower-case identifiers, so they never need quoting. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/u;

const checkChannel = (channel: string) => {
  if (!CHANNEL.test(channel)) throw new Error(`not a notification channel name: ${channel}`);
};

const checkPayload = (payload: string) => {
  if (Buffer.byteLength(payload) > MAX_NOTIFICATION_BYTES) {
    throw new Error(`a notification payload is limited to ${MAX_NOTIFICATION_BYTES} bytes`);
  }
};

type Handlers = Map<string, Set<(payload: string) => void>>;

const deliver = (handlers: Handlers, channel: string, payload: string) => {
  for (const handler of handlers.get(channel) ?? []) {
    // One subscriber's failure must not keep the payload from the others, nor end the listener.
    try {
      handler(payload);
    } catch {
      /* the subscriber's own affair */
    }
  }
};

const reconnectHandlers = () => {
  const handlers = new Set<() => void>();
  return {
    add(handler: () => void) {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    fire() {
      for (const handler of handlers) {
        try {
          handler();
        } catch {
          /* the subscriber's own affair */
        }
      }
    },
  };
};

/**
 * PostgreSQL: one dedicated connection per instance (outside the pool, which it would otherwise
 * hold for good) LISTENs to every channel with a subscriber. It connects at the first subscription
 * and, when lost, connects again with a growing pause (up to `maxRetryMs`), listens again to every
 * channel and tells the `onReconnect` subscribers. Publishing goes through the pool.
 */
export const createPostgresNotifications = (options: {
  url: string;
  /** Runs one statement on the pool. */
  query: (text: string, values: unknown[]) => Promise<unknown>;
  retryMs?: number;
  maxRetryMs?: number;
  onError?: (error: unknown) => void;
}): Notifications => {
  const handlers: Handlers = new Map();
  const reconnected = reconnectHandlers();
  const firstRetryMs = options.retryMs ?? 250;
  const maxRetryMs = options.maxRetryMs ?? 5_000;
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retryMs = firstRetryMs;
  let retryTimer: NodeJS.Timeout | null = null;
  let closed = false;
  let lostOnce = false;

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: options.url });
      next.on('notification', (message) => deliver(handlers, message.channel, message.payload ?? ''));
      const lost = (error?: unknown) => {
        if (error) options.onError?.(error);
        if (client !== next) return;
        client = null;
        lostOnce = true;
        next.removeAllListeners('end');
        next.end().catch(() => {});
        scheduleRetry();
      };
      next.on('error', lost);
      next.on('end', () => lost());
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`listen ${channel}`);
      } catch (error) {
        next.removeAllListeners('end');
        await next.end().catch(() => {});
        throw error;
      }
      if (closed) {
        await next.end().catch(() => {});
        throw new Error('notifications closed');
      }
      client = next;
      retryMs = firstRetryMs;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const scheduleRetry = () => {
    if (closed || retryTimer || handlers.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().then(
        () => {
          if (lostOnce) reconnected.fire();
        },
        (error: unknown) => {
          options.onError?.(error);
          retryMs = Math.min(retryMs * 2, maxRetryMs);
          scheduleRetry();
        },
      );
    }, retryMs);
    retryTimer.unref();
  };

  return {
    async publish(channel, payload) {
      checkChannel(channel);
      checkPayload(payload);
      await options.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async subscribe(channel, handler) {
      checkChannel(channel);
      if (closed) throw new Error('notifications closed');
      let set = handlers.get(channel);
      const first = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(handler);
      // LISTEN twice is harmless: a connection being made may or may not have seen this channel.
      try {
        const listener = await connect();
        if (first) await listener.query(`listen ${channel}`);
      } catch (error) {
        // The database is away: the subscription stands and is listened to once it is back.
        options.onError?.(error);
        lostOnce = true;
        scheduleRetry();
      }
      return async () => {
        const current = handlers.get(channel);
        if (!current?.delete(handler) || current.size > 0) return;
        handlers.delete(channel);
        await client?.query(`unlisten ${channel}`).catch(() => {});
      };
    },
    onReconnect: (handler) => reconnected.add(handler),
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      handlers.clear();
      const current = client ?? (await connecting?.catch(() => null)) ?? null;
      client = null;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => {});
      }
    },
  };
};

/**
 * PGlite: the embedded engine is one connection in this process, and its own listen API delivers
 * what the same database NOTIFYs. There is no other instance, and no connection to lose.
 */
export const createPgliteNotifications = (client: PGlite): Notifications => {
  const handlers: Handlers = new Map();
  const stops = new Map<string, () => Promise<void>>();
  const reconnected = reconnectHandlers();
  let closed = false;
  return {
    async publish(channel, payload) {
      checkChannel(channel);
      checkPayload(payload);
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async subscribe(channel, handler) {
      checkChannel(channel);
      if (closed) throw new Error('notifications closed');
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        stops.set(channel, await client.listen(channel, (payload) => deliver(handlers, channel, payload)));
      }
      set.add(handler);
      return async () => {
        const current = handlers.get(channel);
        if (!current?.delete(handler) || current.size > 0) return;
        handlers.delete(channel);
        const stop = stops.get(channel);
        stops.delete(channel);
        if (!client.closed) await stop?.().catch(() => {});
      };
    },
    onReconnect: (handler) => reconnected.add(handler),
    async close() {
      closed = true;
      handlers.clear();
      const all = [...stops.values()];
      stops.clear();
      if (!client.closed) await Promise.all(all.map((stop) => stop().catch(() => {})));
    },
  };
};
