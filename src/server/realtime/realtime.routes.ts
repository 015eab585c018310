import { Hono } from 'hono';
import { viewerId } from '#server/features/boards/session-options.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { Auth } from '#server/lib/auth.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '#shared/database-messages.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import type { RealtimeHub } from './realtime-hub.ts';
import { sseResponse } from './sse-response.ts';

/** GET /api/realtime: server-sent events for the viewer (visitors too: public boards only). */
export function realtimeRoutes({ auth, hub }: { auth: Auth; hub: RealtimeHub }) {
  return new Hono<AppEnv>().get('/realtime', async (c) => {
    const viewer = await viewerId(auth, c);
    const connection = await hub.connect(viewer).catch((error: unknown) => {
      c.get('logger').warn({ err: error }, 'realtime unavailable');
      throw new HttpError(503, ERROR_CODES.unavailable, DATABASE_UNAVAILABLE_MESSAGE);
    });
    return sseResponse(c, connection);
  });
}
