import type { Context } from 'hono';
import { ERROR_CODES } from '#shared/errors.ts';
import { HttpError } from '#server/lib/http-error.ts';

const WINDOW_MS = 60_000;
/** Users with a window at most; past it the oldest window goes (each is a signed-in user, made at sign-up's pace). */
const MAX_KEYS = 100_000;

/**
 * Calls per user and minute, counted in this process (decision 027: with N instances a user gets at most
 * N × max). Used for GIF searches (GIF_RATE_LIMIT_MAX) and GIF media (GIF_MEDIA_PER_USER_PER_MINUTE).
 */
export class GifRateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one call; 429 with Retry-After (seconds to the window's end) past `max` in the minute. */
  take(c: Context, userId: string, max: number, message: string): void {
    const t = this.now();
    let current = this.windows.get(userId);
    if (!current || t - current.start >= WINDOW_MS) {
      this.windows.delete(userId);
      if (this.windows.size >= MAX_KEYS) this.prune(t);
      current = { start: t, count: 0 };
      this.windows.set(userId, current);
    }
    current.count += 1;
    if (current.count > max) {
      c.header(
        'Retry-After',
        String(Math.max(1, Math.ceil((current.start + WINDOW_MS - t) / 1000))),
      );
      throw new HttpError(429, ERROR_CODES.rateLimited, message);
    }
  }

  /** Drops ended windows; if every window is live, the oldest (windows are kept in start order). */
  private prune(t: number) {
    for (const [key, w] of this.windows) if (t - w.start >= WINDOW_MS) this.windows.delete(key);
    if (this.windows.size >= MAX_KEYS) this.windows.delete(this.windows.keys().next().value!);
  }
}
