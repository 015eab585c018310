import { describe, expect, it, vi } from 'vitest';
import { API_CACHE, FILES_CACHE } from '#web/lib/app-caches.ts';
import { FakeCacheStorage } from '#web/test/fake-cache-storage.ts';
import { forgetUnownedCaches, OWNER_AWARE_MARKER } from './forget-unowned.ts';

async function cachesOfAnEarlierVersion() {
  const caches = new FakeCacheStorage();
  await (await caches.open(API_CACHE)).put('https://x.test/api/boards', new Response('[]'));
  await (
    await caches.open(FILES_CACHE)
  ).put('https://x.test/files/sounds/u/1.wav', new Response('x'));
  return caches;
}

describe('forgetUnownedCaches', () => {
  it('an update from a version that kept files without their owner forgets them, once', async () => {
    const caches = await cachesOfAnEarlierVersion();
    const forgetFiles = vi.fn(() => Promise.resolve());
    await forgetUnownedCaches({ caches, updating: true, forgetFiles });
    expect(await caches.keys()).toEqual([OWNER_AWARE_MARKER]);
    expect(forgetFiles).toHaveBeenCalledWith('everyone');

    await (
      await caches.open(FILES_CACHE)
    ).put('https://x.test/files/sounds/u/2.wav', new Response('x'));
    await forgetUnownedCaches({ caches, updating: true, forgetFiles });
    expect(caches.urls(FILES_CACHE)).toEqual(['https://x.test/files/sounds/u/2.wav']);
    expect(forgetFiles).toHaveBeenCalledOnce();
  });

  it('a first install keeps what the page already cached', async () => {
    const caches = await cachesOfAnEarlierVersion();
    const forgetFiles = vi.fn(() => Promise.resolve());
    await forgetUnownedCaches({ caches, updating: false, forgetFiles });
    expect((await caches.keys()).sort()).toEqual(
      [API_CACHE, FILES_CACHE, OWNER_AWARE_MARKER].sort(),
    );
    expect(forgetFiles).not.toHaveBeenCalled();
  });
});
