import { openDB } from 'idb';
import { AUDIO_CACHE_DB, AUDIO_CACHE_STORE, AUDIO_CACHE_VERSION } from './audio-cache-names.ts';

/** The local audio cache (spec §3), named in audio-cache-names.ts. */

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
