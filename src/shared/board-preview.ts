// The mini-grid of a board card (decision 051): the web draws it, the server sends only what it shows.

/** The most rows and columns a card shows; a bigger board shows its top-left corner. */
export const BOARD_PREVIEW_MAX = { rows: 3, columns: 4 } as const;

/** The rows and columns a card draws for a board of this size. */
export function previewSize(gridRows: number, gridColumns: number) {
  return {
    rows: Math.max(1, Math.min(gridRows, BOARD_PREVIEW_MAX.rows)),
    columns: Math.max(1, Math.min(gridColumns, BOARD_PREVIEW_MAX.columns)),
  };
}

/** Whether a button at this place is inside the card's mini-grid. */
export function inPreview(row: number, col: number): boolean {
  return row < BOARD_PREVIEW_MAX.rows && col < BOARD_PREVIEW_MAX.columns;
}

export const BOARD_PREVIEW_MESSAGES = {
  /** A card pad's accessible name. */
  play: (name: string) => `Play ${name}`,
  /** The name of a pad without label or sound. */
  unnamed: 'Empty pad',
  /** The mini-grid's group name. */
  pads: (board: string) => `Pads of ${board}`,
} as const;

export const SOUND_ROW_MESSAGES = {
  /** The trailing menu button of a sound's row on a phone. */
  actions: (sound: string) => `Actions for ${sound}`,
  addToBoard: 'Add to a board',
  editTags: 'Edit tags',
  changeCover: 'Change cover art',
  delete: 'Delete',
} as const;
