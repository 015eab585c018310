import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import type { Logger } from '#server/lib/logger.ts';
import { realtimeEventSchemas } from '#shared/event-schemas.ts';
import {
  isRealtimeEventKind,
  REALTIME_HEARTBEAT_MS,
  type RealtimeEventKind,
  type RealtimePayload,
} from '#shared/events.ts';
import { changeFromNotification } from './change-filter.ts';
import { SseConnection, type SseFrame } from './sse-connection.ts';
import type { Topic } from './topics.ts';

/**
 * The one NOTIFY channel of the bus: the board and button triggers' notifications (migration 0001) and every
 * published event (an envelope with `kind`) travel on it, so each process holds one LISTEN connection.
 */
export const CHANGES_CHANNEL = 'changes';
/** Frames a connection may have waiting before it is closed as too slow (decision 025). */
export const DEFAULT_MAX_QUEUED = 256;

export interface RealtimeHubOptions {
  database: Pick<DatabaseHandle, 'listen'> & { db: Database };
  logger?: Logger;
  /** Heartbeat interval; tests pass a short one (decision 025: 25 s). */
  heartbeatMs?: number;
  maxQueued?: number;
}

export interface RealtimeStats {
  /** Streams open now (realtime and live alike). */
  connections: number;
  /** Streams closed because their client did not read fast enough. */
  closedForOverflow: number;
  /** The longest any connection's queue has been: never above maxQueued. */
  highestQueued: number;
  maxQueued: number;
  /** LISTEN connections re-established (each sent a resync). */
  resyncs: number;
}

/** Runs in every process for each event heard on the bus, before it reaches the streams. */
export type BusHandler<K extends RealtimeEventKind> = (
  payload: RealtimePayload<K>,
  topics: readonly Topic[],
) => void;

interface Envelope {
  kind: RealtimeEventKind;
  topics: readonly Topic[];
  payload: unknown;
}

export class RealtimeUnavailableError extends Error {}

/**
 * The realtime bus of this process (decision 046): one LISTEN (started with the first use), streams
 * subscribed by topic, one heartbeat, a resync to every stream when the LISTEN connection came back, and one
 * shutdown. publish() reaches every instance through NOTIFY; each delivers to its own streams.
 */
