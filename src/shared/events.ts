import { z } from 'zod';

/**
 * The realtime event map of GET /api/realtime (server-sent events, decision 025). Each SSE `event:` name and
 * the JSON in its `data:`.
 */
export const REALTIME_PATH = '/api/realtime';

/** A board or one of its buttons changed (spec §7 realtime). */
export const changeEventSchema = z.object({
  /** 'soundboards' or 'soundboard_buttons'. */
  table: z.string(),
  /** 'INSERT', 'UPDATE' or 'DELETE'. */
  op: z.string(),
  board_id: z.uuid(),
  owner_id: z.uuid(),
  /** Public and not trashed after the change. false sent to a non-owner means: the board left public view. */
  is_public: z.boolean(),
});
export type ChangeEvent = z.infer<typeof changeEventSchema>;

/** Events may have been missed (the server's LISTEN connection was re-established): refetch everything. */
export const resyncEventSchema = z.object({ reason: z.string() });
export type ResyncEvent = z.infer<typeof resyncEventSchema>;

export interface RealtimeEventMap {
  change: ChangeEvent;
  resync: ResyncEvent;
  /** Heartbeat on an idle stream (keeps proxies from closing it); no payload worth reading. */
  ping: Record<string, never>;
}
export type RealtimeEventName = keyof RealtimeEventMap;

export const REALTIME_EVENTS = {
  change: 'change',
  resync: 'resync',
  ping: 'ping',
} as const satisfies Record<RealtimeEventName, RealtimeEventName>;

/** Heartbeat interval of the stream (issue 13: every 25 s). */
export const REALTIME_HEARTBEAT_MS = 25_000;
/** The `retry:` the server sends: the browser's first reconnect wait. */
export const REALTIME_RETRY_MS = 2_000;

/** What a refused event stream (GET /api/realtime or a live board's stream) answers, by the cap it hit. */
export const STREAM_LIMIT_MESSAGES = {
  perAddress:
    'Too many live connections from your network. Close some tabs or try again in a minute.',
  perUser: 'Too many live connections for your account. Close some tabs or try again in a minute.',
  instanceFull: 'Live updates are busy right now. Please try again shortly.',
} as const;
/** Retry-After (seconds) of a refused stream: a client over its own cap waits longer than one that met a full instance. */
export const STREAM_LIMIT_RETRY_SECONDS = { perClient: 30, instanceFull: 10 } as const;
