import { addressKey } from '#server/lib/address-key.ts';
import { PAIR_ATTEMPTS_PER_MINUTE } from '#shared/remote.ts';

const WINDOW_MS = 60_000;

/**
 * PAIR_ATTEMPTS_PER_MINUTE pairing attempts per address (IPv6: its /64) and minute, per instance: take()
 * answers null when one more may go, else the seconds until the address's minute is over. A code of
 * 31^8 possibilities cannot be guessed at this pace within its five minutes.
 */
export function createPairLimit(now: () => number = Date.now) {
  const windows = new Map<string, { start: number; used: number }>();
  return {
    take(address: string | undefined): number | null {
      const at = now();
      const key = address ? addressKey(address) : 'unknown';
      if (windows.size > 10_000)
        for (const [k, w] of windows) if (at - w.start >= WINDOW_MS) windows.delete(k);
      let window = windows.get(key);
      if (!window || at - window.start >= WINDOW_MS) {
        window = { start: at, used: 0 };
        windows.set(key, window);
      }
      if (window.used >= PAIR_ATTEMPTS_PER_MINUTE)
        return Math.max(1, Math.ceil((window.start + WINDOW_MS - at) / 1000));
      window.used += 1;
      return null;
    },
  };
}
