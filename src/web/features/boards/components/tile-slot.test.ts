import { describe, expect, it } from 'vitest';
import { TILE_BLOCK_SIZE, tileBlockRows, tileBlocks } from './tile-slot.ts';

describe('tile blocks', () => {
  it('are whole rows at every column count, so the blocks line up as one grid', () => {
    for (const columns of [2, 3, 4]) expect(TILE_BLOCK_SIZE % columns).toBe(0);
  });

  it('cut the buttons in order, the last block holding the rest', () => {
    const ids = Array.from({ length: 500 }, (_, index) => index);
    const blocks = tileBlocks(ids);
    expect(blocks).toHaveLength(Math.ceil(500 / TILE_BLOCK_SIZE));
    expect(blocks.slice(0, -1).every((block) => block.length === TILE_BLOCK_SIZE)).toBe(true);
    expect(blocks.at(-1)).toHaveLength(500 % TILE_BLOCK_SIZE);
    expect(blocks.flat()).toEqual(ids);
    expect(tileBlocks([])).toEqual([]);
  });

  it('count the rows a block takes at 2, 3 and 4 columns', () => {
    expect(tileBlockRows(12)).toEqual({ '--rows-2': 6, '--rows-3': 4, '--rows-4': 3 });
    expect(tileBlockRows(5)).toEqual({ '--rows-2': 3, '--rows-3': 2, '--rows-4': 2 });
  });
});
