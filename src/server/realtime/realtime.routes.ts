import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/app-env.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '#shared/database-messages.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import type { RealtimeHub } from './realtime-hub.ts';
import { sseResponse } from './sse-response.ts';
import type { AdmitStream } from './stream-admission.ts';

/** GET /api/realtime: server-sent events for the viewer (visitors too: public boards only), within the stream caps. */
export function realtimeRoutes({ admit, hub }: { admit: AdmitStream; hub: RealtimeHub }) {
  return new Hono<AppEnv>().get('/realtime', async (c) => {
    const connection = await admit(c, (viewer) =>
      hub.connect(viewer).catch((error: unknown) => {
        c.get('logger').warn({ err: error }, 'realtime unavailable');
        throw new HttpError(503, ERROR_CODES.unavailable, DATABASE_UNAVAILABLE_MESSAGE);
      }),
    );
    return sseResponse(c, connection);
  });
}
