import type { RealtimeHub } from '#server/realtime/realtime-hub.ts';
import type { SseFrame } from '#server/realtime/sse-connection.ts';
import type { Subscription } from '#server/realtime/topic-stream.ts';
import { boardOfLiveTopic, boardTopics, liveBoard, type Topic } from '#server/realtime/topics.ts';
import type { RealtimePayload } from '#shared/events.ts';
import { createRateBucket } from '#server/lib/rate-bucket.ts';
import { LIVE_PRESENCE_MS, LIVE_PRESS_RATE, type LivePress } from '#shared/live.ts';

export interface LiveSessionsOptions {
  /** The process's realtime bus: beats, presses and ends travel on it to every instance. */
  bus: RealtimeHub;
  presenceMs?: number;
  now?: () => number;
}

/** How often sessions whose owner went quiet are ended. */
const EXPIRY_CHECK_MS = 1000;

/**
 * Live sessions (decision 035) on the realtime bus (decision 046). The owner's instance publishes
 * `live_started` (to the board's viewers), `live_beat` (to no stream), `press` (to the board's listeners) and
 * `live_ended`; every instance hears them and keeps, in memory, when it last heard of each board (live while
 * that is under LIVE_PRESENCE_MS), and tells its own listeners the board's `state` when that changes.
 */
export function createLiveSessions(options: LiveSessionsOptions) {
  const { bus } = options;
  const now = options.now ?? Date.now;
  const presenceMs = options.presenceMs ?? LIVE_PRESENCE_MS;
  const lastHeard = new Map<string, number>();
  /** Each live board's owner, as far as this instance heard it (a start, or a beat it received itself). */
  const owners = new Map<string, string>();
  const pressLimit = createRateBucket(now, LIVE_PRESS_RATE);
  let expiry: NodeJS.Timeout | null = null;

  const isLive = (boardId: string) => {
    const heard = lastHeard.get(boardId);
    return heard !== undefined && now() - heard < presenceMs;
  };
  const tellListeners = (boardId: string) =>
    bus.deliver('state', { live: isLive(boardId) }, [liveBoard(boardId)]);

  // Sessions whose owner went quiet (a closed tab whose End live never left, a lost network) end for this
  // instance's listeners and viewers: each instance decides for its own streams, so nothing is published
  // (decision 053). The viewers' pages hear `live_ended` as after End live, and stop showing the board live.
  const expire = () => {
    for (const [boardId, heard] of lastHeard) {
      if (now() - heard < presenceMs) continue;
      lastHeard.delete(boardId);
      tellListeners(boardId);
      const ownerId = owners.get(boardId);
      owners.delete(boardId);
      if (ownerId) {
        const ended = { board_id: boardId, owner_id: ownerId, is_public: true };
        bus.deliver('live_ended', ended, boardTopics(ownerId, true));
      }
    }
    if (lastHeard.size === 0 && expiry) {
      clearInterval(expiry);
      expiry = null;
    }
  };

  const heardOf = (boardId: string) => {
    const wasLive = isLive(boardId);
    lastHeard.set(boardId, now());
    if (!wasLive) tellListeners(boardId);
    if (!expiry) {
      expiry = setInterval(expire, EXPIRY_CHECK_MS);
      expiry.unref();
    }
  };
  const heardEnd = (boardId: string) => {
    owners.delete(boardId);
    // The owner's instance heard it first (below); the notification then finds nothing to end.
    if (lastHeard.delete(boardId)) tellListeners(boardId);
  };
  const boardOfTopics = (topics: readonly Topic[]) =>
    topics.map(boardOfLiveTopic).find((id) => id !== null);

  // Handlers run before the bus delivers the event: a listener hears "live" before the first press.
  const off = [
    bus.on('live_started', (event) => {
      owners.set(event.board_id, event.owner_id);
      heardOf(event.board_id);
    }),
    bus.on('live_beat', (event) => heardOf(event.board_id)),
    bus.on('press', (_press, topics) => {
      const boardId = boardOfTopics(topics);
      if (boardId) heardOf(boardId);
    }),
    bus.on('live_ended', (event) => heardEnd(event.board_id)),
  ];

  return {
    /** Heard from this instance's point of view (an instance that just started learns at the next beat). */
    isLive: async (boardId: string) => {
      await bus.start();
      return isLive(boardId);
    },
    /** The owner's beat; only public boards go live (the route checks). */
    async beat(boardId: string, ownerId: string) {
      const wasLive = isLive(boardId);
      owners.set(boardId, ownerId);
      // This instance knows at once (a GET right after the PUT says live); the others when they hear it.
      heardOf(boardId);
      if (wasLive) return bus.publish('live_beat', { board_id: boardId }, []);
      const started: RealtimePayload<'live_started'> = {
        board_id: boardId,
        owner_id: ownerId,
        is_public: true,
      };
      await bus.publish('live_started', started, boardTopics(ownerId, true));
    },
    /** Ends the session; `isPublic` is the board's visibility now (a private board's end reaches its owner only). */
    async stop(boardId: string, ownerId: string, isPublic: boolean) {
      heardEnd(boardId);
      const ended = { board_id: boardId, owner_id: ownerId, is_public: isPublic };
      await bus.publish('live_ended', ended, boardTopics(ownerId, isPublic));
    },
    /** null when the board may relay one more press now (LIVE_PRESS_RATE), else seconds to wait. */
    pressAllowance: (boardId: string) => pressLimit.take(boardId),
    async press(boardId: string, press: LivePress) {
      await bus.publish('press', { ...press, sent_at: Date.now() }, [liveBoard(boardId)]);
    },
    /** A listener's subscription: the board's presses and state, starting with its state now. */
    listen: (boardId: string): Subscription => ({
      topics: [liveBoard(boardId)],
      first: (): SseFrame => ({ event: 'state', data: JSON.stringify({ live: isLive(boardId) }) }),
    }),
    listeners: (boardId: string) => bus.subscribers(liveBoard(boardId)),
    /** Stops hearing the bus (the bus itself ends the streams). */
    close() {
      for (const unsubscribe of off) unsubscribe();
      if (expiry) clearInterval(expiry);
      expiry = null;
      return Promise.resolve();
    },
  };
}

export type LiveSessions = ReturnType<typeof createLiveSessions>;
