import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTROLS, type PlayControls } from './playback-engine.ts';
import { createTestEngine as setup } from './test-engine.ts';

// Every sound of the test engine decodes to 2 s.
const sound = (id: string, controls: Partial<PlayControls> = {}) => ({
  id,
  url: `/files/sounds/u/${id}.wav`,
  controls: { ...DEFAULT_CONTROLS, ...controls },
});

describe('PlaybackEngine sound controls (decision 036)', () => {
  it('"single" mode switches; "overlap" layers sounds and a press stops only its own', async () => {
    const { engine, context } = setup();
    await engine.preload([sound('a').url, sound('b').url, sound('c').url]);
    engine.setMode('overlap');
    void engine.toggle(sound('a'));
    void engine.toggle(sound('b'));
    expect(engine.getSnapshot().playingIds).toEqual(['a', 'b']);
    expect(context.sources.map((s) => s.stopped)).toEqual([false, false]);
    expect(engine.buttonStatus('a').playing && engine.buttonStatus('b').playing).toBe(true);

    void engine.toggle(sound('a'));
    expect(engine.getSnapshot().playingIds).toEqual(['b']);
    expect(context.sources[0]!.stopped).toBe(true);

    engine.setMode('single');
    void engine.toggle(sound('c'));
    expect(engine.getSnapshot().playingIds).toEqual(['c']);
    expect(context.sources[1]!.stopped).toBe(true);
  });

  it('Stop All ends every voice and tells each tile', async () => {
    const { engine } = setup();
    await engine.preload([sound('a').url, sound('b').url]);
    engine.setMode('overlap');
    void engine.toggle(sound('a'));
    void engine.toggle(sound('b'));
    const told: string[] = [];
    engine.subscribeButton('a', () => told.push('a'));
    engine.subscribeButton('b', () => told.push('b'));
    engine.stop();
    expect(engine.getSnapshot()).toMatchObject({ playingIds: [], playingId: null });
    expect(told.sort()).toEqual(['a', 'b']);
  });

  it('plays the trimmed span, loops it when asked, and reports progress within it', async () => {
    const { engine, context, runFrame } = setup();
    await engine.preload([sound('t').url, sound('l').url]);
    void engine.toggle(sound('t', { start: 0.5, end: 1.5 }));
    expect(context.sources[0]!.startArgs).toEqual([0, 0.5, 1]);
    context.currentTime = 0.5;
    runFrame();
    expect(engine.buttonStatus('t').progress).toBe(50);

    void engine.toggle(sound('l', { start: 0.25, end: 1.25, loop: true }));
    const looped = context.sources[1]!;
    expect([looped.loop, looped.loopStart, looped.loopEnd]).toEqual([true, 0.25, 1.25]);
    expect(looped.startArgs).toEqual([0, 0.25]);
    context.currentTime = 0.5 + 1.25; // one pass and a quarter
    runFrame();
    expect(engine.buttonStatus('l').progress).toBe(25);
  });

  it('applies volume, fades in and out on the voice, and the master volume over all', async () => {
    const { engine, context } = setup();
    await engine.preload([sound('f').url]);
    engine.setMasterVolume(0.5);
    context.currentTime = 10;
    void engine.toggle(sound('f', { gain: 1.5, fadeIn: 0.2, fadeOut: 0.5 }));
    const source = context.sources[0]!;
    const voiceGain = source.output!.gain;
    expect(voiceGain.events).toEqual([
      ['set', 0, 10],
      ['ramp', 1.5, 10.2],
      ['set', 1.5, 11.5],
      ['ramp', 0, 12],
    ]);
    const master = context.gains.find((node) => node.connectedTo === context.destination)!;
    expect(master.gain.value).toBe(0.5);
    engine.setMasterVolume(0.8);
    expect(master.gain.value).toBe(0.8);
  });

  it('changes a playing sound’s volume at once, keeping its fade-out at the end', async () => {
    const { engine, context } = setup();
    await engine.preload([sound('v').url]);
    void engine.toggle(sound('v', { fadeOut: 0.5 }));
    context.currentTime = 0.4;
    engine.setVoiceGain('v', 0.3);
    const gain = context.sources[0]!.output!.gain;
    expect(gain.value).toBe(0.3);
    expect(gain.events.filter(([, , at]) => at >= 0.4)).toEqual([
      ['set', 0.3, 0.4],
      ['set', 0.3, 1.5],
      ['ramp', 0, 2],
    ]);
  });

  it('a stopped loop fades out over its fade-out instead of cutting', async () => {
    const { engine, context } = setup();
    await engine.preload([sound('x').url]);
    void engine.toggle(sound('x', { loop: true, fadeOut: 0.3 }));
    context.currentTime = 5;
    engine.stop();
    expect(context.sources[0]!.stopAt).toBeCloseTo(5.3);
    expect(engine.getSnapshot().playingIds).toEqual([]);
  });

  it('sends the chosen output device to the context, now or when it is made', async () => {
    const { engine, context } = setup();
    await engine.setOutputDevice('cable-1');
    expect(context.sinkIds).toEqual([]);
    engine.warmUp();
    expect(context.sinkIds).toEqual(['cable-1']);
    await engine.setOutputDevice('');
    expect(context.sinkIds).toEqual(['cable-1', '']);
  });
});

describe('PlaybackEngine stop notices (live mode relays them)', () => {
  it('tells of sounds someone stopped, not of those that ended or were replaced', async () => {
    const { engine, context } = setup();
    await engine.preload([sound('a').url, sound('b').url, sound('c').url]);
    const stopped: string[][] = [];
    engine.onStopped((ids) => stopped.push(ids));

    void engine.toggle(sound('a'));
    void engine.toggle(sound('b')); // "single": a is replaced
    context.sources[1]!.onended!(); // b ends by itself
    expect(stopped).toEqual([]);

    void engine.toggle(sound('c'));
    void engine.toggle(sound('c')); // a second press stops it
    engine.setMode('overlap');
    void engine.toggle(sound('a'));
    void engine.toggle(sound('b'));
    engine.stop();
    expect(stopped).toEqual([['c'], ['a', 'b']]);
  });
});
