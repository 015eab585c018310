import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Board } from '../../src/shared/schemas/board.ts';
import { makeWav } from '../fixtures/audio.ts';
import { solidPng } from '../fixtures/images.ts';
import { createBoardThroughApi } from './boards.ts';

/** A private board (the default) whose first button plays an uploaded tone, with a background image. */
export async function privateBoardWithSoundAndBackground(
  request: APIRequestContext,
  name: string,
  label: string,
): Promise<{ board: Board; soundUrl: string; backgroundUrl: string }> {
  const board = await createBoardThroughApi(request, name);
  const upload = await request.post('/api/sounds', {
    multipart: {
      name: 'secret tone',
      file: {
        name: 'tone.wav',
        mimeType: 'audio/wav',
        buffer: Buffer.from(makeWav({ seconds: 0.3 })),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const sound = (await upload.json()) as { id: string; url: string };
  const button = await request.patch(
    `/api/boards/${board.id}/buttons/${board.soundboard_buttons[0]!.id}`,
    { data: { label, sound_id: sound.id } },
  );
  expect(button.status()).toBe(200);
  const background = await request.put(`/api/boards/${board.id}/background`, {
    multipart: {
      file: { name: 'bg.png', mimeType: 'image/png', buffer: Buffer.from(solidPng(64, 64)) },
    },
  });
  expect(background.status(), await background.text()).toBe(200);
  const shown = (await (await request.get(`/api/boards/${board.id}`)).json()) as Board;
  expect(shown.is_public).toBe(false);
  expect(shown.background_image_url).toBeTruthy();
  return {
    board: shown,
    soundUrl: new URL(sound.url, 'http://x').pathname,
    backgroundUrl: new URL(shown.background_image_url!, 'http://x').pathname,
  };
}

/** The paths the browser keeps for offline use: the worker's caches, the audio cache and workbox's index. */
export function offlineStore(page: Page) {
  return page.evaluate(async () => {
    const keysOf = async (name: string) =>
      (await caches.has(name))
        ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)
        : [];
    const databases = new Set((await indexedDB.databases()).map((db) => db.name));
    // Keys of a store, and the `url` field of its records (never creates a database that is missing).
    const storeKeys = (database: string, store: string) =>
      new Promise<string[]>((resolve) => {
        if (!databases.has(database)) return resolve([]);
        const open = indexedDB.open(database);
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            return resolve([]);
          }
          const objects = db.transaction(store).objectStore(store);
          const keys = objects.getAllKeys();
          const records = objects.getAll();
          records.onsuccess = () => {
            db.close();
            const urls = (records.result as unknown[]).map((value) =>
              typeof value === 'object' && value && 'url' in value ? String(value.url) : '',
            );
            resolve([...keys.result.map(String), ...urls].filter(Boolean));
          };
          records.onerror = () => resolve([]);
        };
      });
    return {
      files: await keysOf('files'),
      api: await keysOf('api'),
      audio: (await storeKeys('audio-cache', 'sounds')).map(
        (url) => new URL(url, location.href).pathname,
      ),
      // Workbox's expiration index lists each cached file's URL.
      expiration: (await storeKeys('workbox-expiration', 'cache-entries')).map(
        (url) => new URL(url.replace(/^[^|]*\|/, ''), location.href).pathname,
      ),
    };
  });
}

/** Waits until the worker has kept the board's background and the audio cache its sound. */
export async function privateFilesKept(page: Page, soundUrl: string, backgroundUrl: string) {
  await expect
    .poll(
      async () => {
        const store = await offlineStore(page);
        return [
          store.files.includes(backgroundUrl) || `files ${backgroundUrl}`,
          store.audio.includes(soundUrl) || `audio-cache ${soundUrl}`,
        ].filter((missing) => missing !== true);
      },
      { timeout: 20_000 },
    )
    .toEqual([]);
}

/** Waits until nothing the browser keeps names one of these paths (or an API answer of the board). */
export async function privateFilesGone(page: Page, paths: string[], boardId: string) {
  await expect
    .poll(
      async () => {
        const store = await offlineStore(page);
        const all = [...store.files, ...store.audio, ...store.expiration, ...store.api];
        return all.filter((kept) => paths.includes(kept) || kept.includes(boardId));
      },
      { timeout: 10_000 },
    )
    .toEqual([]);
}

/** What the page gets for each path from this browser alone (call it offline): status, or 0 on failure. */
export function fetchStatuses(page: Page, paths: string[]) {
  return page.evaluate(
    (list) =>
      Promise.all(
        list.map((path) =>
          fetch(path).then(
            (response) => response.status,
            () => 0,
          ),
        ),
      ),
    paths,
  );
}
