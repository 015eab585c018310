import { describe, expect, it, vi } from 'vitest';
import { clearAppCaches } from './clear-app-caches.ts';

function fakeIndexedDb(names: string[]) {
  const deleted: string[] = [];
  return {
    deleted,
    factory: {
      databases: () => Promise.resolve(names.map((name) => ({ name, version: 1 }))),
      deleteDatabase: (name: string) => {
        deleted.push(name);
        const request = {} as IDBOpenDBRequest;
        queueMicrotask(() => request.onsuccess?.(new Event('success')));
        return request;
      },
    },
  };
}

describe('clearAppCaches', () => {
  it('deletes every cache and database, unregisters every worker, then reloads', async () => {
    const deletedCaches: string[] = [];
    const unregister = vi.fn(() => Promise.resolve(true));
    const reload = vi.fn();
    const idb = fakeIndexedDb(['audio-cache', 'workbox-expiration']);

    await clearAppCaches({
      caches: {
        keys: () => Promise.resolve(['workbox-precache', 'runtime']),
        delete: (key: string) => {
          deletedCaches.push(key);
          return Promise.resolve(true);
        },
      },
      indexedDB: idb.factory,
      serviceWorker: {
        getRegistrations: () =>
          Promise.resolve([
            { unregister },
            { unregister },
          ] as unknown as ServiceWorkerRegistration[]),
      },
      reload,
    });

    expect(deletedCaches).toEqual(['workbox-precache', 'runtime']);
    expect(idb.deleted.sort()).toEqual(['audio-cache', 'workbox-expiration']);
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('still removes the audio cache and reloads where the APIs are partly missing', async () => {
    const reload = vi.fn();
    const idb = fakeIndexedDb([]);
    await clearAppCaches({
      indexedDB: { deleteDatabase: idb.factory.deleteDatabase },
      reload,
    });
    expect(idb.deleted).toEqual(['audio-cache']);
    expect(reload).toHaveBeenCalledOnce();
  });
});
