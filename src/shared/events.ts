/**
 * The realtime bus's event map (decision 046): every kind of event a server-sent stream may carry, and the
 * fields of its payload. The SSE `event:` name is the kind, its `data:` the payload as JSON. Kept free of zod:
 * the web's entry chunk reads this module (the client checks payloads with readEventPayload below); the
 * server's zod schemas are derived from it in event-schemas.ts.
 *
 * Adding a kind: one entry here, a publisher on the server (hub.publish), a handler on the web.
 */
export const REALTIME_PATH = '/api/realtime';

/**
 * A field's type: 'uuid' is a string in the UUID form; 'object' a JSON object (not checked further: a board
 * document, from the server's own read); an array lists the allowed strings.
 */
export type EventFieldType =
  'string' | 'uuid' | 'boolean' | 'number' | 'object' | readonly string[];
type EventFields = Readonly<Record<string, EventFieldType>>;

/** The visibility fields of a board's announcements: who may hear of it (decision 025). */
const BOARD_ANNOUNCEMENT = { board_id: 'uuid', owner_id: 'uuid', is_public: 'boolean' } as const;

export const REALTIME_EVENT_FIELDS = {
  /**
   * A board or one of its buttons changed (spec §7 realtime), from the database triggers. To the owner for
   * every change; to everyone else while the board is public, and once more when it leaves public view
   * (`is_public` false: drop it). `table`: 'soundboards' or 'soundboard_buttons'; `op`: INSERT, UPDATE, DELETE.
   */
  change: { table: 'string', op: 'string', ...BOARD_ANNOUNCEMENT },
  /**
   * The board as it is after one or a burst of changes (decision 069), sent by each instance to its own
   * streams after the `change` events: `view` 'owner' (the whole board, on the owner's topic only) or
   * 'visitor' (the public view, on the public topic while the board is public). The viewer puts it in its
   * cache instead of refetching; the owner ignores the visitor view.
   */
  board: { ...BOARD_ANNOUNCEMENT, view: ['owner', 'visitor'], document: 'object' },
  /** The board changed but its document is not sent (too big, or it could not be read): refetch it once. */
  board_stale: BOARD_ANNOUNCEMENT,
  /** The owner went live on the board (decision 035): its viewers refetch the live state. */
  live_started: BOARD_ANNOUNCEMENT,
  /** The owner ended the live session (End live, or the page went away). */
  live_ended: BOARD_ANNOUNCEMENT,
  /** Server to server only: the owner's page still beats, every instance keeps the session up. Reaches no stream. */
  live_beat: { board_id: 'uuid' },
  /** A live board's state, to its listeners: the stream's first frame, then on each start and end. */
  state: { live: 'boolean' },
  /** What the owner pressed, to the board's listeners, and when the server sent it (ms since the epoch). */
  press: { button_id: 'uuid', action: ['play', 'stop'], sent_at: 'number' },
  /** A remote pressed a button (decision 059), to the owner's player streams of the board (`remote:<board>`). */
  remote_press: { button_id: 'uuid', action: ['down', 'up', 'tap', 'stop'], sent_at: 'number' },
  /** A remote pressed Stop All on the board, to the owner's player streams. */
  remote_stop_all: { sent_at: 'number' },
  /** A remote was paired or disconnected: the owner's player refetches the list of remotes. */
  remotes_changed: { board_id: 'uuid' },
  /** The owner's player started or stopped a button, to the board's remotes (`remotes:<board>`). */
  now_playing: {
    button_id: 'uuid',
    playing: 'boolean',
    started_at: 'number',
    duration_ms: 'number',
    loop: 'boolean',
  },
  /** This remote's pairing or token was revoked: its stream ends right after this frame. */
  remote_revoked: { remote_id: 'uuid' },
  /** Events may have been missed (the server's LISTEN connection was re-established): refetch everything. */
  resync: { reason: 'string' },
  /** Heartbeat on an idle stream (keeps proxies from closing it). */
  ping: {},
} as const satisfies Record<string, EventFields>;

export type RealtimeEventKind = keyof typeof REALTIME_EVENT_FIELDS;

type FieldValue<T extends EventFieldType> = T extends 'string' | 'uuid'
  ? string
  : T extends 'boolean'
    ? boolean
    : T extends 'number'
      ? number
      : T extends 'object'
        ? Record<string, unknown>
        : T extends readonly (infer Allowed)[]
          ? Allowed
          : never;
type PayloadOf<F extends EventFields> = { -readonly [K in keyof F]: FieldValue<F[K]> };

/** Each kind's payload. */
export type RealtimeEventMap = {
  [K in RealtimeEventKind]: PayloadOf<(typeof REALTIME_EVENT_FIELDS)[K]>;
};
export type RealtimePayload<K extends RealtimeEventKind> = RealtimeEventMap[K];
export type ChangeEvent = RealtimeEventMap['change'];
export type ResyncEvent = RealtimeEventMap['resync'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function fits(type: EventFieldType, value: unknown): boolean {
  if (typeof type !== 'string') return typeof value === 'string' && type.includes(value);
  if (type === 'uuid') return typeof value === 'string' && UUID.test(value);
  if (type === 'object')
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  return typeof value === type;
}

/** The payload of `kind` in `value` (its fields only), or null when a field is missing or of another type. */
export function readEventPayload<K extends RealtimeEventKind>(
  kind: K,
  value: unknown,
): RealtimePayload<K> | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields: EventFields = REALTIME_EVENT_FIELDS[kind];
  const payload: Record<string, unknown> = {};
  for (const [name, type] of Object.entries(fields)) {
    const field = (value as Record<string, unknown>)[name];
    if (!fits(type, field)) return null;
    payload[name] = field;
  }
  return payload as RealtimePayload<K>;
}

export const isRealtimeEventKind = (kind: unknown): kind is RealtimeEventKind =>
  typeof kind === 'string' && Object.hasOwn(REALTIME_EVENT_FIELDS, kind);

/** Heartbeat interval of every stream (decision 025: every 25 s). */
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
