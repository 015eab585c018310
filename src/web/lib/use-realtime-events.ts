import { useEffect, useRef } from 'react';
import type { RealtimeHandlers } from './realtime-client.ts';
import { subscribeRealtime } from './realtime-subscriptions.ts';
import { useSession } from './session/use-session.ts';

/** The viewer whose events the stream carries: undefined while the session is still being read. */
export function useRealtimeViewer(): string | null | undefined {
  const session = useSession();
  return session.isPending ? undefined : (session.data?.user.id ?? null);
}

/**
 * A component's handlers on the page's realtime stream (decision 046), for as long as it is mounted. The
 * latest handlers are called (no resubscription when they change); nothing is subscribed before the session
 * is known.
 */
export function useRealtimeEvents(handlers: RealtimeHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const viewer = useRealtimeViewer();
  const kinds = Object.keys(handlers).sort().join(',');
  useEffect(() => {
    if (viewer === undefined) return;
    const forward = Object.fromEntries(
      kinds
        .split(',')
        .map((kind) => [
          kind,
          (payload: never) =>
            (latest.current[kind as keyof RealtimeHandlers] as (p: never) => void)?.(payload),
        ]),
    ) as RealtimeHandlers;
    return subscribeRealtime(viewer, forward);
  }, [viewer, kinds]);
}
