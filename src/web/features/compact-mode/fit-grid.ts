/** Compact mode never shrinks a tile below this (px): past it the grid scrolls instead. */
export const COMPACT_MIN_TILE_PX = 96;

export interface GridFit {
  columns: number;
  rows: number;
  /** The smaller side of a tile, px. */
  tileSide: number;
  /** Every tile fits the area without scrolling. */
  fits: boolean;
}

/**
 * The column count that makes `count` tiles as large as possible inside width × height (gaps included):
 * the one whose tiles' smaller side is largest, ties to fewer columns (wider tiles read better).
 */
export function fitGrid(count: number, width: number, height: number, gap: number): GridFit {
  if (count <= 0 || width <= 0 || height <= 0)
    return { columns: 1, rows: 0, tileSide: 0, fits: true };
  let best: GridFit | null = null;
  for (let columns = 1; columns <= count; columns += 1) {
    const rows = Math.ceil(count / columns);
    const tileWidth = (width - gap * (columns - 1)) / columns;
    const tileHeight = (height - gap * (rows - 1)) / rows;
    const tileSide = Math.floor(Math.min(tileWidth, tileHeight));
    if (!best || tileSide > best.tileSide) best = { columns, rows, tileSide, fits: true };
  }
  const fit = best!;
  if (fit.tileSide >= COMPACT_MIN_TILE_PX) return fit;
  // Too many tiles for the screen: as many columns of the minimum size as the width holds, and scroll.
  const columns = Math.max(1, Math.floor((width + gap) / (COMPACT_MIN_TILE_PX + gap)));
  return { columns, rows: Math.ceil(count / columns), tileSide: COMPACT_MIN_TILE_PX, fits: false };
}
