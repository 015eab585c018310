import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createTestEngine as setup } from './test-engine.ts';

const url = (id: string) => `/files/sounds/u/${id}.wav`;

// Making the AudioContext opens the audio output: ~100 ms of main thread in Chromium (a long task on load,
// Lighthouse TBT, decision 023). Sounds are decoded ahead without it; it is made for the first press.
describe('PlaybackEngine: the playback context', () => {
  it('is not made by preloading; decoded sounds still start inside the press', async () => {
    const { engine, context, contextsCreated } = setup();
    await engine.preload([url('a')], [url('b')]);
    expect(contextsCreated()).toBe(0);

    void engine.toggle({ id: 'a', url: url('a') });
    expect(contextsCreated()).toBe(1);
    expect(context.sources[0]!.started).toBe(true);
  });

  it('opens the audio cache (IndexedDB) when sounds are first needed, not when the engine is made', async () => {
    let opened = 0;
    const { engine } = setup({
      store: () => {
        opened++;
        return Promise.reject(new Error('no idb'));
      },
    });
    expect(opened).toBe(0);
    await engine.preload([url('a')]);
    expect(opened).toBe(1);
  });

  it('is made once, ahead of the press, when the user reaches for the page (warmUp)', async () => {
    const { engine, contextsCreated } = setup();
    engine.warmUp();
    engine.warmUp();
    expect(contextsCreated()).toBe(1);
    await engine.toggle({ id: 'a', url: url('a') });
    expect(contextsCreated()).toBe(1);
  });

  it('decodes a fetched sound without waiting for the cache to store it (issue 32 point 8)', async () => {
    const { engine, context } = setup({
      // A first write to IndexedDB on a cold profile can take long; here it never ends.
      store: () =>
        Promise.resolve({
          get: () => Promise.resolve(undefined),
          put: () => new Promise<void>(() => undefined),
        }),
    });
    await engine.toggle({ id: 'a', url: url('a') });
    expect(context.sources[0]!.started).toBe(true);
  });
});
