import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { OpenTopicStream } from './topic-stream.ts';
import { viewerTopics } from './topics.ts';

/**
 * GET /api/realtime: the viewer's stream on the bus (visitors too): public boards, and the viewer's own
 * boards when signed in (decision 046), within the stream caps.
 */
export function realtimeRoutes({ openStream }: { openStream: OpenTopicStream }) {
  return new Hono<AppEnv>().get('/realtime', (c) =>
    openStream(c, (viewer) => ({ topics: viewerTopics(viewer) })),
  );
}
