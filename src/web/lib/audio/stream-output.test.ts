import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTROLS, type PlayControls } from './playback-engine.ts';
import { createTestEngine as setup } from './test-engine.ts';

// Two outputs at once (decision 057). Every sound of the test engine decodes to 2 s.
const sound = (id: string, controls: Partial<PlayControls> = {}) => ({
  id,
  url: `/files/sounds/u/${id}.wav`,
  controls: { ...DEFAULT_CONTROLS, ...controls },
});

describe('PlaybackEngine with a stream output (decision 057)', () => {
  it('plays every sound into both outputs, routed, each through its own volume', async () => {
    const { engine, context, contexts } = setup();
    await engine.preload([sound('a').url]);
    engine.setMasterVolume(0.5);
    engine.setOutputVolume('monitor', 0.8);
    engine.setOutputVolume('stream', 1.5);
    await engine.setStreamOutput('cable-1');
    void engine.toggle(sound('a', { gain: 0.7 }));

    const stream = contexts[1]!;
    expect(stream.sinkIds).toEqual(['cable-1']);
    expect(context.sources).toHaveLength(1);
    expect(stream.sources).toHaveLength(1);
    expect(stream.sources[0]!.output!.gain.value).toBe(0.7);
    const master = (c: typeof context) =>
      c.gains.find((node) => node.connectedTo === c.destination)!;
    expect(master(context).gain.value).toBeCloseTo(0.4);
    expect(master(stream).gain.value).toBeCloseTo(0.75);
    engine.setOutputVolume('stream', 0.5);
    expect(master(stream).gain.value).toBeCloseTo(0.25);
    expect(master(context).gain.value).toBeCloseTo(0.4);
  });

  it('stops and changes volume in both outputs; without a stream output, plays in one', async () => {
    const { engine, context, contexts } = setup();
    await engine.preload([sound('a').url]);
    await engine.setStreamOutput('cable-1');
    void engine.toggle(sound('a'));
    engine.setVoiceGain('a', 0.3);
    const stream = contexts[1]!;
    expect(stream.sources[0]!.output!.gain.value).toBe(0.3);
    void engine.toggle(sound('a'));
    expect([context.sources[0]!.stopped, stream.sources[0]!.stopped]).toEqual([true, true]);

    await engine.setStreamOutput(null);
    void engine.toggle(sound('a'));
    expect(context.sources).toHaveLength(2);
    expect(stream.sources).toHaveLength(1);
  });

  it('makes the stream output with the monitor one, when the user reaches for the page', async () => {
    const { engine, contexts, contextsCreated } = setup();
    await engine.setStreamOutput('cable-1');
    expect(contextsCreated()).toBe(0);
    engine.warmUp();
    expect(contextsCreated()).toBe(2);
    expect(contexts[1]!.sinkIds).toEqual(['cable-1']);
  });
});
