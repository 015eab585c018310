import type { TileBox } from './sort-math.ts';

/**
 * Every cell's box in page coordinates, from the dragged cell's box and its block's columns and gaps: the
 * cells form one grid of equal squares (blocks are whole rows, with the grid's gap between them, tile-slot.ts).
 * Measuring each cell would make the browser lay out every block skipped off screen.
 */
export function cellBoxes(cells: HTMLElement[], from: number): TileBox[] {
  const dragged = cells[from]!;
  const rect = dragged.getBoundingClientRect();
  const style = getComputedStyle(dragged.parentElement ?? dragged);
  const columns = Math.max(1, style.gridTemplateColumns.split(' ').filter(Boolean).length);
  const columnStep = rect.width + (parseFloat(style.columnGap) || 0);
  const rowStep = rect.height + (parseFloat(style.rowGap) || 0);
  const x = rect.left + scrollX - (from % columns) * columnStep;
  const y = rect.top + scrollY - Math.floor(from / columns) * rowStep;
  return cells.map((_, index) => ({
    x: x + (index % columns) * columnStep,
    y: y + Math.floor(index / columns) * rowStep,
    width: rect.width,
    height: rect.height,
  }));
}
