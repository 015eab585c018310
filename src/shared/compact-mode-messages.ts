/** Compact mode (decision 033): a board alone on a second screen or tablet. */
export const COMPACT_MODE_MESSAGES = {
  open: 'Compact view',
  openHint: 'Only the buttons, as large as the screen allows, and the screen stays on',
  exit: 'Exit compact view',
  screenOn: 'Screen stays on',
  screenMaySleep: 'Screen may turn off',
  noSounds: 'This board has no sounds yet.',
} as const;
