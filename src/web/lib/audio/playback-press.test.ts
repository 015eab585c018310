import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createTestEngine as setup } from './test-engine.ts';

const sound = (id: string, url = `/files/sounds/u/${id}.wav`) => ({ id, url });

describe('PlaybackEngine on a press (decision 024)', () => {
  it('starts a decoded sound inside the press, before any listener hears of it', async () => {
    const { engine, context } = setup();
    await engine.preload([sound('a').url]);
    const startedWhenNotified: boolean[] = [];
    engine.subscribe(() => startedWhenNotified.push(context.sources[0]?.started ?? false));
    void engine.toggle(sound('a'));
    expect(context.sources[0]!.started).toBe(true);
    expect(startedWhenNotified).toEqual([true]);
    expect(engine.getSnapshot().playingId).toBe('a');
  });

  it('does not wait for a suspended context to resume before start()', async () => {
    const { engine, context } = setup();
    await engine.preload([sound('a').url]);
    context.state = 'suspended';
    let resumed = 0;
    context.resume = () => {
      resumed++;
      return new Promise(() => undefined);
    };
    void engine.toggle(sound('a'));
    expect(resumed).toBe(1);
    expect(context.sources[0]!.started).toBe(true);
  });

  it('switches from one decoded sound to another in the same press', async () => {
    const { engine, context } = setup();
    await engine.preload([sound('a').url, sound('b').url]);
    void engine.toggle(sound('a'));
    void engine.toggle(sound('b'));
    expect(context.sources.map((s) => [s.started, s.stopped])).toEqual([
      [true, true],
      [true, false],
    ]);
    expect(engine.getSnapshot().playingId).toBe('b');
  });

  it('tells a button only about its own status: progress frames reach the playing one', async () => {
    const { engine, context, runFrame } = setup();
    await engine.preload([sound('a').url]);
    const heard = { a: 0, b: 0 };
    engine.subscribeButton('a', () => heard.a++);
    engine.subscribeButton('b', () => heard.b++);
    void engine.toggle(sound('a'));
    context.currentTime = 1;
    runFrame();
    expect(engine.buttonStatus('a')).toEqual({ playing: true, loading: false, progress: 50 });
    expect(engine.buttonStatus('b')).toEqual({ playing: false, loading: false, progress: 0 });
    expect(heard).toEqual({ a: 2, b: 0 });
  });

  it('stopIfPlaying stops that button only', async () => {
    const { engine } = setup();
    await engine.preload([sound('a').url]);
    void engine.toggle(sound('a'));
    engine.stopIfPlaying('b');
    expect(engine.getSnapshot().playingId).toBe('a');
    engine.stopIfPlaying('a');
    expect(engine.getSnapshot().playingId).toBeNull();
  });

  it('fetches the visible sounds first and the others one at a time when the browser is idle', async () => {
    const { engine, requests, runIdle } = setup();
    // Sounds no earlier test stored in the (shared) IndexedDB cache.
    const [v1, v2, v3, v4] = ['v1', 'v2', 'v3', 'v4'].map((id) => sound(id).url);
    await engine.preload([v1!, v2!], [v3!, v4!]);
    expect(requests).toEqual([v1, v2]);
    await runIdle();
    expect(requests).toHaveLength(3);
    await runIdle();
    expect(requests).toEqual([v1, v2, v3, v4]);
  });

  it('takes the next idle sound only after the last one is done, however slowly the cache answers', async () => {
    // A busy machine: the cache lookup before each download takes longer than a frame or two.
    const slowly = <T>(value: T) =>
      new Promise<T>((resolve) => setTimeout(() => resolve(value), 60));
    const store = () =>
      Promise.resolve({ get: () => slowly(undefined), put: () => slowly(undefined) });
    const { engine, requests, runIdle } = setup({ store });
    const [s1, s2, s3] = ['s1', 's2', 's3'].map((id) => sound(id).url);
    await engine.preload([s1!], [s2!, s3!]);
    await runIdle();
    expect(requests).toEqual([s1, s2]);
    await runIdle();
    expect(requests).toEqual([s1, s2, s3]);
  });
});
