import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { DEFAULT_CONTROLS, type PlayControls } from './playback-engine.ts';
import { createTestEngine as setup } from './test-engine.ts';
import { ceilingGain, truePeak } from './true-peak.ts';

// The edges of issue 27 (decision 052). Every sound of the test engine decodes to 2 s.
const sound = (id: string, controls: Partial<PlayControls> = {}) => ({
  id,
  url: `/files/sounds/u/${id}.wav`,
  controls: { ...DEFAULT_CONTROLS, ...controls },
});

describe('PlaybackEngine at the edges (decision 052)', () => {
  it('shortens a fade-in and fade-out longer together than the sound in proportion', async () => {
    const { engine, context } = setup();
    await engine.preload([sound('f').url]);
    // 2 s of sound, 3 s + 1 s of fades: they become 1.5 s and 0.5 s, and meet without a gap or a jump.
    void engine.toggle(sound('f', { gain: 0.8, fadeIn: 3, fadeOut: 1 }));
    expect(context.sources[0]!.output!.gain.events).toEqual([
      ['set', 0, 0],
      ['ramp', 0.8, 1.5],
      ['set', 0.8, 1.5],
      ['ramp', 0, 2],
    ]);
  });

  it('plays the whole sound when its trim starts past the end, and says so', async () => {
    const { engine, context, errors } = setup();
    await engine.preload([sound('t').url]);
    void engine.toggle(sound('t', { start: 5, end: 6 }));
    expect(context.sources[0]!.startArgs).toEqual([0, 0, 2]);
    expect(engine.getSnapshot().playingId).toBe('t');
    expect(errors).toEqual([SOUND_MESSAGES.trimBeyondSound]);
  });

  it('keeps a sound’s gain under the peak ceiling, at the start and when its volume changes', async () => {
    const { engine, context, decoder } = setup();
    const samples = Float32Array.from({ length: 4800 }, (_, i) => 0.9 * Math.sin(i / 10));
    const buffer = { duration: 2, numberOfChannels: 1, getChannelData: () => samples };
    decoder.decodeAudioData = () => Promise.resolve(buffer);
    const maxGain = ceilingGain(truePeak([samples]));
    await engine.preload([sound('p').url]);

    void engine.toggle(sound('p', { gain: 4 }));
    const gain = context.sources[0]!.output!.gain;
    expect(gain.value).toBeCloseTo(maxGain, 6);
    engine.setVoiceGain('p', 3);
    expect(gain.value).toBeCloseTo(maxGain, 6);
    engine.setVoiceGain('p', 0.5);
    expect(gain.value).toBe(0.5);
  });

  it('decodes at the output’s rate: remembered, and again from the cache when the output differs', async () => {
    const { engine, context, decoderRates, rememberedRate } = setup({ rememberedRate: 44_100 });
    await engine.preload([sound('a').url]);
    expect(decoderRates).toEqual([44_100]);

    context.sampleRate = 48_000;
    engine.warmUp();
    expect(rememberedRate()).toBe(48_000);
    // The buffer decoded at 44.1 kHz is not played: a press waits for the decode at 48 kHz.
    void engine.toggle(sound('a'));
    expect(engine.getSnapshot().loadingId).toBe('a');
    await engine.decoded(sound('a').url);
    await Promise.resolve();
    expect(decoderRates).toEqual([44_100, 48_000]);
    expect(engine.getSnapshot().playingId).toBe('a');
  });

  it('decodes at 48 kHz before any output is known', async () => {
    const { engine, decoderRates } = setup();
    await engine.preload([sound('a').url]);
    expect(decoderRates).toEqual([48_000]);
  });
});
