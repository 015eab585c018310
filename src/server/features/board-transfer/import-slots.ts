import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/lib/app-env.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { BOARD_ARCHIVE, BOARD_TRANSFER_MESSAGES as M } from '#shared/board-transfer.ts';
import { ERROR_CODES } from '#shared/errors.ts';

/**
 * Imports this instance receives and checks at once, whoever sends them (IMPORTS_PER_INSTANCE): a slot is
 * taken before the body is read and held until the answer, so N users cannot hold N archives, their unpacked
 * files and their threads at once. Beyond: 429 with Retry-After. One counter per app (an instance).
 */
export function importSlots() {
  let running = 0;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (running >= c.get('limits').IMPORTS_PER_INSTANCE) {
      c.header('Retry-After', String(BOARD_ARCHIVE.busyRetrySeconds));
      throw new HttpError(429, ERROR_CODES.rateLimited, M.busy);
    }
    running += 1;
    try {
      await next();
    } finally {
      running -= 1;
    }
  });
}
