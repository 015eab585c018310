// The new-user walk: the owner's visible "⋯" menu, its one-time hint, the landing demo.
export const OWNER_MENU_MESSAGES = {
  /** A tile's own name stays its label alone (tests and screen readers find tiles by it). */
  buttonActions: 'More actions',
  boardActions: (name: string) => `Actions for ${name}`,
  edit: 'Edit',
  changeSound: 'Change sound',
  addSound: 'Add Sound',
  delete: 'Delete',
  hintTitle: 'Tip',
  hint: 'Use the ⋯ button on a tile to edit it, change its sound or delete it. Holding a tile for half a second or right-clicking it works too.',
  hintDismiss: 'Got it',
  demoLabel: 'Try it: tap a tile or press its key',
} as const;
