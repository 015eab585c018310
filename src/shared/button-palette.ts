/**
 * The colours new buttons start with (decision 050). Every colour carries its tile label (white or black,
 * whichever contrasts more: web/features/boards/tile-colors.ts) at WCAG AA 4.5:1 or more; the tile paints
 * the same inline colours in the light and the dark theme. The order alternates warm and cool hues so that
 * neighbours differ. A colour the user picks still wins.
 */
export const BUTTON_PALETTE = [
  { name: 'Red', color: '#b91c1c' },
  { name: 'Blue', color: '#0369a1' },
  { name: 'Amber', color: '#b45309' },
  { name: 'Violet', color: '#6d28d9' },
  { name: 'Green', color: '#15803d' },
  { name: 'Pink', color: '#be185d' },
  { name: 'Teal', color: '#0f766e' },
  { name: 'Indigo', color: '#4338ca' },
] as const;

export type PaletteColor = (typeof BUTTON_PALETTE)[number];

/**
 * The palette colour of the cell at row, col on a board `columns` wide: along a row the next colour, down a
 * column `columns` colours on (one more when that would land on the same colour), so no two side-by-side or
 * stacked cells share a colour.
 */
export function paletteColorForCell(row: number, col: number, columns: number): string {
  const size = BUTTON_PALETTE.length;
  const step = columns % size === 0 ? columns + 1 : columns;
  const index = (((row * step + col) % size) + size) % size;
  return BUTTON_PALETTE[index]!.color;
}

/** The palette entry of a colour (any case), if it is one. */
export function paletteEntry(color: string): PaletteColor | undefined {
  const lower = color.toLowerCase();
  return BUTTON_PALETTE.find((entry) => entry.color === lower);
}
