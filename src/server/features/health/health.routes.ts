import { Hono } from 'hono';
import type { DatabaseHandle } from '#server/db/client.ts';
import { HttpError } from '#server/lib/http-error.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { Storage } from '#server/storage/storage.ts';
import { ERROR_CODES } from '#shared/errors.ts';

/** A store check's result is reused this long: a load balancer probing every second costs one request. */
export const READINESS_STORAGE_CHECK_MS = 5_000;

/** The store's check (Storage.check), at most once per READINESS_STORAGE_CHECK_MS; concurrent probes share it. */
function cachedStorageCheck(storage: Storage) {
  let last: { at: number; result: Promise<void> } | null = null;
  return () => {
    const now = Date.now();
    if (!storage.check) return Promise.resolve();
    if (!last || now - last.at >= READINESS_STORAGE_CHECK_MS) {
      last = { at: now, result: storage.check() };
      // Kept for READINESS_STORAGE_CHECK_MS either way; a failure is reported by each probe that reads it.
      last.result.catch(() => undefined);
    }
    return last.result;
  };
}

export function healthRoutes(deps: { database: DatabaseHandle; storage: Storage }) {
  const checkStorage = cachedStorageCheck(deps.storage);
  return new Hono<AppEnv>()
    .get('/health', (c) => c.json({ ok: true as const }))
    .get('/ready', async (c) => {
      try {
        await deps.database.ping();
      } catch (error) {
        c.get('logger').warn({ err: error }, 'readiness: database did not answer');
        throw new HttpError(503, ERROR_CODES.unavailable, 'Database is not ready');
      }
      try {
        await checkStorage();
      } catch (error) {
        c.get('logger').warn({ err: error }, 'readiness: file storage cannot be used');
        throw new HttpError(503, ERROR_CODES.unavailable, 'File storage is not ready');
      }
      return c.json({ ok: true as const });
    });
}
