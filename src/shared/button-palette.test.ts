import { describe, expect, it } from 'vitest';
import { BUTTON_PALETTE, paletteColorForCell } from './button-palette.ts';

describe('paletteColorForCell', () => {
  it('gives side-by-side and stacked cells different colours for any board width', () => {
    for (let columns = 1; columns <= 20; columns++) {
      for (let row = 0; row < 6; row++) {
        for (let col = 0; col < columns; col++) {
          const here = paletteColorForCell(row, col, columns);
          if (col + 1 < columns) expect(paletteColorForCell(row, col + 1, columns)).not.toBe(here);
          expect(paletteColorForCell(row + 1, col, columns)).not.toBe(here);
        }
      }
    }
  });

  it('paints a new 2×4 board in eight different colours', () => {
    const colours = Array.from({ length: 8 }, (_, i) =>
      paletteColorForCell(Math.floor(i / 4), i % 4, 4),
    );
    expect(new Set(colours).size).toBe(BUTTON_PALETTE.length);
  });
});
