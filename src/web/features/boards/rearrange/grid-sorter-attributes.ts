/** A cell's drag handle carries its button id (read by grid-sorter.ts; the cell's own is tile-slot.ts SORT_ID). */
export const DRAG_HANDLE = 'data-drag-handle';
