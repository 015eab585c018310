import { describe, expect, it } from 'vitest';
import { moveEdge, nearerEdge, timeAt } from './trim-drag.ts';

describe('trim handles on the waveform', () => {
  it('reads the time under the pointer in 10 ms steps, within the sound', () => {
    expect(timeAt(150, 300, 3000)).toBe(1500);
    expect(timeAt(101, 300, 3000)).toBe(1010);
    expect(timeAt(-20, 300, 3000)).toBe(0);
    expect(timeAt(400, 300, 3000)).toBe(3000);
    expect(timeAt(10, 0, 3000)).toBe(0);
  });

  it('takes hold of the nearer edge', () => {
    const trim = { startMs: 500, endMs: 2500 };
    expect(nearerEdge(600, trim, 3000)).toBe('start');
    expect(nearerEdge(2000, trim, 3000)).toBe('end');
    expect(nearerEdge(1500, trim, 3000)).toBe('end');
    expect(nearerEdge(2900, { startMs: 0, endMs: null }, 3000)).toBe('end');
  });

  it('moves one edge and never past the other', () => {
    expect(moveEdge('start', 800, { startMs: 0, endMs: null }, 3000)).toEqual({
      startMs: 800,
      endMs: null,
    });
    expect(moveEdge('start', 2900, { startMs: 0, endMs: 2000 }, 3000)).toEqual({
      startMs: 1990,
      endMs: 2000,
    });
    expect(moveEdge('end', 100, { startMs: 500, endMs: null }, 3000)).toEqual({
      startMs: 500,
      endMs: 510,
    });
    expect(moveEdge('end', 2400, { startMs: 500, endMs: null }, 3000)).toEqual({
      startMs: 500,
      endMs: 2400,
    });
  });

  it('stores an end dragged to the sound’s end as the end itself (null)', () => {
    expect(moveEdge('end', 3000, { startMs: 0, endMs: 2000 }, 3000)).toEqual({
      startMs: 0,
      endMs: null,
    });
  });
});
