import { REALTIME_EVENT_FIELDS, type RealtimeEventKind } from '#shared/events.ts';
import { startRealtime, type RealtimeHandlers, type RealtimeOptions } from './realtime-client.ts';

interface Subscriber {
  handlers: RealtimeHandlers;
}

/** The page's one GET /api/realtime stream (decision 026), opened for one viewer. */
let stream: { viewer: string | null; stop: () => void } | null = null;
const subscribers = new Set<Subscriber>();

/** Every kind of the map is listened for; each event goes to every subscriber with a handler for it. */
const fanOut = Object.fromEntries(
  (Object.keys(REALTIME_EVENT_FIELDS) as RealtimeEventKind[]).map((kind) => [
    kind,
    (payload: never) => {
      for (const { handlers } of [...subscribers])
        (handlers[kind] as (p: never) => void)?.(payload);
    },
  ]),
) as RealtimeHandlers;

/**
 * Features register their handlers here (decision 046): the page keeps one stream for however many
 * subscribe, opened with the first, closed with the last, and opened again for a new viewer (the server
 * picks the events by viewer). Returns the unsubscribe function.
 */
export function subscribeRealtime(
  viewer: string | null,
  handlers: RealtimeHandlers,
  options?: RealtimeOptions,
): () => void {
  const subscriber: Subscriber = { handlers };
  subscribers.add(subscriber);
  if (stream?.viewer !== viewer) {
    stream?.stop();
    stream = { viewer, stop: startRealtime(fanOut, options) };
  }
  return () => {
    if (!subscribers.delete(subscriber) || subscribers.size > 0) return;
    stream?.stop();
    stream = null;
  };
}
