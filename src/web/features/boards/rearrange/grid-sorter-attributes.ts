/** The grid's cells carry their button id; a cell's drag handle carries it too (read by grid-sorter.ts). */
export const SORT_ID = 'data-sort-id';
export const DRAG_HANDLE = 'data-drag-handle';
