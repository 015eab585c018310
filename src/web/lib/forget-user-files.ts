import { openDB } from 'idb';
import { FILES_CACHE } from './app-caches.ts';
import {
  AUDIO_CACHE_DB,
  AUDIO_CACHE_STORE,
  AUDIO_CACHE_VERSION,
} from './audio/audio-cache-names.ts';

/** Workbox's expiration index of the files cache (workbox-expiration's CacheTimestampsModel). */
export const EXPIRATION_DB = 'workbox-expiration';
const EXPIRATION_STORE = 'cache-entries';

/** The browser APIs the sweep touches; a missing one is skipped. Tests pass their own. */
export interface ForgetDeps {
  caches?: Pick<CacheStorage, 'has' | 'open'>;
  indexedDB?: Pick<IDBFactory, 'databases' | 'open'>;
  origin: string;
}

const browserDeps = (): ForgetDeps => ({
  caches: typeof caches === 'undefined' ? undefined : caches,
  indexedDB: typeof indexedDB === 'undefined' ? undefined : indexedDB,
  origin: typeof location === 'undefined' ? 'http://localhost' : location.origin,
});

/**
 * The user a stored file belongs to: every object path starts with its owner's id
 * (`/files/<bucket>/<userId>/…`, src/server/storage/paths.ts). Null for anything else.
 */
export function ownerOfFile(url: string, origin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  const [, files, bucket, owner] = parsed.pathname.split('/');
  return files === 'files' && bucket && owner ? decodeURIComponent(owner) : null;
}

async function sweepFilesCache(deps: ForgetDeps, owned: (url: string) => boolean) {
  if (!deps.caches || !(await deps.caches.has(FILES_CACHE))) return;
  const cache = await deps.caches.open(FILES_CACHE);
  const keys = await cache.keys();
  await Promise.all(keys.filter((key) => owned(key.url)).map((key) => cache.delete(key)));
}

/** Deletes the keys of a store (or its records whose `url` field is) owned, when the database exists. */
async function sweepStore(
  deps: ForgetDeps,
  name: string,
  store: string,
  owned: (url: string) => boolean,
) {
  const factory = deps.indexedDB;
  if (!factory) return;
  // Never create a database by looking into it: its owner's upgrade would not run afterwards.
  const existing = await factory.databases().catch(() => []);
  if (!existing.some((db) => db.name === name)) return;
  const db = await openDB(name, name === AUDIO_CACHE_DB ? AUDIO_CACHE_VERSION : undefined, {
    // Another tab upgrading or deleting the database: let go of it.
    blocking() {
      db.close();
    },
  });
  try {
    if (!db.objectStoreNames.contains(store)) return;
    const transaction = db.transaction(store, 'readwrite');
    let cursor = await transaction.store.openCursor();
    while (cursor) {
      const record = cursor.value as { url?: unknown } | null;
      const key = cursor.key;
      const url = typeof record?.url === 'string' ? record.url : typeof key === 'string' ? key : '';
      if (owned(url)) await cursor.delete();
      cursor = await cursor.continue();
    }
    await transaction.done;
  } finally {
    db.close();
  }
}

/**
 * Removes from this browser every stored file of these users that was kept for offline use (decision 042):
 * the worker's files cache, its expiration index (which lists the files' addresses) and the audio cache.
 * Files of other owners (public boards seen while signed in) stay; 'everyone' takes every stored file. A step
 * that fails does not stop the others.
 */
export async function forgetUserFiles(
  userIds: Iterable<string> | 'everyone',
  deps: ForgetDeps = browserDeps(),
): Promise<void> {
  const owners = userIds === 'everyone' ? null : new Set(userIds);
  if (owners?.size === 0) return;
  const owned = (url: string) => {
    const owner = ownerOfFile(url, deps.origin);
    return owner !== null && (owners === null || owners.has(owner));
  };
  await Promise.allSettled([
    sweepFilesCache(deps, owned),
    sweepStore(deps, AUDIO_CACHE_DB, AUDIO_CACHE_STORE, owned),
    sweepStore(deps, EXPIRATION_DB, EXPIRATION_STORE, owned),
  ]);
}
