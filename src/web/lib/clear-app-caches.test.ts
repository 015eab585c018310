import { describe, expect, it, vi } from 'vitest';
import { clearAppCaches, KNOWN_DATABASES } from './clear-app-caches.ts';

/** Fakes of the browser APIs (Cache Storage, IndexedDB, service workers) — outside our control. */
function fakeCaches(keys: string[], { failOn }: { failOn?: string } = {}) {
  const deleted: string[] = [];
  return {
    deleted,
    api: {
      keys: () => Promise.resolve(keys),
      delete: (key: string) => {
        deleted.push(key);
        return key === failOn ? Promise.reject(new Error('quota')) : Promise.resolve(true);
      },
    },
  };
}

function fakeIndexedDb(names: string[] | null) {
  const deleted: string[] = [];
  const deleteDatabase = (name: string) => {
    deleted.push(name);
    const request = {} as IDBOpenDBRequest;
    queueMicrotask(() => {
      request.onsuccess?.call(request, new Event('success'));
    });
    return request;
  };
  const api = names
    ? {
        deleteDatabase,
        databases: () => Promise.resolve(names.map((name) => ({ name, version: 1 }))),
      }
    : { deleteDatabase };
  return { deleted, api };
}

function fakeServiceWorkers(count: number) {
  const unregister = vi.fn(() => Promise.resolve(true));
  const registrations = Array.from({ length: count }, () => ({ unregister }));
  return {
    unregister,
    api: {
      getRegistrations: () =>
        Promise.resolve(registrations as unknown as readonly ServiceWorkerRegistration[]),
    },
  };
}

describe('clearAppCaches', () => {
  it('deletes every cache and database, unregisters every worker, then reloads', async () => {
    const caches = fakeCaches(['workbox-precache', 'runtime']);
    const idb = fakeIndexedDb(['audio-cache', 'workbox-expiration']);
    const workers = fakeServiceWorkers(2);
    const reload = vi.fn(() => {
      // Everything is gone before the page reloads.
      expect(caches.deleted).toHaveLength(2);
      expect(idb.deleted).toHaveLength(2);
      expect(workers.unregister).toHaveBeenCalledTimes(2);
    });

    await clearAppCaches({
      caches: caches.api,
      indexedDB: idb.api,
      serviceWorker: workers.api,
      reload,
    });

    expect(caches.deleted).toEqual(['workbox-precache', 'runtime']);
    expect(idb.deleted.sort()).toEqual(['audio-cache', 'workbox-expiration']);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('deletes the known databases where indexedDB.databases() is missing', async () => {
    const idb = fakeIndexedDb(null);
    const reload = vi.fn();
    await clearAppCaches({ indexedDB: idb.api, reload });
    expect(idb.deleted).toEqual([...KNOWN_DATABASES]);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads even when the APIs are missing or a deletion fails', async () => {
    const reload = vi.fn();
    await clearAppCaches({ reload });
    expect(reload).toHaveBeenCalledOnce();

    const caches = fakeCaches(['a', 'b', 'c'], { failOn: 'a' });
    await clearAppCaches({
      caches: caches.api,
      serviceWorker: { getRegistrations: () => Promise.reject(new Error('insecure context')) },
      reload,
    });
    expect(caches.deleted).toEqual(['a', 'b', 'c']);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
