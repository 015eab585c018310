import { describe, expect, it } from 'vitest';
import {
  CHUNK_RETRY_AFTER_MS,
  CHUNK_TRIES_ONLINE,
  loadWhenOnline,
  type ConnectionWaits,
} from './load-when-online.ts';

/** A connection the test turns off and on; sleeps are recorded and pass at once. */
function connection(online: boolean) {
  const waiting: (() => void)[] = [];
  const slept: number[] = [];
  const waits: ConnectionWaits = {
    isOnline: () => online,
    untilOnline: () => new Promise((resolve) => waiting.push(resolve)),
    sleep: (ms) => {
      slept.push(ms);
      return Promise.resolve();
    },
  };
  return {
    waits,
    slept,
    waiting: () => waiting.length,
    goOnline() {
      online = true;
      for (const resolve of waiting.splice(0)) resolve();
    },
    goOffline() {
      online = false;
    },
  };
}

const failed = () => new TypeError('Failed to fetch dynamically imported module');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadWhenOnline', () => {
  it('loads at once when the first try works', async () => {
    const net = connection(true);
    await expect(loadWhenOnline(() => Promise.resolve('code'), net.waits)).resolves.toBe('code');
    expect(net.slept).toEqual([]);
  });

  it('offline, waits for the connection however many tries fail, then loads', async () => {
    const net = connection(false);
    let tries = 0;
    const loading = loadWhenOnline(() => {
      tries += 1;
      return tries < 5 ? Promise.reject(failed()) : Promise.resolve('code');
    }, net.waits);
    let result: string | undefined;
    void loading.then((code) => (result = code));
    await settle();
    expect(tries).toBe(1);
    expect(net.waiting()).toBe(1);
    expect(result).toBeUndefined();
    // Back online but the next try still fails offline (the connection dropped again): it waits again.
    net.goOnline();
    net.goOffline();
    await settle();
    expect(tries).toBe(2);
    net.goOnline();
    await expect(loading).resolves.toBe('code');
    // Online, tries 3 and 4 failed: two waits, a second and two; the fifth loaded.
    expect(tries).toBe(5);
    expect(net.slept).toEqual([CHUNK_RETRY_AFTER_MS, 2 * CHUNK_RETRY_AFTER_MS]);
  });

  it(`online, fails for good after ${CHUNK_TRIES_ONLINE} tries`, async () => {
    const net = connection(true);
    let tries = 0;
    const error = failed();
    await expect(
      loadWhenOnline(() => {
        tries += 1;
        return Promise.reject(error);
      }, net.waits),
    ).rejects.toBe(error);
    expect(tries).toBe(CHUNK_TRIES_ONLINE);
    expect(net.slept).toEqual([CHUNK_RETRY_AFTER_MS, 2 * CHUNK_RETRY_AFTER_MS]);
  });
});
