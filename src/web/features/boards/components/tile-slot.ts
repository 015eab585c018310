/**
 * The grid cell (li) around a tile, plain or sortable. Off screen its contents are not styled, laid out or
 * painted (content-visibility), so entering Rearrange and dragging cost what the visible tiles cost rather
 * than all 500 (issue 11). The cell keeps the tile's square size without its contents; the clip margin lets
 * the tile's shadow and ring paint outside the cell as before.
 */
export const TILE_SLOT_CLASS =
  'list-none aspect-square [content-visibility:auto] [contain-intrinsic-size:auto_10rem] [overflow-clip-margin:1rem]';
