import { describe, expect, it } from 'vitest';
import { LOUDNESS_GAIN_DB, LOUDNESS_TARGET_LUFS } from '#shared/sound-controls.ts';
import { LOUDNESS_REFERENCES } from './loudness-references.ts';
import { gainToTarget, integratedLoudness } from './loudness.ts';
import { quantized, referenceSignals } from './test-signals.ts';

const RATE = 48_000;
const sine = (seconds: number, amplitude: number, frequency = 997, rate = RATE) =>
  Float32Array.from(
    { length: Math.round(seconds * rate) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * frequency * i) / rate),
  );

describe('integratedLoudness (BS.1770 / EBU R128)', () => {
  it('reads a full-scale 997 Hz sine on both channels as 0 LUFS, and scales with its level', () => {
    expect(integratedLoudness([sine(5, 1), sine(5, 1)], RATE)).toBeCloseTo(0, 1);
    expect(integratedLoudness([sine(5, 0.1), sine(5, 0.1)], RATE)).toBeCloseTo(-20.0, 1);
  });

  it('reads one channel as two (dual mono): a mono file plays on two speakers (decision 052)', () => {
    const tone = sine(5, 0.1);
    expect(integratedLoudness([tone], RATE)).toBeCloseTo(integratedLoudness([tone, tone], RATE), 2);
  });

  it('works at other sample rates', () => {
    expect(integratedLoudness([sine(5, 0.1, 997, 44_100)], 44_100)).toBeCloseTo(-20.0, 1);
  });

  it('leaves out 5.1’s LFE and weights its surrounds 1.41 (BS.1770)', () => {
    const quiet = sine(5, 0.1);
    const silent = new Float32Array(quiet.length);
    const withLfe = [quiet, quiet, quiet, sine(5, 0.9, 60), quiet, quiet];
    const withoutLfe = [quiet, quiet, quiet, silent, quiet, quiet];
    expect(integratedLoudness(withLfe, RATE)).toBeCloseTo(integratedLoudness(withoutLfe, RATE), 2);
    const surroundOnly = [silent, silent, silent, silent, quiet, silent];
    const frontOnly = [quiet, silent, silent, silent, silent, silent];
    expect(
      integratedLoudness(surroundOnly, RATE) - integratedLoudness(frontOnly, RATE),
    ).toBeCloseTo(10 * Math.log10(1.41), 2);
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
    expect(integratedLoudness([sine(0.25, 0.1)], RATE)).toBeCloseTo(-20.0, 0);
  });
});

describe('integratedLoudness against ffmpeg’s ebur128 (loudness-references.ts)', () => {
  for (const signal of referenceSignals()) {
    it(`${signal.name}: within 0.1 LU of ffmpeg`, () => {
      const { channels, sampleRate } = quantized(signal);
      const reference = LOUDNESS_REFERENCES[signal.name]!.lufs;
      expect(Math.abs(integratedLoudness(channels, sampleRate) - reference)).toBeLessThanOrEqual(
        0.1,
      );
    });
  }
});

describe('gainToTarget', () => {
  it('brings a sound to the target within the stored range; silence gets none', () => {
    expect(gainToTarget(-23)).toBe(LOUDNESS_TARGET_LUFS + 23);
    expect(gainToTarget(-3.014)).toBeCloseTo(LOUDNESS_TARGET_LUFS + 3.01, 2);
    expect(gainToTarget(-90)).toBe(LOUDNESS_GAIN_DB.max);
    expect(gainToTarget(-Infinity)).toBeNull();
  });
});
