import { describe, expect, it } from 'vitest';
import { LOUDNESS_REFERENCES } from './loudness-references.ts';
import { quantized, referenceSignals, tones } from './test-signals.ts';
import { ceilingGain, PEAK_CEILING_DBTP, PHASES, TAPS, truePeak } from './true-peak.ts';

const db = (linear: number) => 20 * Math.log10(linear);

/** The filter written out plainly: every phase at every gap next to a loud sample, bounds checked per tap. */
function plainTruePeak(channels: readonly Float32Array[]): number {
  let samplePeak = 0;
  for (const channel of channels)
    for (const x of channel) samplePeak = Math.max(samplePeak, Math.abs(x));
  let peak = samplePeak;
  for (const channel of channels) {
    for (let gap = 0; gap <= channel.length; gap++) {
      const near = [gap - 1, gap, gap + 1, gap + 2].some(
        (i) => i >= 0 && i < channel.length && Math.abs(channel[i]!) >= samplePeak / 2,
      );
      if (!near) continue;
      for (const coefficients of PHASES) {
        let sum = 0;
        coefficients.forEach((c, k) => {
          const index = gap - TAPS + 1 + k;
          if (index >= 0 && index < channel.length) sum += c * channel[index]!;
        });
        peak = Math.max(peak, Math.abs(sum));
      }
    }
  }
  return peak;
}

describe('truePeak (BS.1770 annex 2, 4× oversampled)', () => {
  // Decision 075: the loop is written for speed (it sits between a cold tap's audio and its start); it must
  // read what the plain filter reads.
  it('reads what the plain filter reads, at the edges and in short and noisy buffers too', () => {
    let seed = 1;
    const noise = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    const signals = [
      [Float32Array.from({ length: 4800 }, noise)],
      [Float32Array.from({ length: 7 }, noise), Float32Array.from({ length: 7 }, noise)],
      [Float32Array.from({ length: 30 }, (_, i) => (i === 0 || i === 29 ? 0.9 : 0.1 * noise()))],
      [tones([[1000, 0.9]], 0.1, 48_000), tones([[220, 0.5]], 0.1, 48_000)],
      ...referenceSignals().map((signal) => quantized(signal).channels),
    ];
    for (const channels of signals) {
      expect(truePeak(channels)).toBeCloseTo(plainTruePeak(channels), 6);
    }
  });

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
