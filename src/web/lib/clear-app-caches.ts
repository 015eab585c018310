/** The browser APIs clearAppCaches touches; a missing one is skipped. Tests pass their own. */
export interface CacheClearingDeps {
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
  indexedDB?: Pick<IDBFactory, 'deleteDatabase'> & { databases?: IDBFactory['databases'] };
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistrations'>;
  reload: () => void;
}

/** Databases this app creates, removed even where indexedDB.databases() is missing (Firefox < 126). */
export const KNOWN_DATABASES: readonly string[] = ['audio-cache'];

const DATABASE_DELETE_TIMEOUT_MS = 3000;

function browserDeps(): CacheClearingDeps {
  return {
    caches: 'caches' in window ? window.caches : undefined,
    indexedDB: 'indexedDB' in window ? window.indexedDB : undefined,
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    reload: () => window.location.reload(),
  };
}

async function deleteCaches(cacheStorage: NonNullable<CacheClearingDeps['caches']>) {
  const keys = await cacheStorage.keys();
  await Promise.allSettled(keys.map((key) => cacheStorage.delete(key)));
}

function deleteDatabase(factory: Pick<IDBFactory, 'deleteDatabase'>, name: string) {
  return new Promise<void>((resolve) => {
    const request = factory.deleteDatabase(name);
    // A blocked deletion finishes once the other tabs close; the reload must not wait for it.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
    setTimeout(resolve, DATABASE_DELETE_TIMEOUT_MS);
  });
}

async function deleteDatabases(factory: NonNullable<CacheClearingDeps['indexedDB']>) {
  const listed = factory.databases ? await factory.databases().catch(() => []) : [];
  const names = new Set([
    ...KNOWN_DATABASES,
    ...listed.flatMap((db) => (db.name ? [db.name] : [])),
  ]);
  await Promise.allSettled([...names].map((name) => deleteDatabase(factory, name)));
}

async function unregisterWorkers(container: NonNullable<CacheClearingDeps['serviceWorker']>) {
  const registrations = await container.getRegistrations();
  await Promise.allSettled(registrations.map((registration) => registration.unregister()));
}

/**
 * The header's "Clear cache and reload": deletes every Cache Storage cache and this app's IndexedDB
 * databases, unregisters every service worker, then reloads. A step that fails does not stop the others,
 * and the page reloads in any case.
 */
export async function clearAppCaches(deps: CacheClearingDeps = browserDeps()): Promise<void> {
  await Promise.allSettled([
    deps.caches ? deleteCaches(deps.caches) : undefined,
    deps.indexedDB ? deleteDatabases(deps.indexedDB) : undefined,
    deps.serviceWorker ? unregisterWorkers(deps.serviceWorker) : undefined,
  ]);
  deps.reload();
}
