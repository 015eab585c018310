import type { WorkboxPlugin } from 'workbox-core/types.js';
import { FILES_CACHE_MAX_BYTES } from './cached-requests.ts';

async function entryBytes(cache: Cache, key: Request): Promise<number> {
  const response = await cache.match(key);
  if (!response) return 0;
  const length = Number(response.headers.get('content-length'));
  return Number.isFinite(length) && length > 0 ? length : (await response.blob()).size;
}

/**
 * Keeps a cache under maxBytes after each new entry by removing the oldest ones (Cache Storage lists keys in
 * the order they were put). Workbox's ExpirationPlugin bounds entries, not bytes; sounds and images range
 * from a few KB to 10 MB, so the count alone bounds nothing.
 */
export function sizeLimitPlugin(
  cacheName: string,
  maxBytes = FILES_CACHE_MAX_BYTES,
): WorkboxPlugin {
  let trimming: Promise<void> = Promise.resolve();
  const trim = async () => {
    const cache = await caches.open(cacheName);
    const keys = await cache.keys();
    const sizes = await Promise.all(keys.map((key) => entryBytes(cache, key)));
    let total = sizes.reduce((sum, size) => sum + size, 0);
    for (let i = 0; i < keys.length - 1 && total > maxBytes; i++) {
      await cache.delete(keys[i]!);
      total -= sizes[i]!;
    }
  };
  return {
    cacheDidUpdate: async () => {
      trimming = trimming.then(trim, trim);
      await trimming;
    },
  };
}
