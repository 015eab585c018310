/** Keys tracked before the full (idle) ones are forgotten. */
const PRUNE_ABOVE = 1_000;

interface Bucket {
  tokens: number;
  at: number;
}

export interface Rate {
  perSecond: number;
  burst: number;
}

/**
 * A token bucket per key (a live board's presses, a remote token's presses, a board's now-playing reports):
 * take() answers null when one more may go out, or the seconds until one may. Kept per instance; idle keys'
 * buckets are dropped once many keys are tracked. In lib because live and remote both count this way.
 */
export function createRateBucket(now: () => number, rate: Rate) {
  const buckets = new Map<string, Bucket>();
  const refill = (bucket: Bucket, at: number) => {
    bucket.tokens = Math.min(
      rate.burst,
      bucket.tokens + ((at - bucket.at) / 1000) * rate.perSecond,
    );
    bucket.at = at;
  };
  const prune = (at: number) => {
    for (const [key, bucket] of buckets) {
      refill(bucket, at);
      if (bucket.tokens >= rate.burst) buckets.delete(key);
    }
  };
  return {
    take(key: string): number | null {
      const at = now();
      let bucket = buckets.get(key);
      if (!bucket) {
        if (buckets.size >= PRUNE_ABOVE) prune(at);
        bucket = { tokens: rate.burst, at };
        buckets.set(key, bucket);
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
