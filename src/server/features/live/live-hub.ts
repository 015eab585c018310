import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import type { Logger } from '#server/lib/logger.ts';
import { CHANGES_CHANNEL, DEFAULT_MAX_QUEUED } from '#server/realtime/realtime-hub.ts';
import { SseConnection } from '#server/realtime/sse-connection.ts';
import { createPressLimit } from './press-limit.ts';
import { REALTIME_HEARTBEAT_MS } from '#shared/events.ts';
import {
  LIVE_EVENTS,
  LIVE_PRESENCE_MS,
  type LivePress,
  type LivePressEvent,
  type LiveState,
} from '#shared/live.ts';

/** The NOTIFY channel of live sessions: every instance hears every owner's beats and presses. */
export const LIVE_CHANNEL = 'live';

const notificationSchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['beat', 'stop']), board_id: z.uuid() }),
  z.object({
    type: z.literal('press'),
    board_id: z.uuid(),
    button_id: z.uuid(),
    action: z.enum(['play', 'stop']),
  }),
]);
type LiveNotification = z.infer<typeof notificationSchema>;

export interface LiveHubOptions {
  database: Pick<DatabaseHandle, 'listen'> & { db: Database };
  logger?: Logger;
  heartbeatMs?: number;
  presenceMs?: number;
  now?: () => number;
}

/**
 * Live sessions (decision 035). Beats and presses go through PostgreSQL NOTIFY on 'live', so an owner on one
 * instance reaches listeners on every instance; each instance keeps, in memory, when it last heard of each
 * board (live while that is under LIVE_PRESENCE_MS) and the live streams of its own listeners.
 */
export function createLiveHub(options: LiveHubOptions) {
  const now = options.now ?? Date.now;
  const presenceMs = options.presenceMs ?? LIVE_PRESENCE_MS;
  const heartbeatMs = options.heartbeatMs ?? REALTIME_HEARTBEAT_MS;
  const log = options.logger?.child({ component: 'live' });
  const lastHeard = new Map<string, number>();
  const pressLimit = createPressLimit(now);
  const streams = new Map<string, Set<SseConnection>>();
  let listening: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  const isLive = (boardId: string) => {
    const heard = lastHeard.get(boardId);
    return heard !== undefined && now() - heard < presenceMs;
  };

  const send = (
    boardId: string,
    event: (typeof LIVE_EVENTS)[keyof typeof LIVE_EVENTS],
    data: unknown,
  ) => {
    const text = JSON.stringify(data);
    for (const connection of streams.get(boardId) ?? []) connection.push({ event, data: text });
  };
  const sendState = (boardId: string) =>
    send(boardId, LIVE_EVENTS.state, { live: isLive(boardId) } satisfies LiveState);

  const onPayload = (payload: string) => {
    let notification: LiveNotification;
    try {
      notification = notificationSchema.parse(JSON.parse(payload));
    } catch {
      log?.warn({ payload: payload.slice(0, 200) }, 'ignored a malformed live notification');
      return;
    }
    const boardId = notification.board_id;
    if (notification.type === 'stop') {
      lastHeard.delete(boardId);
      sendState(boardId);
      return;
    }
    const wasLive = isLive(boardId);
    lastHeard.set(boardId, now());
    if (!wasLive) sendState(boardId);
    if (notification.type === 'press') {
      const press: LivePressEvent = {
        button_id: notification.button_id,
        action: notification.action,
        sent_at: Date.now(),
      };
      send(boardId, LIVE_EVENTS.press, press);
    }
  };

  // Once a second: sessions whose owner went quiet end for their listeners; idle streams get a ping.
  let sincePing = 0;
  const tick = () => {
    for (const [boardId, heard] of lastHeard) {
      if (now() - heard < presenceMs) continue;
      lastHeard.delete(boardId);
      sendState(boardId);
    }
    sincePing += 1000;
    if (sincePing >= heartbeatMs) {
      sincePing = 0;
      for (const boardId of streams.keys()) send(boardId, LIVE_EVENTS.ping, {});
    }
  };

  const start = () => {
    listening ??= options.database.listen(LIVE_CHANNEL, onPayload).catch((error: unknown) => {
      listening = null;
      throw error;
    });
    if (!timer) {
      timer = setInterval(tick, 1000);
      timer.unref();
    }
    return listening;
  };

  const notify = async (notification: LiveNotification) => {
    await options.database.db.execute(
      sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notification)})`,
    );
  };

  /**
   * Viewers' board queries refetch the live state: the same event as a change of the board, with the board's
   * real visibility, so that the realtime hub's filter sends a private board's only to its owner.
   */
  const announce = async (boardId: string, ownerId: string, isPublic: boolean) => {
    const change = {
      table: 'soundboards',
      op: 'LIVE',
      board_id: boardId,
      owner_id: ownerId,
      is_public: isPublic,
    };
    await options.database.db.execute(
      sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(change)})`,
    );
  };

  return {
    /** Heard from this instance's point of view (an instance that just started learns at the next beat). */
    isLive: async (boardId: string) => {
      await start();
      return isLive(boardId);
    },
    /** The owner's beat; only public boards go live (the route checks). */
    async beat(boardId: string, ownerId: string) {
      await start();
      const wasLive = isLive(boardId);
      await notify({ type: 'beat', board_id: boardId });
      if (!wasLive) await announce(boardId, ownerId, true);
    },
    /** Ends the session; `isPublic` is the board's visibility now (it may have gone private meanwhile). */
    async stop(boardId: string, ownerId: string, isPublic: boolean) {
      await start();
      await notify({ type: 'stop', board_id: boardId });
      await announce(boardId, ownerId, isPublic);
    },
    /** null when the board may relay one more press now (LIVE_PRESS_RATE), else seconds to wait. */
    pressAllowance: (boardId: string) => pressLimit.take(boardId),
    async press(boardId: string, press: LivePress) {
      await start();
      await notify({ type: 'press', board_id: boardId, ...press });
    },
    /** A listener's stream; its first frame is the board's live state. */
    async connect(boardId: string): Promise<SseConnection> {
      if (closed) throw new Error('shutting down');
      await start();
      const connection = new SseConnection(null, DEFAULT_MAX_QUEUED, () => undefined);
      const set = streams.get(boardId) ?? new Set<SseConnection>();
      set.add(connection);
      streams.set(boardId, set);
      connection.onClose(() => {
        set.delete(connection);
        if (set.size === 0) streams.delete(boardId);
      });
      connection.push({
        event: LIVE_EVENTS.state,
        data: JSON.stringify({ live: isLive(boardId) }),
      });
      return connection;
    },
    listeners: (boardId: string) => streams.get(boardId)?.size ?? 0,
    async close() {
      closed = true;
      for (const set of streams.values())
        for (const connection of [...set]) connection.close('shutdown');
      if (timer) clearInterval(timer);
      timer = null;
      const unlisten = (await listening?.catch(() => null)) as
        (() => Promise<void>) | null | undefined;
      listening = null;
      await unlisten?.().catch(() => undefined);
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
