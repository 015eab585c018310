import { LIVE_PRESS_RATE } from '#shared/live.ts';

/** Boards tracked before the full (idle) ones are forgotten. */
const PRUNE_ABOVE = 1_000;

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * A token bucket per board (LIVE_PRESS_RATE): take() answers null when a press may go out, or the seconds
 * until one may. Kept per instance; idle boards' buckets are dropped once many boards are tracked.
 */
export function createPressLimit(now: () => number, rate = LIVE_PRESS_RATE) {
  const buckets = new Map<string, Bucket>();
  const refill = (bucket: Bucket, at: number) => {
    bucket.tokens = Math.min(
      rate.burst,
      bucket.tokens + ((at - bucket.at) / 1000) * rate.perSecond,
    );
    bucket.at = at;
  };
  const prune = (at: number) => {
    for (const [boardId, bucket] of buckets) {
      refill(bucket, at);
      if (bucket.tokens >= rate.burst) buckets.delete(boardId);
    }
  };
  return {
    take(boardId: string): number | null {
      const at = now();
      let bucket = buckets.get(boardId);
      if (!bucket) {
        if (buckets.size >= PRUNE_ABOVE) prune(at);
        bucket = { tokens: rate.burst, at };
        buckets.set(boardId, bucket);
      }
      refill(bucket, at);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return null;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / rate.perSecond));
    },
  };
}
