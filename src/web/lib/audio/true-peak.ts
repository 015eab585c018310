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

/**
 * The true peak (linear) of decoded channels after ITU-R BS.1770 annex 2: 4× oversampled. The points
 * between samples are computed only near samples within 6 dB of the sample peak (a point between can only
 * pass the peak where the samples around it come close to it), so a long sound costs about one pass.
 */
export function truePeak(channels: readonly Float32Array[]): number {
  let samplePeak = 0;
  for (const channel of channels) {
    for (let i = 0; i < channel.length; i++) {
      const magnitude = Math.abs(channel[i]!);
      if (magnitude > samplePeak) samplePeak = magnitude;
    }
  }
  const near = samplePeak / 2;
  let peak = samplePeak;
  for (const channel of channels) {
    let last = -1; // the last gap between samples computed, so none is computed twice
    for (let i = 0; i < channel.length; i++) {
      if (Math.abs(channel[i]!) < near) continue;
      for (let gap = Math.max(last + 1, i - 2); gap <= i + 1; gap++) {
        peak = Math.max(peak, between(channel, gap));
        last = gap;
      }
    }
  }
  return peak;
}

/** The largest magnitude of the interpolated points between samples `gap` and `gap + 1`. */
function between(channel: Float32Array, gap: number): number {
  let peak = 0;
  for (const coefficients of PHASES) {
    let sum = 0;
    for (let k = 0; k < coefficients.length; k++) {
      const index = gap - TAPS + 1 + k;
      if (index >= 0 && index < channel.length) sum += coefficients[k]! * channel[index]!;
    }
    peak = Math.max(peak, Math.abs(sum));
  }
  return peak;
}

/** The highest linear gain at which a sound of this true peak stays under the ceiling (Infinity for silence). */
export function ceilingGain(peak: number): number {
  return peak > 0 ? CEILING / peak : Infinity;
}
