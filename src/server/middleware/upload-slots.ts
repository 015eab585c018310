import { createMiddleware } from 'hono/factory';
import { HttpError } from '#server/lib/http-error.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { MAX_CONCURRENT_UPLOADS_PER_USER } from '#shared/limits.ts';
import { STORAGE_MESSAGES } from '#shared/storage-quota.ts';
import type { SessionEnv } from './session.ts';

/**
 * Uploads and URL ingests running per user. The count is per server instance (in this process), not shared
 * between instances on one database: with N instances a user may run up to N × the limit at once.
 */
const running = new Map<string, number>();

/**
 * Holds one of the user's upload slots for the whole request; 429 with a clear message when every slot is
 * taken. Put it after the session middleware and before anything that reads the body. With `onlyMultipart`
 * (POST /api/boards, which takes JSON too) only multipart requests take a slot.
 */
export function uploadSlot(options: { onlyMultipart?: boolean } = {}) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    if (options.onlyMultipart && !c.req.header('content-type')?.startsWith('multipart/form-data')) {
      return next();
    }
    const userId = c.get('user').id;
    const count = running.get(userId) ?? 0;
    if (count >= MAX_CONCURRENT_UPLOADS_PER_USER) {
      throw new HttpError(429, ERROR_CODES.rateLimited, STORAGE_MESSAGES.tooManyUploads);
    }
    running.set(userId, count + 1);
    try {
      await next();
    } finally {
      const left = (running.get(userId) ?? 1) - 1;
      if (left > 0) running.set(userId, left);
      else running.delete(userId);
    }
  });
}
