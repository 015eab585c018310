import { isGuestMode } from '#web/lib/guest/guest-mode.ts';
import {
  readEventPayload,
  REALTIME_PATH,
  type RealtimeEventKind,
  type RealtimePayload,
} from '#shared/events.ts';

/**
 * An event stream of the realtime bus (decision 046): one EventSource whose events are dispatched by kind to
 * the handlers given, each payload checked against the shared event map (malformed ones are dropped). The
 * browser retries a dropped stream by itself; when it gives up (an HTTP error, a wrong content type:
 * readyState CLOSED) this wrapper opens a new one after an exponential back-off with jitter. Every reopen is
 * followed by a `resync` to the handlers, because events sent while the stream was down are lost
 * (decision 026).
 */
export type RealtimeHandlers = {
  [K in RealtimeEventKind]?: (payload: RealtimePayload<K>) => void;
};

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

/** What a reopened stream tells the handlers: events may have been missed. */
const REOPENED: RealtimePayload<'resync'> = { reason: 'reopened' };
const SERVER_RESYNC: RealtimePayload<'resync'> = { reason: 'server' };

function readData(data: unknown): unknown {
  try {
    return typeof data === 'string' ? JSON.parse(data) : null;
  } catch {
    return null;
  }
}

function dispatch<K extends RealtimeEventKind>(handlers: RealtimeHandlers, kind: K, data: unknown) {
  const handler = handlers[kind];
  const payload = readEventPayload(kind, readData(data));
  if (payload) handler?.(payload);
  // A resync asks for a refetch whatever it carries.
  else if (kind === 'resync') handlers.resync?.(SERVER_RESYNC);
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

/** Opens the stream (GET /api/realtime unless `options.url`) and keeps it open until the returned stop function is called. */
export function startRealtime(handlers: RealtimeHandlers, options: RealtimeOptions = {}) {
  const Source = options.EventSource ?? globalThis.EventSource;
  if (typeof Source !== 'function') return () => undefined;
  // A guest's boards live in this browser, and realtime, live and the remote need an account (decision 061).
  if (isGuestMode()) return () => undefined;
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
    const current = new Source(options.url ?? REALTIME_PATH);
    source = current;
    current.addEventListener('open', () => {
      attempt = 0;
      // A reopened stream (after the browser's own retry or ours) missed what happened meanwhile.
      if (missedSome) handlers.resync?.(REOPENED);
      missedSome = true;
    });
    for (const kind of Object.keys(handlers) as RealtimeEventKind[]) {
      current.addEventListener(kind, (event) => dispatch(handlers, kind, event.data));
    }
    current.addEventListener('error', () => {
      missedSome = true;
      if (stopped || current.readyState !== Source.CLOSED || isOffline()) return;
      current.close();
      timer = setTimeout(connect, backoffDelay(attempt, backoff, options.random));
      attempt += 1;
    });
  };

  // Offline (decision 028) there is nothing to reconnect to: the stream is closed until the browser is back
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
