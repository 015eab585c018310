import { Hono } from 'hono';
import type { DatabaseHandle } from '#server/db/client.ts';
import { HttpError } from '#server/lib/http-error.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import { ERROR_CODES } from '#shared/errors.ts';

export function healthRoutes(database: DatabaseHandle) {
  return new Hono<AppEnv>()
    .get('/health', (c) => c.json({ ok: true as const }))
    .get('/ready', async (c) => {
      try {
        await database.ping();
      } catch (error) {
        c.get('logger').warn({ err: error }, 'readiness: database did not answer');
        throw new HttpError(503, ERROR_CODES.unavailable, 'Database is not ready');
      }
      return c.json({ ok: true as const });
    });
}
