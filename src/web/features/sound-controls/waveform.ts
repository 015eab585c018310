/**
 * A waveform drawn from the decoded audio in the browser (decision 036: no server work): the lowest and the
 * highest sample of each pixel column, over all channels, in one pass over the samples.
 */
export function computePeaks(channels: readonly Float32Array[], columns: number): Float32Array {
  const peaks = new Float32Array(columns * 2);
  const length = channels[0]?.length ?? 0;
  if (length === 0 || columns <= 0) return peaks;
  const perColumn = length / columns;
  for (let column = 0; column < columns; column++) {
    const from = Math.floor(column * perColumn);
    const to = Math.max(from + 1, Math.min(length, Math.floor((column + 1) * perColumn)));
    let low = 0;
    let high = 0;
    for (const samples of channels) {
      for (let i = from; i < to; i++) {
        const value = samples[i]!;
        if (value < low) low = value;
        else if (value > high) high = value;
      }
    }
    peaks[column * 2] = low;
    peaks[column * 2 + 1] = high;
  }
  return peaks;
}

export interface WaveformLook {
  wave: string;
  /** The parts trimmed away are drawn in this colour. */
  trimmed: string;
  /** The kept span as shares of the length, 0–1. */
  keepFrom: number;
  keepTo: number;
}

/** Draws the peaks into a canvas of `width` × `height` device pixels: one bar per column. */
export function drawWaveform(
  context: CanvasRenderingContext2D,
  peaks: Float32Array,
  width: number,
  height: number,
  look: WaveformLook,
) {
  context.clearRect(0, 0, width, height);
  const columns = peaks.length / 2;
  const middle = height / 2;
  const keepFrom = look.keepFrom * columns;
  const keepTo = look.keepTo * columns;
  for (const [color, kept] of [
    [look.trimmed, false],
    [look.wave, true],
  ] as const) {
    context.fillStyle = color;
    context.beginPath();
    for (let column = 0; column < columns; column++) {
      if (kept !== (column >= keepFrom && column < keepTo)) continue;
      const top = middle - peaks[column * 2 + 1]! * middle;
      const bottom = middle - peaks[column * 2]! * middle;
      context.rect(
        (column / columns) * width,
        top,
        Math.max(1, width / columns),
        Math.max(1, bottom - top),
      );
    }
    context.fill();
  }
}
