// The new-user walk: the owner's visible "⋯" menu, its one-time hint, the landing demo.
/** Every "⋯" button is named after its item, so a screen reader's list of buttons tells them apart. */
const moreActionsFor = (name: string) => `More actions for ${name}`;

export const OWNER_MENU_MESSAGES = {
  moreActionsFor,
  /** A tile's "⋯"; a tile without label or sound is told apart by its place in the grid. */
  buttonActions: (label: string | null, row: number, column: number) =>
    moreActionsFor(label ?? `the empty button in row ${row + 1}, column ${column + 1}`),
  boardActions: moreActionsFor,
  edit: 'Edit',
  changeSound: 'Change sound',
  addSound: 'Add Sound',
  delete: 'Delete',
  hintTitle: 'Tip',
  hint: 'Use the ⋯ button on a tile to edit it, change its sound or delete it. Holding a tile for half a second or right-clicking it works too.',
  hintDismiss: 'Got it',
  demoLabel: 'Try it: tap a tile or press its key',
} as const;
