import { CEILING, PEAK_CEILING_DBTP, PHASES, TAPS } from './true-peak.ts';

/**
 * The master limiter after the mix (decision 062): what several sounds layered in "overlap" mode add up to
 * stays under −1 dBTP. A look-ahead limiter on a 4× oversampled true-peak detector (the interpolation of
 * true-peak.ts, BS.1770 annex 2): the gain falls in a straight line over the look-ahead to what each over
 * needs, so it has reached it when the over is played, and recovers with a 80 ms time constant. Where
 * nothing needs it the gain is exactly 1: a sound under the ceiling (every lone sound, decision 052) passes
 * sample for sample, only delayed. A clip of the samples at the ceiling catches what the estimate misses.
 */

/** Look-ahead: the time the gain takes to fall to what an over needs. */
const LOOK_AHEAD_SECONDS = 0.001;
const RELEASE_SECONDS = 0.08;
/** Ring buffers' length (a power of two above the look-ahead and the interpolation filter at 192 kHz). */
const RING = 512;
const MASK = RING - 1;
/** Points between samples are interpolated only next to samples within 12 dB of the ceiling. */
const NEAR = CEILING / 4;
/** The last resort, on the samples themselves. */
const SAMPLE_CEILING = 10 ** (PEAK_CEILING_DBTP / 20);
/** A gain this close to 1 is 1 again (0.00001 dB), so a quiet passage after an over passes untouched. */
const UNITY = 1 - 1e-6;

const lookAhead = (sampleRate: number) => Math.floor(LOOK_AHEAD_SECONDS * sampleRate);

/**
 * What the worklet posts once it has taken in more than its delay: from then on its output is the live signal,
 * delayed, so it can replace the direct path at any sample (decision 073).
 */
export const LIMITER_PRIMED = 'primed';

/** The limiter's delay in samples: its look-ahead and the interpolation filter's half length. */
export function limiterLatency(sampleRate: number): number {
  return lookAhead(sampleRate) + TAPS;
}

export class MasterLimiter {
  private readonly lookAhead: number;
  private readonly release: number;
  private readonly history: Float32Array[] = [];
  /** The gain each sample needs (1 where none). */
  private readonly needed = new Float32Array(RING).fill(1);
  /** Samples taken in so far. */
  private count = 0;
  private gain = 1;
  private previousNeed = 1;
  /** The last sample that needed a gain under 1. */
  private lastOver = -Infinity;

  constructor(sampleRate: number) {
    this.lookAhead = lookAhead(sampleRate);
    this.release = 1 - Math.exp(-1 / (RELEASE_SECONDS * sampleRate));
  }

  /** One render quantum: `input` channels (missing ones are silence) into `output` channels, delayed. */
  process(input: readonly Float32Array[], output: readonly Float32Array[]): void {
    const channels = Math.max(input.length, output.length);
    while (this.history.length < channels) this.history.push(new Float32Array(RING));
    const frames = output[0]?.length ?? input[0]?.length ?? 0;
    const delay = this.lookAhead + TAPS;
    for (let frame = 0; frame < frames; frame++) {
      const newest = this.count++;
      for (let c = 0; c < this.history.length; c++) {
        this.history[c]![newest & MASK] = input[c]?.[frame] ?? 0;
      }
      this.detect(newest - TAPS);
      const at = newest - delay;
      const gain = this.gainAt(at);
      for (let c = 0; c < output.length; c++) {
        const sample = this.history[c]![at & MASK]! * gain;
        output[c]![frame] = Math.max(-SAMPLE_CEILING, Math.min(SAMPLE_CEILING, sample));
      }
    }
  }

  /**
   * The gain sample `at` needs: its own and the points between it and its neighbours under the ceiling. Points
   * whose filter reaches before the limiter's first sample are not interpolated: the limiter may start
   * mid-sound (decision 073), and the step from the silence it has never heard to the sound's first sample
   * would read as an over that is not in the sound, and hold the gain down for its release when the limiter
   * is switched in (decision 073 addendum). Those samples play only on the muted path, before it has primed.
   */
  private detect(at: number) {
    let peak = 0;
    const filterHeard = at - TAPS + 1 >= 0;
    for (const channel of this.history) {
      const here = Math.abs(channel[at & MASK]!);
      peak = Math.max(peak, here);
      if (filterHeard && (here >= NEAR || Math.abs(channel[(at + 1) & MASK]!) >= NEAR)) {
        peak = Math.max(peak, between(channel, at));
      }
    }
    const need = peak > CEILING ? CEILING / peak : 1;
    // A point between `at` and `at + 1` is made of both: each needs the lower gain.
    const both = Math.min(need, this.previousNeed);
    this.previousNeed = need;
    this.needed[at & MASK] = both;
    if (both < 1) this.lastOver = at;
  }

  /** The gain for sample `at`: falling in time for every over ahead, otherwise recovering towards 1. */
  private gainAt(at: number): number {
    let target = 1;
    if (this.lastOver >= at) {
      for (let k = 0; k <= this.lookAhead; k++) {
        const need = this.needed[(at + k) & MASK]!;
        if (need < 1)
          target = Math.min(target, 1 - ((1 - need) * (this.lookAhead - k)) / this.lookAhead);
      }
    }
    let gain = this.gain + (1 - this.gain) * this.release;
    if (gain > UNITY) gain = 1;
    this.gain = Math.min(target, gain);
    return this.gain;
  }
}

/** The largest magnitude of the interpolated points between samples `at` and `at + 1` of a ring. */
function between(ring: Float32Array, at: number): number {
  let peak = 0;
  for (const coefficients of PHASES) {
    let sum = 0;
    for (let k = 0; k < coefficients.length; k++) {
      sum += coefficients[k]! * ring[(at - TAPS + 1 + k) & MASK]!;
    }
    peak = Math.max(peak, Math.abs(sum));
  }
  return peak;
}
