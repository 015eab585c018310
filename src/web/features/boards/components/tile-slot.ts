/**
 * The board's tiles come in blocks of TILE_BLOCK_SIZE cells. Off screen, a block's contents are not styled,
 * laid out or painted (content-visibility), so entering Rearrange and dragging cost what the visible tiles
 * cost rather than all 500 (decision 020). Blocks rather than single cells: `content-visibility` makes each
 * element it is set on a contained paint layer, and the browser's hit test of every press visits each one;
 * 500 of them cost ~0.7 ms before the press reached the page (decision 024, addendum). A block is a whole
 * number of rows at every column count (2, 3, 4), so the blocks line up as one grid.
 */
export const TILE_BLOCK_SIZE = 12;

/** A block: a grid of the board's columns, skipped off screen (styles.css `.tile-block`, with its row counts). */
export const TILE_BLOCK_CLASS = 'tile-block';

/** A cell carries its button id (read by the grid sorter, rearrange/grid-sorter.ts). */
export const SORT_ID = 'data-sort-id';

/** The grid cell around a tile. */
export const TILE_SLOT_CLASS = 'aspect-square';

/** The buttons cut into blocks, in order. */
export function tileBlocks<T>(items: readonly T[]): T[][] {
  const blocks: T[][] = [];
  for (let start = 0; start < items.length; start += TILE_BLOCK_SIZE) {
    blocks.push(items.slice(start, start + TILE_BLOCK_SIZE));
  }
  return blocks;
}

/** The rows a block of `count` tiles takes at 2, 3 and 4 columns, as the style variables of `.tile-block`. */
export function tileBlockRows(count: number): Record<'--rows-2' | '--rows-3' | '--rows-4', number> {
  return {
    '--rows-2': Math.ceil(count / 2),
    '--rows-3': Math.ceil(count / 3),
    '--rows-4': Math.ceil(count / 4),
  };
}
