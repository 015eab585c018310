import { describe, expect, it } from 'vitest';
import { LOUDNESS_REFERENCES } from './loudness-references.ts';
import { quantized, referenceSignals, tones } from './test-signals.ts';
import { ceilingGain, PEAK_CEILING_DBTP, truePeak } from './true-peak.ts';

const db = (linear: number) => 20 * Math.log10(linear);

describe('truePeak (BS.1770 annex 2, 4× oversampled)', () => {
  it('finds the peak between samples: a quarter-rate sine sampled at ±45° reads its amplitude', () => {
    // Every sample is at ±0.707 of the amplitude; the waveform between them reaches 1.
    const samples = Float32Array.from({ length: 4800 }, (_, i) =>
      Math.sin((Math.PI / 2) * i + Math.PI / 4),
    );
    // The samples alone read −3 dB; the short interpolation filter over-reads by a hair (the safe side).
    expect(db(truePeak([samples]))).toBeGreaterThan(-0.05);
    expect(db(truePeak([samples]))).toBeLessThan(0.2);
  });

  for (const signal of referenceSignals()) {
    it(`${signal.name}: within 0.1 dB of ffmpeg's true peak, or above it`, () => {
      const reference = LOUDNESS_REFERENCES[signal.name]!.truePeakDbtp;
      const ours = db(truePeak(quantized(signal).channels));
      expect(ours).toBeGreaterThan(reference - 0.1);
      expect(ours).toBeLessThan(reference + 0.1);
    });
  }

  it('the ceiling gain brings any peak just under −1 dBTP', () => {
    const loud = tones([[1000, 0.9]], 1, 48_000);
    const gain = ceilingGain(truePeak([loud]));
    expect(db(truePeak([loud.map((x) => x * gain)]))).toBeLessThanOrEqual(PEAK_CEILING_DBTP);
    expect(db(truePeak([loud.map((x) => x * gain)]))).toBeGreaterThan(PEAK_CEILING_DBTP - 0.1);
    expect(ceilingGain(0)).toBe(Infinity);
  });
});
