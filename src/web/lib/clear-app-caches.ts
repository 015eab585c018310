/** The browser APIs clearAppCaches touches; tests pass their own. */
export interface CacheClearingDeps {
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
  indexedDB?: Pick<IDBFactory, 'deleteDatabase'> & { databases?: IDBFactory['databases'] };
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistrations'>;
  reload: () => void;
}

/** Databases this app creates, removed even where indexedDB.databases() is missing. */
const KNOWN_DATABASES = ['audio-cache'];

function browserDeps(): CacheClearingDeps {
  return {
    caches: 'caches' in window ? window.caches : undefined,
    indexedDB: 'indexedDB' in window ? window.indexedDB : undefined,
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    reload: () => window.location.reload(),
  };
}

function deleteDatabase(factory: Pick<IDBFactory, 'deleteDatabase'>, name: string) {
  return new Promise<void>((resolve) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });
}

/** Deletes Cache Storage and IndexedDB data of this app, unregisters its service workers, then reloads. */
export async function clearAppCaches(deps: CacheClearingDeps = browserDeps()): Promise<void> {
  const work: Promise<unknown>[] = [];
  if (deps.caches) {
    const cacheStorage = deps.caches;
    const keys = await cacheStorage.keys();
    work.push(...keys.map((key) => cacheStorage.delete(key)));
  }
  if (deps.indexedDB) {
    const factory = deps.indexedDB;
    const listed = factory.databases ? await factory.databases() : [];
    const names = new Set([
      ...KNOWN_DATABASES,
      ...listed.flatMap((db) => (db.name ? [db.name] : [])),
    ]);
    work.push(...[...names].map((name) => deleteDatabase(factory, name)));
  }
  if (deps.serviceWorker) {
    const registrations = await deps.serviceWorker.getRegistrations();
    work.push(...registrations.map((registration) => registration.unregister()));
  }
  await Promise.allSettled(work);
  deps.reload();
}
