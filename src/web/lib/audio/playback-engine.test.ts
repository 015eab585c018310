import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { createTestEngine as setup } from './test-engine.ts';

const sound = (id: string) => ({ id, url: `/files/sounds/u/${id}.wav` });

describe('PlaybackEngine', () => {
  it('goes from initializing to ready once the cache opens', async () => {
    const { engine } = setup();
    expect(engine.getSnapshot().cacheState).toBe('initializing');
    expect(await engine.cacheSettled()).toBe('ready');
    expect(engine.getSnapshot().cacheState).toBe('ready');
  });

  it('plays one sound, shows progress and resets at the end', async () => {
    const { engine, context, runFrame } = setup();
    await engine.toggle(sound('a'));
    expect(engine.getSnapshot()).toMatchObject({ playingId: 'a', progress: 0 });
    context.currentTime = 1;
    runFrame();
    expect(engine.getSnapshot().progress).toBe(50);
    context.sources[0]!.onended!();
    expect(engine.getSnapshot()).toMatchObject({ playingId: null, progress: 0 });
  });

  it('publishes progress a tenth of a second apart, not every frame (one tile render per step)', async () => {
    const { engine, context, runFrame } = setup();
    await engine.toggle(sound('a'));
    const seen: number[] = [];
    engine.subscribeButton('a', () => seen.push(engine.buttonStatus('a').progress));
    for (const time of [0.016, 0.05, 0.09, 0.1, 0.15, 0.2, 0.25]) {
      context.currentTime = time;
      runFrame();
    }
    expect(seen).toEqual([5, 10]);
  });

  it('stops on a second press of the playing sound', async () => {
    const { engine, context } = setup();
    await engine.toggle(sound('a'));
    await engine.toggle(sound('a'));
    expect(context.sources[0]!.stopped).toBe(true);
    expect(engine.getSnapshot().playingId).toBeNull();
  });

  it('switches to another sound, one at a time', async () => {
    const { engine, context } = setup();
    await engine.toggle(sound('a'));
    await engine.toggle(sound('b'));
    expect(context.sources[0]!.stopped).toBe(true);
    expect(context.sources[1]!.started).toBe(true);
    expect(engine.getSnapshot().playingId).toBe('b');
  });

  it('decodes ahead and takes audio from the IndexedDB cache once stored', async () => {
    const first = setup();
    await first.engine.preload([sound('c').url]);
    expect(first.requests).toEqual([sound('c').url]);
    await first.engine.toggle(sound('c'));
    expect(first.requests).toHaveLength(1);

    const second = setup();
    await second.engine.toggle(sound('c'));
    expect(second.requests).toEqual([]);
    expect(second.engine.getSnapshot().playingId).toBe('c');
  });

  it('falls back to the server when the cache fails', async () => {
    const { engine, requests } = setup({ store: () => Promise.reject(new Error('no idb')) });
    await engine.toggle(sound('d'));
    expect(engine.getSnapshot()).toMatchObject({ cacheState: 'failed', playingId: 'd' });
    expect(requests).toEqual([sound('d').url]);
  });

  it('reports a button without a sound, a sound without URL and a failed play', async () => {
    const { engine, decoder, errors } = setup();
    await engine.toggle(null);
    await engine.toggle({ id: 'e', url: null });
    decoder.decodeAudioData = () => Promise.reject(new Error('bad data'));
    await engine.toggle(sound('e'));
    expect(errors).toEqual([
      SOUND_MESSAGES.dataNotAvailable,
      SOUND_MESSAGES.urlNotAvailable,
      SOUND_MESSAGES.couldNotPlay,
    ]);
    expect(engine.getSnapshot()).toMatchObject({ playingId: null, loadingId: null });
  });

  it('after forgetSounds (a session ended) keeps no download and loads nothing queued', async () => {
    const puts: string[] = [];
    const store = () =>
      Promise.resolve({
        get: () => Promise.resolve(undefined),
        put: (url: string) => {
          puts.push(url);
          return Promise.resolve();
        },
      });
    const { engine, requests, runIdle } = setup({ store });
    const underWay = engine.decoded(sound('a').url);
    await engine.preload([], [sound('b').url, sound('c').url]);
    engine.forgetSounds();
    await underWay;
    await runIdle();
    await runIdle();
    expect(requests).toEqual([sound('a').url]);
    expect(puts).toEqual([]);
  });
});
