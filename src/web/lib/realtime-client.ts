// Types only: the event map's module builds zod schemas, which would pull zod into the app's entry chunk.
import type { ChangeEvent, REALTIME_PATH, RealtimeEventName } from '#shared/events.ts';

const PATH: typeof REALTIME_PATH = '/api/realtime';
const CHANGE: RealtimeEventName = 'change';
const RESYNC: RealtimeEventName = 'resync';

/**
 * The one EventSource of the app (GET /api/realtime, issue 13): `change` events of boards and buttons the
 * viewer may see, and `resync` when the server may have missed some. The browser retries a dropped stream by
 * itself; when it gives up (an HTTP error, a wrong content type: readyState CLOSED) this wrapper opens a new
 * one after an exponential back-off with jitter. Every reconnect is followed by a resync, because events sent
 * while the stream was down are lost. Decision 026.
 */
export interface RealtimeHandlers {
  onChange: (change: ChangeEvent) => void;
  /** Refetch everything the events would have kept fresh. */
  onResync: () => void;
}

export interface RealtimeOptions {
  url?: string;
  /** The EventSource constructor; the browser's by default (none in jsdom or on the server: nothing starts). */
  EventSource?: typeof EventSource;
  /** First wait before opening a new stream, doubled on each failed attempt up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
}

export const REALTIME_BACKOFF = { initialDelayMs: 1000, maxDelayMs: 30_000 } as const;

/** The `change` payload of the event map, or null for anything else. */
function parseChange(data: unknown): ChangeEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as Partial<Record<keyof ChangeEvent, unknown>> | null;
    const valid =
      value !== null &&
      typeof value.table === 'string' &&
      typeof value.op === 'string' &&
      typeof value.board_id === 'string' &&
      typeof value.owner_id === 'string' &&
      typeof value.is_public === 'boolean';
    return valid ? (value as ChangeEvent) : null;
  } catch {
    return null;
  }
}

/** Delay before attempt `attempt` (0-based): initial × 2^attempt, capped, then between half and all of it. */
export function backoffDelay(
  attempt: number,
  { initialDelayMs, maxDelayMs }: { initialDelayMs: number; maxDelayMs: number },
  random: () => number = Math.random,
): number {
  const capped = Math.min(maxDelayMs, initialDelayMs * 2 ** attempt);
  return Math.round(capped / 2 + (capped / 2) * random());
}

const isOffline = () => globalThis.navigator?.onLine === false;

/** Opens the stream and keeps it open until the returned stop function is called. */
export function startRealtime(handlers: RealtimeHandlers, options: RealtimeOptions = {}) {
  const Source = options.EventSource ?? globalThis.EventSource;
  if (typeof Source !== 'function') return () => undefined;
  const backoff = {
    initialDelayMs: options.initialDelayMs ?? REALTIME_BACKOFF.initialDelayMs,
    maxDelayMs: options.maxDelayMs ?? REALTIME_BACKOFF.maxDelayMs,
  };
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  // Events may have been missed once a stream opened or failed before: the next open resyncs.
  let missedSome = false;
  let stopped = false;

  const connect = () => {
    timer = null;
    const current = new Source(options.url ?? PATH);
    source = current;
    current.addEventListener('open', () => {
      attempt = 0;
      // A reopened stream (after the browser's own retry or ours) missed what happened meanwhile.
      if (missedSome) handlers.onResync();
      missedSome = true;
    });
    current.addEventListener(CHANGE, (event) => {
      const change = parseChange(event.data);
      if (change) handlers.onChange(change);
    });
    current.addEventListener(RESYNC, () => handlers.onResync());
    current.addEventListener('error', () => {
      missedSome = true;
      if (stopped || current.readyState !== Source.CLOSED || isOffline()) return;
      current.close();
      timer = setTimeout(connect, backoffDelay(attempt, backoff, options.random));
      attempt += 1;
    });
  };

  // Offline (issue 15) there is nothing to reconnect to: the stream is closed until the browser is back
  // online, then opened again with a resync, instead of failing request after request meanwhile.
  const goOffline = () => {
    missedSome = true;
    if (timer) clearTimeout(timer);
    timer = null;
    source?.close();
    source = null;
  };
  const goOnline = () => {
    if (stopped || source || timer) return;
    attempt = 0;
    connect();
  };
  globalThis.addEventListener?.('offline', goOffline);
  globalThis.addEventListener?.('online', goOnline);

  if (!isOffline()) connect();
  return () => {
    stopped = true;
    globalThis.removeEventListener?.('offline', goOffline);
    globalThis.removeEventListener?.('online', goOnline);
    if (timer) clearTimeout(timer);
    source?.close();
  };
}
