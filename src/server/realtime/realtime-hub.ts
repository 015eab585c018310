import type { DatabaseHandle } from '#server/db/client.ts';
import type { Logger } from '#server/lib/logger.ts';
import { REALTIME_HEARTBEAT_MS } from '#shared/events.ts';
import { changeFor, parseNotification } from './change-filter.ts';
import { SseConnection, type SseFrame } from './sse-connection.ts';

/** The NOTIFY channel of the board and button triggers (migration 0001). */
export const CHANGES_CHANNEL = 'changes';
/** Frames a connection may have waiting before it is closed as too slow (decision 025). */
export const DEFAULT_MAX_QUEUED = 256;

export interface RealtimeHubOptions {
  database: Pick<DatabaseHandle, 'listen'>;
  logger?: Logger;
  /** Heartbeat interval; tests pass a short one (issue 13: 25 s). */
  heartbeatMs?: number;
  maxQueued?: number;
}

export interface RealtimeStats {
  /** Streams open now. */
  connections: number;
  /** Streams closed because their client did not read fast enough. */
  closedForOverflow: number;
  /** The longest any connection's queue has been: never above maxQueued. */
  highestQueued: number;
  maxQueued: number;
  /** LISTEN connections re-established (each sent a resync). */
  resyncs: number;
}

export class RealtimeUnavailableError extends Error {}

/**
 * One LISTEN per process on 'changes' (started with the first subscriber), fanned out to the SSE
 * connections of this process, each filtered by its viewer (decision 025).
 */
export function createRealtimeHub(options: RealtimeHubOptions) {
  const maxQueued = options.maxQueued ?? DEFAULT_MAX_QUEUED;
  const heartbeatMs = options.heartbeatMs ?? REALTIME_HEARTBEAT_MS;
  const log = options.logger?.child({ component: 'realtime' });
  const connections = new Set<SseConnection>();
  const stats = { closedForOverflow: 0, highestQueued: 0, resyncs: 0 };
  let listening: Promise<() => Promise<void>> | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let closed = false;

  const broadcast = (frameFor: (connection: SseConnection) => SseFrame | null) => {
    for (const connection of connections) {
      const frame = frameFor(connection);
      if (frame) connection.push(frame);
    }
  };

  const onPayload = (payload: string) => {
    const notification = parseNotification(payload);
    if (!notification) {
      log?.warn({ payload: payload.slice(0, 200) }, 'ignored a malformed change notification');
      return;
    }
    broadcast((connection) => {
      const change = changeFor(notification, connection.viewerId);
      return change ? { event: 'change', data: JSON.stringify(change) } : null;
    });
  };

  const onReconnect = () => {
    stats.resyncs += 1;
    broadcast(() => ({ event: 'resync', data: JSON.stringify({ reason: 'listen-reconnected' }) }));
  };

  const startListening = () => {
    listening ??= options.database
      .listen(CHANGES_CHANNEL, onPayload, { onReconnect })
      .catch((error) => {
        listening = null;
        throw error;
      });
    return listening;
  };

  const startHeartbeat = () => {
    if (heartbeat) return;
    heartbeat = setInterval(() => broadcast(() => ({ event: 'ping', data: '{}' })), heartbeatMs);
    heartbeat.unref();
  };

  return {
    heartbeatMs,
    /** A new subscriber's connection, once the process LISTENs (so no change after this is missed). */
    async connect(viewerId: string | null): Promise<SseConnection> {
      if (closed) throw new RealtimeUnavailableError('shutting down');
      await startListening();
      if (closed) throw new RealtimeUnavailableError('shutting down');
      const connection = new SseConnection(viewerId, maxQueued, (length) => {
        stats.highestQueued = Math.max(stats.highestQueued, length);
      });
      connections.add(connection);
      connection.onClose((reason) => {
        connections.delete(connection);
        if (reason === 'overflow') {
          stats.closedForOverflow += 1;
          log?.info({ maxQueued }, 'closed a realtime stream whose client stopped reading');
        }
        if (connections.size === 0 && heartbeat) {
          clearInterval(heartbeat);
          heartbeat = null;
        }
      });
      startHeartbeat();
      return connection;
    },
    stats(): RealtimeStats {
      return { connections: connections.size, maxQueued, ...stats };
    },
    /** Ends every stream and the LISTEN (graceful shutdown; before the database closes). */
    async close(): Promise<void> {
      closed = true;
      for (const connection of [...connections]) connection.close('shutdown');
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      const unlisten = await listening?.catch(() => null);
      listening = null;
      await unlisten?.().catch(() => undefined);
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
