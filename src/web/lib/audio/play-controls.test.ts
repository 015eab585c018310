import { describe, expect, it } from 'vitest';
import { loudnessFactor, playControlsOf } from './play-controls.ts';

describe('playControlsOf', () => {
  it('turns a button’s stored controls into seconds and a linear gain', () => {
    expect(
      playControlsOf({
        volume: 150,
        trim_start_ms: 250,
        trim_end_ms: 1500,
        fade_in_ms: 100,
        fade_out_ms: 2000,
        loop: true,
        sound: { loudness_gain_db: null, normalize: true },
      }),
    ).toEqual({ gain: 1.5, start: 0.25, end: 1.5, fadeIn: 0.1, fadeOut: 2, loop: true });
  });

  it('plays a button as recorded when it has no controls', () => {
    expect(playControlsOf({ sound: null })).toEqual({
      gain: 1,
      start: 0,
      end: null,
      fadeIn: 0,
      fadeOut: 0,
      loop: false,
    });
  });

  it('multiplies in the loudness correction unless the sound opts out, within its range', () => {
    expect(loudnessFactor({ loudness_gain_db: -6.0206, normalize: true })).toBeCloseTo(0.5, 4);
    expect(loudnessFactor({ loudness_gain_db: -6, normalize: false })).toBe(1);
    expect(loudnessFactor({ loudness_gain_db: 60, normalize: true })).toBeCloseTo(10, 4);
    expect(
      playControlsOf({ volume: 50, sound: { loudness_gain_db: 6.0206, normalize: true } }).gain,
    ).toBeCloseTo(1, 4);
  });
});
