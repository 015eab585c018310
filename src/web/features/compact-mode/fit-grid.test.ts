import { describe, expect, it } from 'vitest';
import { COMPACT_MIN_TILE_PX, fitGrid } from './fit-grid.ts';

describe('fitGrid', () => {
  it('lays 6 tiles on a landscape tablet out as 3 × 2, each as large as the height allows', () => {
    expect(fitGrid(6, 1180, 760, 12)).toEqual({ columns: 3, rows: 2, tileSide: 374, fits: true });
  });

  it('lays 6 tiles on a portrait phone out as 2 × 3', () => {
    expect(fitGrid(6, 390, 780, 8)).toMatchObject({ columns: 2, rows: 3, fits: true });
  });

  it('gives one tile the whole area, its smaller side', () => {
    expect(fitGrid(1, 800, 500, 12)).toEqual({ columns: 1, rows: 1, tileSide: 500, fits: true });
  });

  it('scrolls at the minimum size when the tiles cannot all fit', () => {
    const fit = fitGrid(500, 1024, 700, 8);
    expect(fit).toEqual({ columns: 9, rows: 56, tileSide: COMPACT_MIN_TILE_PX, fits: false });
  });

  it('has nothing to lay out for an empty board or an unmeasured area', () => {
    expect(fitGrid(0, 800, 600, 8).rows).toBe(0);
    expect(fitGrid(4, 0, 0, 8).rows).toBe(0);
  });
});
