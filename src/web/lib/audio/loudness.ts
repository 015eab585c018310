import { LOUDNESS_GAIN_DB, LOUDNESS_TARGET_LUFS } from '#shared/sound-controls.ts';

/**
 * Integrated loudness after ITU-R BS.1770-4 / EBU R128 (decision 036), from decoded samples: K-weighting (a
 * high shelf, then a high pass), mean squares over 400 ms blocks overlapping by 75 %, an absolute gate at
 * −70 LUFS and a relative gate 10 LU under the ungated level. Returns −Infinity for silence.
 *
 * A mono sound is measured as it plays, on two speakers (dual mono, +3.01 dB; ffmpeg's ebur128 dualmono):
 * so mono and stereo land at the same loudness (decision 052). 5.1's LFE does not count.
 */
export function integratedLoudness(channels: readonly Float32Array[], sampleRate: number): number {
  if (channels.length === 0 || channels[0]!.length === 0) return -Infinity;
  const step = Math.round(sampleRate * 0.1);
  const segments = Math.floor(channels[0]!.length / step);
  // Per channel, the energy of each 100 ms step of the K-weighted signal; a block is 4 steps.
  const energies = channels.map((samples) => stepEnergies(kWeighted(samples, sampleRate), step));
  const weights = channelWeights(channels.length);
  // A clip shorter than one block is measured as one block of what it has.
  const blockCount = segments >= 4 ? segments - 3 : 1;
  const blockLength = segments >= 4 ? 4 * step : channels[0]!.length;
  const blocks = new Float64Array(blockCount); // Σ G·z for each block
  for (let b = 0; b < blockCount; b++) {
    let sum = 0;
    energies.forEach((energy, channel) => {
      const z =
        segments >= 4
          ? (energy[b]! + energy[b + 1]! + energy[b + 2]! + energy[b + 3]!) / blockLength
          : sumOfSquares(channels[channel]!, sampleRate) / blockLength;
      sum += weights[channel]! * z;
    });
    blocks[b] = sum;
  }
  const loudness = (power: number) => -0.691 + 10 * Math.log10(power);
  const gated = (threshold: number) => {
    let sum = 0;
    let count = 0;
    for (const power of blocks) {
      if (power > 0 && loudness(power) > threshold) {
        sum += power;
        count++;
      }
    }
    return count === 0 ? 0 : sum / count;
  };
  const absolute = gated(-70);
  if (absolute === 0) return -Infinity;
  const relative = loudness(absolute) - 10;
  const final = gated(Math.max(-70, relative));
  return final === 0 ? -Infinity : loudness(final);
}

/**
 * BS.1770's channel weights in Web Audio's channel order (L R, quad L R SL SR, 5.1 L R C LFE SL SR): 1 for
 * the front, 1.41 for the surrounds, 0 for the LFE; a lone channel counts twice (dual mono, decision 052).
 */
export function channelWeights(count: number): number[] {
  if (count === 1) return [2];
  if (count === 4) return [1, 1, 1.41, 1.41];
  if (count === 5) return [1, 1, 1, 1.41, 1.41];
  if (count === 6) return [1, 1, 1, 0, 1.41, 1.41];
  return Array.from({ length: count }, (_, index) => (index >= 3 ? 1.41 : 1));
}

/** The gain in dB that brings a sound of this loudness to the target, within the stored range; null for silence. */
export function gainToTarget(lufs: number): number | null {
  if (!Number.isFinite(lufs)) return null;
  const gain = LOUDNESS_TARGET_LUFS - lufs;
  return (
    Math.round(Math.min(LOUDNESS_GAIN_DB.max, Math.max(LOUDNESS_GAIN_DB.min, gain)) * 100) / 100
  );
}

/** The channels of a decoded AudioBuffer. */
export function channelsOf(buffer: AudioBuffer): Float32Array[] {
  return Array.from({ length: buffer.numberOfChannels }, (_, index) =>
    buffer.getChannelData(index),
  );
}

type Biquad = [b0: number, b1: number, b2: number, a1: number, a2: number];

/**
 * The two K-weighting stages for a sample rate: the standard's shelf (+4 dB above ~1.7 kHz) and its high pass
 * (~38 Hz), designed from their analog prototypes so that at 48 kHz they match the tabled coefficients.
 */
function kWeightingFilters(rate: number): [Biquad, Biquad] {
  const shelf = (() => {
    const k = Math.tan((Math.PI * 1681.974450955533) / rate);
    const q = 0.7071752369554196;
    const vh = 10 ** (3.999843853973347 / 20);
    const vb = vh ** 0.4996667741545416;
    const a0 = 1 + k / q + k * k;
    return [
      (vh + (vb * k) / q + k * k) / a0,
      (2 * (k * k - vh)) / a0,
      (vh - (vb * k) / q + k * k) / a0,
      (2 * (k * k - 1)) / a0,
      (1 - k / q + k * k) / a0,
    ] as Biquad;
  })();
  const highPass = (() => {
    const k = Math.tan((Math.PI * 38.13547087602444) / rate);
    const q = 0.5003270373238773;
    const a0 = 1 + k / q + k * k;
    return [1, -2, 1, (2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0] as Biquad;
  })();
  return [shelf, highPass];
}

function kWeighted(samples: Float32Array, rate: number): Float32Array {
  const out = new Float32Array(samples.length);
  const [first, second] = kWeightingFilters(rate);
  let x1 = 0, x2 = 0, y1 = 0, y2 = 0, u1 = 0, u2 = 0; // prettier-ignore
  const [b0, b1, b2, a1, a2] = first;
  const [c0, c1, c2, d1, d2] = second;
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i]!;
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x;
    const z = c0 * y + c1 * y1 + c2 * y2 - d1 * u1 - d2 * u2;
    y2 = y1;
    y1 = y;
    u2 = u1;
    u1 = z;
    out[i] = z;
  }
  return out;
}

/** Sum of squares of each full `step` of samples; all the samples as one step when there is no full step. */
function stepEnergies(samples: Float32Array, step: number): Float64Array {
  const count = Math.floor(samples.length / step);
  if (count === 0) return Float64Array.of(samples.reduce((sum, x) => sum + x * x, 0));
  const energies = new Float64Array(count);
  for (let s = 0; s < count; s++) {
    let sum = 0;
    for (let i = s * step; i < (s + 1) * step; i++) sum += samples[i]! * samples[i]!;
    energies[s] = sum;
  }
  return energies;
}

function sumOfSquares(samples: Float32Array, rate: number): number {
  return kWeighted(samples, rate).reduce((sum, x) => sum + x * x, 0);
}
