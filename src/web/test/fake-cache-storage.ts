/**
 * Cache Storage is the browser's (jsdom has none): an in-memory stand-in with the calls the app makes
 * (has, open, delete, keys; a cache's put, match, keys, delete), keyed by absolute URL.
 */
export class FakeCacheStorage {
  readonly stores = new Map<string, Map<string, string>>();

  has(name: string) {
    return Promise.resolve(this.stores.has(name));
  }

  delete(name: string) {
    return Promise.resolve(this.stores.delete(name));
  }

  keys() {
    return Promise.resolve([...this.stores.keys()]);
  }

  open(name: string) {
    let entries = this.stores.get(name);
    if (!entries) this.stores.set(name, (entries = new Map<string, string>()));
    const store = entries;
    const urlOf = (key: Request | string) => (typeof key === 'string' ? key : key.url);
    return Promise.resolve({
      put: (key: Request | string, body: string) => {
        store.set(urlOf(key), body);
        return Promise.resolve();
      },
      keys: () => Promise.resolve([...store.keys()].map((url) => ({ url }) as Request)),
      delete: (key: Request | string) => Promise.resolve(store.delete(urlOf(key))),
    } as unknown as Cache);
  }

  /** The URLs a cache holds ([] when it does not exist). */
  urls(name: string): string[] {
    return [...(this.stores.get(name)?.keys() ?? [])];
  }
}
