import { API_CACHE, FILES_CACHE } from '#web/lib/app-caches.ts';
import { forgetUserFiles } from '#web/lib/forget-user-files.ts';

/**
 * An empty cache whose presence says: what the caches hold was kept by a version that forgets a user's
 * files when their session ends (decision 042).
 */
export const OWNER_AWARE_MARKER = 'owner-aware';

export interface UnownedDeps {
  caches: Pick<CacheStorage, 'has' | 'open' | 'delete'>;
  /** An earlier worker controls this scope: this one is an update. */
  updating: boolean;
  forgetFiles: (owners: 'everyone') => Promise<void>;
}

/**
 * At install. An earlier version kept answers and files without remembering whose session they came from,
 * and sessions it saw may have ended: none of them stay (the next visit downloads again). Once only: the
 * marker says later updates have nothing to forget. A first install has nothing to forget either.
 */
export async function forgetUnownedCaches(
  deps: UnownedDeps = {
    caches,
    updating: Boolean((self as unknown as ServiceWorkerGlobalScope).registration.active),
    forgetFiles: forgetUserFiles,
  },
): Promise<void> {
  if (await deps.caches.has(OWNER_AWARE_MARKER)) return;
  if (deps.updating) {
    await Promise.allSettled([
      deps.caches.delete(API_CACHE),
      deps.caches.delete(FILES_CACHE),
      deps.forgetFiles('everyone'),
    ]);
  }
  await deps.caches.open(OWNER_AWARE_MARKER);
}
