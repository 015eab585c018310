import { ERROR_CODES } from '#shared/errors.ts';
import { GIF_MESSAGES } from '#shared/gif-messages.ts';
import { HttpError } from '#server/lib/http-error.ts';

const WINDOW_MS = 60_000;

/**
 * GIF proxy calls per user and minute, counted in this process (decision 027: the limit protects the shared
 * GIPHY key's quota; with N instances a user gets at most N × max, which is fine for that purpose).
 */
export function gifRateLimiter(max: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return (userId: string) => {
    const t = now();
    if (windows.size > 10_000) {
      for (const [key, w] of windows) if (t - w.start >= WINDOW_MS) windows.delete(key);
    }
    const current = windows.get(userId);
    if (!current || t - current.start >= WINDOW_MS) {
      windows.set(userId, { start: t, count: 1 });
      return;
    }
    current.count += 1;
    if (current.count > max) {
      throw new HttpError(429, ERROR_CODES.rateLimited, GIF_MESSAGES.rateLimited);
    }
  };
}
