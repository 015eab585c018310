import { describe, expect, it } from 'vitest';
import { LOUDNESS_GAIN_DB, LOUDNESS_TARGET_LUFS } from '#shared/sound-controls.ts';
import { gainToTarget, integratedLoudness } from './loudness.ts';

const RATE = 48_000;
const sine = (seconds: number, amplitude: number, frequency = 997, rate = RATE) =>
  Float32Array.from(
    { length: Math.round(seconds * rate) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * frequency * i) / rate),
  );

describe('integratedLoudness (BS.1770 / EBU R128)', () => {
  it('reads a full-scale 997 Hz sine in one channel as −3.01 LUFS, and scales with its level', () => {
    expect(integratedLoudness([sine(5, 1)], RATE)).toBeCloseTo(-3.01, 1);
    expect(integratedLoudness([sine(5, 0.1)], RATE)).toBeCloseTo(-23.01, 1);
  });

  it('adds the channels: the same sine in left and right is 3 dB louder', () => {
    const tone = sine(5, 0.1);
    expect(integratedLoudness([tone, tone], RATE)).toBeCloseTo(-20.0, 1);
  });

  it('works at other sample rates', () => {
    expect(integratedLoudness([sine(5, 0.1, 997, 44_100)], 44_100)).toBeCloseTo(-23.01, 1);
  });

  it('gates out silence, so pauses do not make a sound read quieter', () => {
    const tone = sine(3, 0.1);
    const withPause = new Float32Array(tone.length * 3);
    withPause.set(tone, 0);
    withPause.set(tone, tone.length * 2);
    // Without the gates a third of silence would read 1.8 dB quieter (−24.8); blocks at the edges stay in.
    expect(integratedLoudness([withPause], RATE)).toBeGreaterThan(-23.5);
  });

  it('reads silence as −Infinity and measures a clip shorter than one block', () => {
    expect(integratedLoudness([new Float32Array(RATE)], RATE)).toBe(-Infinity);
    expect(integratedLoudness([sine(0.25, 0.1)], RATE)).toBeCloseTo(-23.01, 0);
  });
});

describe('gainToTarget', () => {
  it('brings a sound to the target within the stored range; silence gets none', () => {
    expect(gainToTarget(-23)).toBe(LOUDNESS_TARGET_LUFS + 23);
    expect(gainToTarget(-3.014)).toBeCloseTo(LOUDNESS_TARGET_LUFS + 3.01, 2);
    expect(gainToTarget(-90)).toBe(LOUDNESS_GAIN_DB.max);
    expect(gainToTarget(-Infinity)).toBeNull();
  });
});
