import pg from 'pg';
import type { Logger } from '#server/lib/logger.ts';

export interface ListenerOptions {
  connectionString: string;
  logger?: Logger;
  /** Gives up one connection attempt after this long. */
  connectionTimeoutMillis?: number;
  /** First wait before reconnecting; doubles per failed attempt up to maxDelayMs. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

type Unsubscribe = () => Promise<void>;

/** application_name of LISTEN connections, to tell them apart in pg_stat_activity. */
export const LISTEN_APPLICATION_NAME = 'soundboard-listen';

/**
 * LISTEN on a dedicated connection per subscription (outside the pool's rotation). When the connection
 * dies (server restart, pg_terminate_backend, failover) it reconnects with back-off, LISTENs again and
 * keeps delivering to the same subscriber; unsubscribing closes it and stops the reconnecting.
 * The first connection must succeed: subscribe rejects otherwise.
 */
export function resilientListener(options: ListenerOptions) {
  const { connectionString, connectionTimeoutMillis = 5_000 } = options;
  const { minDelayMs = 500, maxDelayMs = 10_000 } = options;
  const log = options.logger?.child({ component: 'listen' });
  const open = new Set<Unsubscribe>();

  const subscribe = async (
    channel: string,
    onPayload: (payload: string) => void,
    listenOptions: { onReconnect?: () => void } = {},
  ): Promise<Unsubscribe> => {
    let stopped = false;
    let client: pg.Client | undefined;
    let timer: NodeJS.Timeout | undefined;
    let attempt: Promise<void> = Promise.resolve();
    let delay = minDelayMs;

    const connect = async () => {
      const next = new pg.Client({
        connectionString,
        connectionTimeoutMillis,
        application_name: LISTEN_APPLICATION_NAME,
      });
      // Without an 'error' listener a dropped connection is an uncaught exception; 'end' follows it.
      next.on('error', (error) => log?.warn({ err: error, channel }, 'LISTEN connection failed'));
      next.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      }
      next.once('end', () => {
        if (client !== next) return;
        client = undefined;
        if (!stopped) log?.warn({ channel }, 'LISTEN connection ended; reconnecting');
        scheduleReconnect();
      });
      return next;
    };

    const reconnect = async () => {
      timer = undefined;
      if (stopped) return;
      try {
        const next = await connect();
        if (stopped) {
          await next.end().catch(() => undefined);
          return;
        }
        client = next;
        delay = minDelayMs;
        log?.info({ channel }, 'LISTEN re-established');
        listenOptions.onReconnect?.();
      } catch (error) {
        log?.warn({ err: error, channel, retryInMs: delay }, 'LISTEN reconnect failed');
        scheduleReconnect();
      }
    };

    function scheduleReconnect() {
      if (stopped || timer) return;
      timer = setTimeout(() => {
        attempt = reconnect();
      }, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    }

    client = await connect();
    const unsubscribe = async () => {
      open.delete(unsubscribe);
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await attempt;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    };
    open.add(unsubscribe);
    return unsubscribe;
  };

  return {
    subscribe,
    /** Ends every subscription still open (the database handle closing). */
    async closeAll() {
      await Promise.all([...open].map((unsubscribe) => unsubscribe()));
    },
  };
}
