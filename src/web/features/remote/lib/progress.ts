import type { NowPlayingReport } from '#shared/remote.ts';

/** How far a report's sound has played (0–1) at `now`; a loop wraps around. Drawn on the phone's clock. */
export function playedFraction(report: NowPlayingReport, now: number): number {
  if (report.duration_ms <= 0) return 0;
  const elapsed = Math.max(0, now - report.started_at);
  if (report.loop) return (elapsed % report.duration_ms) / report.duration_ms;
  return Math.min(1, elapsed / report.duration_ms);
}

/** Whether a report still plays at `now` (a sound that is not looped ends by itself). */
export const stillPlaying = (report: NowPlayingReport, now: number) =>
  report.loop || report.duration_ms <= 0 || now - report.started_at < report.duration_ms + 500;
