import { openDB } from 'idb';

/** The local audio cache (spec §3): IndexedDB `audio-cache`, version 1, one store `sounds` of blobs by URL. */
export const AUDIO_CACHE_DB = 'audio-cache';
export const AUDIO_CACHE_VERSION = 1;
export const AUDIO_CACHE_STORE = 'sounds';

export interface AudioStore {
  get(url: string): Promise<Blob | undefined>;
  put(url: string, blob: Blob): Promise<void>;
}

export async function openAudioCache(): Promise<AudioStore> {
  if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
  const db = await openDB(AUDIO_CACHE_DB, AUDIO_CACHE_VERSION, {
    upgrade(database) {
      if (!database.objectStoreNames.contains(AUDIO_CACHE_STORE)) {
        database.createObjectStore(AUDIO_CACHE_STORE);
      }
    },
    // "Clear cache and reload" deletes this database: let go of it instead of blocking the deletion.
    blocking() {
      db.close();
    },
  });
  return {
    get: async (url) => (await db.get(AUDIO_CACHE_STORE, url)) as Blob | undefined,
    put: async (url, blob) => {
      await db.put(AUDIO_CACHE_STORE, blob, url);
    },
  };
}
