/** The trim moves in steps of this many milliseconds (sliders and handles alike). */
export const TRIM_STEP_MS = 10;

export type TrimEdge = 'start' | 'end';

export interface Trim {
  startMs: number;
  /** null: the sound's end. */
  endMs: number | null;
}

/** The time under a pointer at `x` px across a waveform `width` px wide, in whole steps. */
export function timeAt(x: number, width: number, durationMs: number): number {
  if (width <= 0) return 0;
  const fraction = Math.min(1, Math.max(0, x / width));
  return Math.round((fraction * durationMs) / TRIM_STEP_MS) * TRIM_STEP_MS;
}

/** The edge a press at `ms` takes hold of: the nearer one (the end when they are equally near). */
export function nearerEdge(ms: number, trim: Trim, durationMs: number): TrimEdge {
  const end = trim.endMs ?? durationMs;
  return Math.abs(ms - trim.startMs) < Math.abs(ms - end) ? 'start' : 'end';
}

/**
 * The trim with one edge moved to `ms`, kept at least a step apart from the other edge, which holds its
 * place; an end at the sound's end is stored as null.
 */
export function moveEdge(edge: TrimEdge, ms: number, trim: Trim, durationMs: number): Trim {
  const end = trim.endMs ?? durationMs;
  if (edge === 'start') {
    return { startMs: Math.max(0, Math.min(ms, end - TRIM_STEP_MS)), endMs: trim.endMs };
  }
  const nextEnd = Math.min(durationMs, Math.max(ms, trim.startMs + TRIM_STEP_MS));
  return { startMs: trim.startMs, endMs: nextEnd >= durationMs ? null : nextEnd };
}
