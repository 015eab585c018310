/**
 * The ceiling nothing the engine plays may pass (decision 052): −1 dBTP, as EBU R128 asks of a programme.
 * Gains aim 0.05 dB under it, the error of the estimate below against a longer interpolation filter.
 */
export const PEAK_CEILING_DBTP = -1;
export const CEILING = 10 ** ((PEAK_CEILING_DBTP - 0.05) / 20);

export const TAPS = 12; // each side: 24 per phase, as BS.1770's example filter
/** Hann-windowed sinc coefficients for the points ¼, ½ and ¾ of the way between two samples. */
export const PHASES = [0.25, 0.5, 0.75].map((fraction) =>
  Float64Array.from({ length: 2 * TAPS }, (_, index) => {
    const x = index - TAPS + 1 - fraction;
    return (
      (Math.sin(Math.PI * x) / (Math.PI * x)) * (0.5 + 0.5 * Math.cos((Math.PI * x) / (TAPS + 0.5)))
    );
  }),
);

/** The three phases' coefficients interleaved tap by tap (¼, ½, ¾), for one pass over a gap's samples. */
const INTERLEAVED = Float64Array.from(
  { length: 6 * TAPS },
  (_, index) => PHASES[index % 3]![(index / 3) | 0]!,
);

/**
 * The true peak (linear) of decoded channels after ITU-R BS.1770 annex 2: 4× oversampled. The points
 * between samples are computed only near samples within 6 dB of the sample peak (a point between can only
 * pass the peak where the samples around it come close to it), so a long sound costs about one pass.
 * Written for speed (decision 075: it runs between a cold tap's audio arriving and its start): the three
 * phases of a gap in one pass over its samples, without bounds checks away from the ends.
 */
export function truePeak(channels: readonly Float32Array[]): number {
  let samplePeak = 0;
  for (const channel of channels) {
    for (let i = 0; i < channel.length; i++) {
      const x = channel[i]!;
      const magnitude = x < 0 ? -x : x;
      if (magnitude > samplePeak) samplePeak = magnitude;
    }
  }
  const near = samplePeak / 2;
  let peak = samplePeak;
  for (const channel of channels) {
    let last = -1; // the last gap between samples computed, so none is computed twice
    for (let i = 0; i < channel.length; i++) {
      const x = channel[i]!;
      if ((x < 0 ? -x : x) < near) continue;
      for (let gap = Math.max(last + 1, i - 2); gap <= i + 1; gap++) {
        const value = between(channel, gap);
        if (value > peak) peak = value;
      }
      last = i + 1;
    }
  }
  return peak;
}

/** The largest magnitude of the interpolated points between samples `gap` and `gap + 1`. */
function between(channel: Float32Array, gap: number): number {
  const first = gap - TAPS + 1;
  let quarter = 0;
  let half = 0;
  let threeQuarters = 0;
  if (first >= 0 && first + 2 * TAPS <= channel.length) {
    for (let k = 0, c = 0; k < 2 * TAPS; k++, c += 3) {
      const x = channel[first + k]!;
      quarter += INTERLEAVED[c]! * x;
      half += INTERLEAVED[c + 1]! * x;
      threeQuarters += INTERLEAVED[c + 2]! * x;
    }
  } else {
    for (let k = 0, c = 0; k < 2 * TAPS; k++, c += 3) {
      const index = first + k;
      if (index < 0 || index >= channel.length) continue;
      const x = channel[index]!;
      quarter += INTERLEAVED[c]! * x;
      half += INTERLEAVED[c + 1]! * x;
      threeQuarters += INTERLEAVED[c + 2]! * x;
    }
  }
  return Math.max(Math.abs(quarter), Math.abs(half), Math.abs(threeQuarters));
}

/** The highest linear gain at which a sound of this true peak stays under the ceiling (Infinity for silence). */
export function ceilingGain(peak: number): number {
  return peak > 0 ? CEILING / peak : Infinity;
}
