import { describe, expect, it } from 'vitest';
import { MasterLimiter, limiterLatency } from './master-limiter.ts';
import { tones } from './test-signals.ts';
import { ceilingGain, PEAK_CEILING_DBTP, truePeak } from './true-peak.ts';

const db = (linear: number) => 20 * Math.log10(linear);
const RATE = 48_000;
const QUANTUM = 128;

/** Runs channels through a limiter quantum by quantum (as the audio thread does), with its delay flushed. */
function limit(channels: Float32Array[]): Float32Array[] {
  const limiter = new MasterLimiter(RATE);
  const delay = limiterLatency(RATE);
  const length = channels[0]!.length + delay;
  const out = channels.map(() => new Float32Array(length + QUANTUM));
  for (let at = 0; at < length; at += QUANTUM) {
    const input = channels.map((channel) => {
      const part = new Float32Array(QUANTUM);
      part.set(channel.subarray(at, at + QUANTUM));
      return part;
    });
    limiter.process(
      input,
      out.map((channel) => channel.subarray(at, at + QUANTUM)),
    );
  }
  return out.map((channel) => channel.subarray(delay, delay + channels[0]!.length));
}

/** A sound normalised as decision 052 plays it: its true peak just under the ceiling. */
function atCeiling(samples: Float32Array): Float32Array {
  const gain = ceilingGain(truePeak([samples]));
  return samples.map((x) => x * gain);
}

/** A lone sound of three partials (1, 3 and 9 kHz), normalised to the ceiling. */
const loneAtCeiling = (seconds: number) =>
  atCeiling(
    tones(
      [
        [1000, 0.5],
        [3000, 0.3],
        [9000, 0.2],
      ],
      seconds,
      RATE,
    ),
  );

describe('MasterLimiter (decision 062)', () => {
  it('passes a lone sound at the ceiling unchanged, sample for sample, only delayed', () => {
    const lone = loneAtCeiling(1);
    const [played] = limit([lone, lone]);
    let difference = 0;
    for (let i = 0; i < lone.length; i++) {
      difference = Math.max(difference, Math.abs(played![i]! - lone[i]!));
    }
    expect(difference).toBe(0);
  });

  it('joining mid-sound (decision 073), passes a lone sound at the ceiling untouched from its first quanta', () => {
    const lone = loneAtCeiling(0.4);
    // The limiter's input starts mid-sound, at every phase of the 1 kHz tone: a step from the silence before
    // it. The switch to its path comes after it has primed (its delay) and a message to the page: from the
    // third quantum on, its output must be the sound, only delayed.
    let worst = 0;
    for (let start = 4_800; start < 4_848; start++) {
      const [played] = limit([lone.subarray(start), lone.subarray(start)]);
      for (let i = 2 * QUANTUM; i < played!.length; i++) {
        worst = Math.max(worst, Math.abs(played![i]! - lone[start + i]!));
      }
    }
    expect(worst).toBe(0);
  });

  it('holds four layered sounds at the ceiling under −1 dBTP', () => {
    const layers = [220, 330, 550, 770].map((frequency) =>
      atCeiling(tones([[frequency, 0.9]], 1.5, RATE)),
    );
    const mix = layers[0]!.map((_, i) => layers.reduce((sum, layer) => sum + layer[i]!, 0));
    expect(db(truePeak([mix]))).toBeGreaterThan(PEAK_CEILING_DBTP + 6);
    const played = limit([mix, mix]);
    expect(db(truePeak(played))).toBeLessThanOrEqual(PEAK_CEILING_DBTP);
  });

  it('holds the points between samples too: a quarter-rate tone sampled at ±45°', () => {
    // After 10 ms of silence, as the limiter hears before a sound (it is in before the first one, decision 064).
    const silence = 480;
    const tone = Float32Array.from({ length: silence + 9600 }, (_, i) =>
      i < silence ? 0 : Math.sin((Math.PI / 2) * i + Math.PI / 4),
    );
    const played = limit([tone]);
    expect(db(truePeak(played))).toBeLessThanOrEqual(PEAK_CEILING_DBTP);
  });

  it('lets go after an over: a quiet tail returns to full level within half a second', () => {
    const burst = tones([[440, 3]], 0.2, RATE);
    const quiet = tones([[440, 0.1]], 1, RATE);
    const signal = new Float32Array(burst.length + quiet.length);
    signal.set(burst);
    signal.set(quiet, burst.length);
    const [played] = limit([signal]);
    const tail = played!.subarray(signal.length - RATE / 4);
    const level = truePeak([tail]);
    expect(db(level / truePeak([quiet]))).toBeGreaterThan(-0.1);
  });

  it('adds under 1.3 ms of delay', () => {
    expect(limiterLatency(48_000) / 48_000).toBeLessThan(0.0013);
    expect(limiterLatency(44_100) / 44_100).toBeLessThan(0.0013);
  });
});
