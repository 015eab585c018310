import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeCacheStorage } from '#web/test/fake-cache-storage.ts';
import { FILES_CACHE } from './app-caches.ts';
import { AUDIO_CACHE_DB, AUDIO_CACHE_STORE } from './audio/audio-cache-names.ts';
import { openAudioCache } from './audio/audio-cache.ts';
import { EXPIRATION_DB, forgetUserFiles, ownerOfFile } from './forget-user-files.ts';

const ORIGIN = 'https://soundboard.test';
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const file = (bucket: string, owner: string, name: string) =>
  `${ORIGIN}/files/${bucket}/${owner}/${name}`;
const aSound = file('sounds', A, '1700000000000-aa11.wav');
const aBackground = file('board-backgrounds', A, 'board-bg-1700000000000-bb22.png');
const bSound = file('sounds', B, '1700000000000-cc33.wav');

/** What the browser holds after A and B played: each user's files in every store the worker and app fill. */
async function keptFiles() {
  const caches = new FakeCacheStorage();
  const files = await caches.open(FILES_CACHE);
  for (const url of [aSound, aBackground, bSound]) await files.put(url, new Response('x'));
  const audio = await openAudioCache();
  await audio.put(aSound, new Blob(['a']));
  await audio.put(bSound, new Blob(['b']));
  const expiration = await openDB(EXPIRATION_DB, 1, {
    upgrade: (db) => db.createObjectStore('cache-entries', { keyPath: 'id' }),
  });
  for (const url of [aSound, aBackground, bSound]) {
    await expiration.put('cache-entries', {
      id: `files|${url}`,
      cacheName: 'files',
      url,
      timestamp: 1,
    });
  }
  expiration.close();
  return caches;
}

async function storeKeys(name: string, store: string) {
  const db = await openDB(name);
  const keys = (await db.getAllKeys(store)).map(String);
  db.close();
  return keys;
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  return () => vi.unstubAllGlobals();
});

describe('ownerOfFile', () => {
  it("reads the owner from a stored file's path, and nothing else", () => {
    expect(ownerOfFile(aSound, ORIGIN)).toBe(A);
    expect(ownerOfFile(`/files/avatars/${B}/avatar_url-1.png`, ORIGIN)).toBe(B);
    expect(ownerOfFile(`https://elsewhere.test/files/sounds/${A}/x.wav`, ORIGIN)).toBeNull();
    expect(ownerOfFile(`${ORIGIN}/api/boards/${A}`, ORIGIN)).toBeNull();
    expect(ownerOfFile(`${ORIGIN}/files/sounds`, ORIGIN)).toBeNull();
  });
});

describe('forgetUserFiles', () => {
  it("removes one user's files from the files cache, its expiration index and the audio cache", async () => {
    const caches = await keptFiles();
    await forgetUserFiles([A], { caches, indexedDB, origin: ORIGIN });

    expect(caches.urls(FILES_CACHE)).toEqual([bSound]);
    expect(await storeKeys(AUDIO_CACHE_DB, AUDIO_CACHE_STORE)).toEqual([bSound]);
    expect(await storeKeys(EXPIRATION_DB, 'cache-entries')).toEqual([`files|${bSound}`]);
  });

  it("takes every user's files when asked for everyone", async () => {
    const caches = await keptFiles();
    await forgetUserFiles('everyone', { caches, indexedDB, origin: ORIGIN });

    expect(caches.urls(FILES_CACHE)).toEqual([]);
    expect(await storeKeys(AUDIO_CACHE_DB, AUDIO_CACHE_STORE)).toEqual([]);
    expect(await storeKeys(EXPIRATION_DB, 'cache-entries')).toEqual([]);
  });

  it('creates no cache or database that was not there', async () => {
    const caches = new FakeCacheStorage();
    await forgetUserFiles([A], { caches, indexedDB, origin: ORIGIN });

    expect(await caches.keys()).toEqual([]);
    expect(await indexedDB.databases()).toEqual([]);
  });
});
