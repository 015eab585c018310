import type { Context } from 'hono';
import type { AppEnv } from '#server/lib/app-env.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '#shared/database-messages.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import type { RealtimeHub } from './realtime-hub.ts';
import type { SseConnection, SseFrame } from './sse-connection.ts';
import { sseResponse } from './sse-response.ts';
import type { AdmitStream } from './stream-admission.ts';
import type { Topic } from './topics.ts';

/** What a stream subscribes to, and the frame it starts with (a live board's state), if any. */
export interface Subscription {
  topics: readonly Topic[];
  first?: () => SseFrame;
  /** Runs once the stream is subscribed, before its response starts (a remote player's presence). */
  opened?: (connection: SseConnection) => Promise<void>;
}

/**
 * Every event stream route ends here (decision 046): the stream caps first (decision 040: nothing is looked
 * up or made for a refused stream), then `subscribe` decides the topics for the viewer (it may refuse: a
 * board the viewer may not see), then the bus subscribes it; the bus away (the database) is a 503.
 */
export function topicStreams({ admit, hub }: { admit: AdmitStream; hub: RealtimeHub }) {
  return async function openTopicStream(
    c: Context<AppEnv>,
    subscribe: (viewerId: string | null) => Promise<Subscription> | Subscription,
  ): Promise<Response> {
    const connection = await admit(c, async (viewer) => {
      const { topics, first, opened } = await subscribe(viewer);
      const connection = await hub.connect(topics, first).catch((error: unknown) => {
        c.get('logger').warn({ err: error }, 'event stream unavailable');
        throw new HttpError(503, ERROR_CODES.unavailable, DATABASE_UNAVAILABLE_MESSAGE);
      });
      await opened?.(connection);
      return connection;
    });
    return sseResponse(c, connection);
  };
}

export type OpenTopicStream = ReturnType<typeof topicStreams>;
