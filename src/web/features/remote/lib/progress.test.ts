import { describe, expect, it } from 'vitest';
import { playedFraction, stillPlaying } from './progress.ts';

const report = (loop: boolean) => ({
  button_id: 'a',
  playing: true,
  started_at: 1000,
  duration_ms: 2000,
  loop,
});

describe('the phone’s progress from a now-playing report (decision 060)', () => {
  it('runs from 0 to 1 over the length, never backwards or past the end; a loop wraps', () => {
    expect(playedFraction(report(false), 500)).toBe(0); // the phone's clock behind the player's
    expect(playedFraction(report(false), 2000)).toBe(0.5);
    expect(playedFraction(report(false), 9000)).toBe(1);
    expect(playedFraction(report(true), 3500)).toBe(0.25);
  });

  it('a sound that is not looped ends by itself when its time is up', () => {
    expect(stillPlaying(report(false), 3000)).toBe(true);
    expect(stillPlaying(report(false), 4000)).toBe(false);
    expect(stillPlaying(report(true), 60_000)).toBe(true);
  });
});
