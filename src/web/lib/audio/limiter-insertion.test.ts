import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTROLS, type AudioContextLike, type GainNodeLike } from './playback-types.ts';
import { createTestEngine, type FakeContext } from './test-engine.ts';

const url = (id: string) => `/files/sounds/u/${id}.wav`;

/**
 * A master limiter that loads when the test says (decision 064): put in between the master and the device
 * by `insert`, which records whether any sound had started on that context when it went in.
 */
function slowLimiter() {
  const loads: { context: FakeContext; resolve: (insert: (() => void) | null) => void }[] = [];
  const inserted: { context: FakeContext; soundsStartedBefore: number }[] = [];
  const connectMaster = (context: AudioContextLike, master: GainNodeLike) => {
    const fake = context as unknown as FakeContext;
    master.connect(context.destination as never);
    return new Promise<(() => void) | null>((resolve) => loads.push({ context: fake, resolve }));
  };
  const finishLoading = (index = 0) => {
    const load = loads[index]!;
    load.resolve(() =>
      inserted.push({
        context: load.context,
        soundsStartedBefore: load.context.sources.filter((source) => source.started).length,
      }),
    );
  };
  return { connectMaster, loads, inserted, finishLoading };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('PlaybackEngine: the master limiter is in before the first sound (decision 064)', () => {
  it('starts loading the limiter when the user reaches for the page, not at the first press', () => {
    const limiter = slowLimiter();
    const { engine } = createTestEngine({ connectMaster: limiter.connectMaster });
    engine.warmUp();
    expect(limiter.loads).toHaveLength(1);
  });

  it('a press while the limiter loads waits for it, then starts through it', async () => {
    const limiter = slowLimiter();
    const { engine, context } = createTestEngine({ connectMaster: limiter.connectMaster });
    await engine.preload([url('a')]);
    engine.warmUp();
    const press = engine.toggle({ id: 'a', url: url('a') });
    await settle();
    expect(context.sources.filter((source) => source.started)).toHaveLength(0);
    expect(engine.getSnapshot().loadingId).toBe('a');

    limiter.finishLoading();
    await press;
    expect(limiter.inserted).toEqual([{ context, soundsStartedBefore: 0 }]);
    expect(context.sources[0]!.started).toBe(true);
  });

  it('a decoded sound pressed once the limiter is in starts inside the press', async () => {
    const limiter = slowLimiter();
    const { engine, context } = createTestEngine({ connectMaster: limiter.connectMaster });
    await engine.preload([url('a')]);
    engine.warmUp();
    limiter.finishLoading();
    await settle();
    expect(limiter.inserted).toHaveLength(1);
    void engine.toggle({ id: 'a', url: url('a') });
    expect(context.sources[0]!.started).toBe(true);
  });

  it('a limiter that loads while a sound plays goes in at once, mid-sound (the switch is seamless, 073)', async () => {
    const limiter = slowLimiter();
    const { engine, context } = createTestEngine({
      connectMaster: limiter.connectMaster,
      limiterWaitMs: 10,
    });
    await engine.preload([url('a'), url('b')]);
    engine.warmUp();
    // The module is slow beyond the wait: the press plays on the direct path.
    await engine.toggle({ id: 'a', url: url('a') });
    expect(context.sources[0]!.started).toBe(true);
    limiter.finishLoading();
    await settle();
    expect(limiter.inserted).toEqual([{ context, soundsStartedBefore: 1 }]);
  });

  it('in overlap mode, every press made while the limiter loads plays once it is in', async () => {
    const limiter = slowLimiter();
    const { engine, context } = createTestEngine({ connectMaster: limiter.connectMaster });
    engine.setMode('overlap');
    await engine.preload(['a', 'b', 'c'].map(url));
    engine.warmUp();
    const presses = ['a', 'b', 'c'].map((id) => engine.toggle({ id, url: url(id) }));
    await settle();
    for (const id of ['a', 'b', 'c']) expect(engine.buttonStatus(id).loading).toBe(true);

    limiter.finishLoading();
    await Promise.all(presses);
    expect(context.sources.filter((source) => source.started)).toHaveLength(3);
    expect(engine.getSnapshot().playingIds).toEqual(['a', 'b', 'c']);
  });

  it('in overlap mode, a second press on a waiting button cancels only that one', async () => {
    const limiter = slowLimiter();
    const { engine, context } = createTestEngine({ connectMaster: limiter.connectMaster });
    engine.setMode('overlap');
    await engine.preload(['a', 'b'].map(url));
    engine.warmUp();
    const first = engine.toggle({ id: 'a', url: url('a') });
    const second = engine.toggle({ id: 'b', url: url('b') });
    void engine.toggle({ id: 'a', url: url('a') });
    limiter.finishLoading();
    await Promise.all([first, second]);
    expect(engine.getSnapshot().playingIds).toEqual(['b']);
    expect(context.sources.filter((source) => source.started)).toHaveLength(1);
  });
});

/** Decoded buffers whose samples the engine can read, so it knows each one's peak (decision 052). */
function withPeaks(decoder: { decodeAudioData: (data: ArrayBuffer) => Promise<unknown> }) {
  decoder.decodeAudioData = (data) => {
    const samples = new Float32Array(data.byteLength).fill(0.5);
    return Promise.resolve({
      duration: data.byteLength / 10,
      numberOfChannels: 1,
      getChannelData: () => samples,
    });
  };
}

describe('PlaybackEngine: a lone sound does not wait for the limiter (decision 073)', () => {
  it('a cold press with nothing else playing starts as soon as its sound is decoded', async () => {
    const limiter = slowLimiter();
    const { engine, context, decoder } = createTestEngine({ connectMaster: limiter.connectMaster });
    withPeaks(decoder);
    engine.setMode('overlap');
    await engine.toggle({ id: 'a', url: url('a') });
    expect(limiter.loads).toHaveLength(1);
    expect(context.sources[0]!.started).toBe(true);
    expect(context.sources[0]!.startArgs[0]).toBe(0);

    // The limiter goes in as soon as it is ready, while the sound plays.
    limiter.finishLoading();
    await settle();
    expect(limiter.inserted).toEqual([{ context, soundsStartedBefore: 1 }]);
  });

  it('a decoded sound pressed alone while the limiter loads starts inside the press', async () => {
    const limiter = slowLimiter();
    const { engine, context, decoder } = createTestEngine({ connectMaster: limiter.connectMaster });
    withPeaks(decoder);
    await engine.preload([url('a')]);
    engine.warmUp();
    void engine.toggle({ id: 'a', url: url('a') });
    expect(context.sources[0]!.started).toBe(true);
  });

  it('in overlap mode, a second press while the lone sound plays waits for the limiter, then starts after its switch', async () => {
    const limiter = slowLimiter();
    const { engine, context, decoder } = createTestEngine({ connectMaster: limiter.connectMaster });
    withPeaks(decoder);
    engine.setMode('overlap');
    await engine.preload(['a', 'b', 'c'].map(url));
    engine.warmUp();
    void engine.toggle({ id: 'a', url: url('a') });
    const later = ['b', 'c'].map((id) => engine.toggle({ id, url: url(id) }));
    await settle();
    expect(context.sources.filter((source) => source.started)).toHaveLength(1);
    expect(engine.buttonStatus('b').loading).toBe(true);

    context.currentTime = 1;
    limiter.finishLoading();
    await Promise.all(later);
    expect(limiter.inserted).toEqual([{ context, soundsStartedBefore: 1 }]);
    expect(engine.getSnapshot().playingIds).toEqual(['a', 'b', 'c']);
    // Started a little after the switch, which the audio thread makes at its next render quantum.
    for (const source of context.sources.slice(1)) {
      expect(source.startArgs[0]).toBeGreaterThan(1);
    }
  });

  it('waits for the limiter when an output adds gain (a stream output over 100 %, decision 057)', async () => {
    const limiter = slowLimiter();
    const { engine, context, decoder } = createTestEngine({ connectMaster: limiter.connectMaster });
    withPeaks(decoder);
    await engine.preload([url('a')]);
    engine.setOutputVolume('monitor', 1.5);
    engine.warmUp();
    const press = engine.toggle({ id: 'a', url: url('a') });
    await settle();
    expect(context.sources.filter((source) => source.started)).toHaveLength(0);
    limiter.finishLoading();
    await press;
    expect(limiter.inserted).toEqual([{ context, soundsStartedBefore: 0 }]);
    expect(context.sources[0]!.started).toBe(true);
  });

  it('waits for the limiter while a stopped sound still fades out', async () => {
    const limiter = slowLimiter();
    const { engine, context, decoder } = createTestEngine({ connectMaster: limiter.connectMaster });
    withPeaks(decoder);
    engine.setMode('overlap');
    await engine.preload(['a', 'b'].map(url));
    engine.warmUp();
    void engine.toggle({ id: 'a', url: url('a'), controls: { ...DEFAULT_CONTROLS, fadeOut: 0.5 } });
    engine.stopIfPlaying('a');
    context.currentTime = 0.2;
    const press = engine.toggle({ id: 'b', url: url('b') });
    await settle();
    expect(context.sources.filter((source) => source.started)).toHaveLength(1);
    limiter.finishLoading();
    await press;
    expect(context.sources.filter((source) => source.started)).toHaveLength(2);
  });
});
