import { PLAYS_PER_MINUTE } from '#shared/sound-library.ts';

const WINDOW_MS = 60_000;
/** Keys kept at most; the oldest windows go first (a flood of addresses cannot grow memory). */
const MAX_KEYS = 50_000;

/**
 * Per address and sound, how many plays of a minute still count (decision 037): play counts are a hint, so
 * plays beyond the limit are accepted and not counted rather than refused.
 */
export class PlayLimiter {
  private readonly windows = new Map<string, { start: number; used: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The part of `count` that counts. */
  take(key: string, count: number): number {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= WINDOW_MS) {
      this.windows.delete(key);
      window = { start: now, used: 0 };
      this.windows.set(key, window);
      if (this.windows.size > MAX_KEYS) this.windows.delete(this.windows.keys().next().value!);
    }
    const counted = Math.max(0, Math.min(count, PLAYS_PER_MINUTE - window.used));
    window.used += counted;
    return counted;
  }
}
