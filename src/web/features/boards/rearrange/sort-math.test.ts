import { describe, expect, it } from 'vitest';
import { moveItem, neighbourIndex, shiftedTiles, targetIndex, type TileBox } from './sort-math.ts';

/** A 4-column grid of 100 px tiles with 10 px gaps, as measured at pick-up. */
const grid = (count: number): TileBox[] =>
  Array.from({ length: count }, (_, i) => ({
    x: (i % 4) * 110,
    y: Math.floor(i / 4) * 110,
    width: 100,
    height: 100,
  }));

describe('rearrange math', () => {
  it('moves an item in a list', () => {
    expect(moveItem(['A', 'B', 'C', 'D'], 0, 2)).toEqual(['B', 'C', 'A', 'D']);
    expect(moveItem(['A', 'B', 'C', 'D'], 3, 1)).toEqual(['A', 'D', 'B', 'C']);
    expect(moveItem(['A', 'B'], 1, 1)).toEqual(['A', 'B']);
  });

  it('targets the place whose centre is nearest to the dragged tile', () => {
    const boxes = grid(8);
    expect(targetIndex(boxes, 0, 0, 0)).toBe(0);
    expect(targetIndex(boxes, 0, 54, 0)).toBe(0); // not yet past half way
    expect(targetIndex(boxes, 0, 56, 0)).toBe(1);
    expect(targetIndex(boxes, 0, 220, 0)).toBe(2);
    expect(targetIndex(boxes, 7, -110, 0)).toBe(6); // keyboard: one tile left
    expect(targetIndex(boxes, 1, 0, 110)).toBe(5); // one row down
    expect(targetIndex(boxes, 0, 5000, 5000)).toBe(7); // far outside: the nearest, the last
  });

  it('slides only the tiles whose place changes when the target moves', () => {
    const boxes = grid(8);
    // Picking up A (0) and hovering over C (2): B and C slide one place back.
    expect(shiftedTiles(boxes, 0, 0, 2)).toEqual([
      { index: 1, dx: -110, dy: 0 },
      { index: 2, dx: -110, dy: 0 },
    ]);
    // Then over D (3): only D moves.
    expect(shiftedTiles(boxes, 0, 2, 3)).toEqual([{ index: 3, dx: -110, dy: 0 }]);
    // Back over B (1): C and D go home.
    expect(shiftedTiles(boxes, 0, 3, 1)).toEqual([
      { index: 2, dx: 0, dy: 0 },
      { index: 3, dx: 0, dy: 0 },
    ]);
    // Moving backwards across a row end: E (4) over B (1) pushes B, C, D forwards, D to the next row.
    expect(shiftedTiles(boxes, 4, 4, 1)).toEqual([
      { index: 1, dx: 110, dy: 0 },
      { index: 2, dx: 110, dy: 0 },
      { index: 3, dx: -330, dy: 110 },
    ]);
  });

  it('moves a keyboard drag one place per arrow press (decision 049)', () => {
    const boxes = grid(10);
    expect(neighbourIndex(boxes, 0, 'ArrowRight')).toBe(1);
    expect(neighbourIndex(boxes, 3, 'ArrowRight')).toBe(4); // a row's end leads to the next row
    expect(neighbourIndex(boxes, 9, 'ArrowRight')).toBe(9);
    expect(neighbourIndex(boxes, 0, 'ArrowLeft')).toBe(0);
    expect(neighbourIndex(boxes, 5, 'ArrowLeft')).toBe(4);
    expect(neighbourIndex(boxes, 1, 'ArrowDown')).toBe(5);
    expect(neighbourIndex(boxes, 5, 'ArrowDown')).toBe(9);
    expect(neighbourIndex(boxes, 6, 'ArrowDown')).toBe(6); // no place below
    expect(neighbourIndex(boxes, 9, 'ArrowUp')).toBe(5);
    expect(neighbourIndex(boxes, 2, 'ArrowUp')).toBe(2);
    // The target is the place the drag is drawn over.
    expect(targetIndex(boxes, 0, boxes[1]!.x - boxes[0]!.x, 0)).toBe(1);
  });
});