export function createRealtimeHub(options: RealtimeHubOptions) {
  const maxQueued = options.maxQueued ?? DEFAULT_MAX_QUEUED;
  const heartbeatMs = options.heartbeatMs ?? REALTIME_HEARTBEAT_MS;
  const log = options.logger?.child({ component: 'realtime' });
  const connections = new Set<SseConnection>();
  const byTopic = new Map<Topic, Set<SseConnection>>();
  const handlers = new Map<RealtimeEventKind, Set<BusHandler<never>>>();
  const stats = { closedForOverflow: 0, highestQueued: 0, resyncs: 0 };
  let listening: Promise<() => Promise<void>> | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let closed = false;

  const pushAll = (frame: SseFrame) => {
    for (const connection of connections) connection.push(frame);
  };

  /** Pushes the event to this process's streams of the topics, each stream once. */
  const deliver = <K extends RealtimeEventKind>(
    kind: K,
    payload: RealtimePayload<K>,
    topics: readonly Topic[],
  ) => deliverFrame({ event: kind, data: JSON.stringify(payload) }, topics);

  /** Pushes one frame (its data already JSON: built once for every stream) to the topics' streams here. */
  const deliverFrame = (frame: SseFrame, topics: readonly Topic[]) => {
    if (topics.length === 1) {
      for (const connection of byTopic.get(topics[0]!) ?? []) connection.push(frame);
      return;
    }
    const reached = new Set<SseConnection>();
    for (const topic of topics)
      for (const connection of byTopic.get(topic) ?? []) reached.add(connection);
    for (const connection of reached) connection.push(frame);
  };

  const heard = (kind: RealtimeEventKind, payload: unknown, topics: readonly Topic[]) => {
    for (const handler of handlers.get(kind) ?? [])
      (handler as BusHandler<typeof kind>)(payload as never, topics);
    deliver(kind, payload as never, topics);
  };

  const onPayload = (text: string) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = null;
    }
    if (value && typeof value === 'object' && 'kind' in value) {
      const envelope = value as Partial<Envelope>;
      const parsed = isRealtimeEventKind(envelope.kind)
        ? realtimeEventSchemas[envelope.kind].safeParse(envelope.payload)
        : null;
      if (parsed?.success && Array.isArray(envelope.topics)) {
        heard(envelope.kind!, parsed.data, envelope.topics);
        return;
      }
    } else {
      const change = changeFromNotification(value);
      if (change) return heard('change', change.change, change.topics);
    }
    log?.warn({ payload: text.slice(0, 200) }, 'ignored a malformed notification');
  };

  const onReconnect = () => {
    stats.resyncs += 1;
    pushAll({ event: 'resync', data: JSON.stringify({ reason: 'listen-reconnected' }) });
  };

  /** The LISTEN, once per process; resolves when it is up (so nothing published after is missed). */
  const start = async (): Promise<void> => {
    if (closed) throw new RealtimeUnavailableError('shutting down');
    listening ??= options.database
      .listen(CHANGES_CHANNEL, onPayload, { onReconnect })
      .catch((error: unknown) => {
        listening = null;
        throw error;
      });
    await listening;
  };

  const startHeartbeat = () => {
    if (heartbeat) return;
    heartbeat = setInterval(() => pushAll({ event: 'ping', data: '{}' }), heartbeatMs);
    heartbeat.unref();
  };

  const subscribe = (connection: SseConnection) => {
    connections.add(connection);
    for (const topic of connection.topics) {
      const set = byTopic.get(topic) ?? new Set<SseConnection>();
      set.add(connection);
      byTopic.set(topic, set);
    }
  };
  const unsubscribe = (connection: SseConnection) => {
    connections.delete(connection);
    for (const topic of connection.topics) {
      const set = byTopic.get(topic);
      set?.delete(connection);
      if (set?.size === 0) byTopic.delete(topic);
    }
    if (connections.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  };

  return {
    heartbeatMs,
    start,
    /**
     * A new stream subscribed to `topics`, once the process LISTENs (so no event after this is missed);
     * `first` is queued before anything else (a live stream's state).
     */
    async connect(topics: readonly Topic[], first?: () => SseFrame): Promise<SseConnection> {
      await start();
      if (closed) throw new RealtimeUnavailableError('shutting down');
      const connection = new SseConnection(topics, maxQueued, (length) => {
        stats.highestQueued = Math.max(stats.highestQueued, length);
      });
      if (first) connection.push(first());
      subscribe(connection);
      connection.onClose((reason) => {
        unsubscribe(connection);
        if (reason === 'overflow') {
          stats.closedForOverflow += 1;
          log?.info({ maxQueued }, 'closed a realtime stream whose client stopped reading');
        }
      });
      startHeartbeat();
      return connection;
    },
    /** Sends an event to the topics' streams on every instance (NOTIFY); handlers run on every instance. */
    async publish<K extends RealtimeEventKind>(
      kind: K,
      payload: RealtimePayload<K>,
      topics: readonly Topic[],
    ): Promise<void> {
      await start();
      const envelope = JSON.stringify({ kind, topics, payload } satisfies Envelope);
      await options.database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${envelope})`);
    },
    /** Sends an event to this instance's streams of the topics only (what this instance alone decides). */
    deliver,
    /**
     * Sends an event whose data is already JSON text (a board document, decision 069) to this instance's
     * streams of the topics: the text is pushed as it is to each, never parsed or built again.
     */
    deliverText: (kind: RealtimeEventKind, data: string, topics: readonly Topic[]) =>
      deliverFrame({ event: kind, data }, topics),
    /** Runs `handler` for every event of `kind` this process hears; returns the unsubscribe function. */
    on<K extends RealtimeEventKind>(kind: K, handler: BusHandler<K>): () => void {
      const set = handlers.get(kind) ?? new Set();
      set.add(handler);
      handlers.set(kind, set);
      return () => set.delete(handler);
    },
    /** Streams of this process subscribed to the topic. */
    subscribers: (topic: Topic) => byTopic.get(topic)?.size ?? 0,
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
