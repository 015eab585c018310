import { describe, expect, it } from 'vitest';
import { computePeaks } from './waveform.ts';

describe('computePeaks', () => {
  it('keeps the lowest and highest sample of each column over every channel', () => {
    const left = Float32Array.from([0.1, -0.5, 0.2, 0.9, 0, 0, -0.25, 0.3]);
    const right = Float32Array.from([0, 0, 0, 0, 0.6, -0.7, 0, 0]);
    expect([...computePeaks([left, right], 4)]).toEqual(
      [-0.5, 0.1, 0, 0.9, -0.7, 0.6, -0.25, 0.3].map(Math.fround),
    );
  });

  it('gives every column at least one sample when there are fewer samples than columns', () => {
    const peaks = computePeaks([Float32Array.from([0.5, -0.5])], 4);
    expect([...peaks]).toEqual([0, 0.5, 0, 0.5, -0.5, 0, -0.5, 0]);
  });

  it('is empty for no audio', () => {
    expect([...computePeaks([new Float32Array(0)], 3)]).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
