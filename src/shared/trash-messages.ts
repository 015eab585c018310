/** The trash's texts (spec §2 /trash, §8). */
export const TRASH_TEXT = {
  title: 'Trash',
  retentionNote: 'Items in trash are automatically deleted after 30 days.',
  boardsTab: 'Soundboards',
  soundsTab: 'Sounds',
  clearAll: 'Clear All Trash',
  emptyTitle: 'Trash is empty',
  emptyHint: 'Deleted soundboards and sounds will appear here.',
  noBoards: 'No deleted soundboards',
  noSounds: 'No deleted sounds',
  clickToPlay: 'Click to play',
  restore: 'Restore',
  permanentlyDelete: 'Permanently Delete',
  cancel: 'Cancel',
  deleteDialogTitle: 'Permanently Delete Item?',
  deleteDialogBody: (kind: 'soundboard' | 'sound') =>
    `This action cannot be undone. This will permanently delete the ${kind} and all associated data.`,
  clearDialogTitle: 'Clear All Trash?',
  clearDialogBody: (count: number) =>
    `This action cannot be undone. This will permanently delete all ${count} ${count === 1 ? 'item' : 'items'} in your trash.`,
} as const;

export const TRASH_TOAST = {
  boardRestored: 'Board restored successfully!',
  boardDeleted: 'Board permanently deleted!',
  soundRestored: 'Sound restored successfully!',
  soundDeleted: 'Sound permanently deleted!',
  cleared: (count: number) => `Trash cleared! ${count} items permanently deleted.`,
  restoreBoardFailed: (reason: string) => `Failed to restore soundboard: ${reason}`,
  deleteBoardFailed: (reason: string) => `Failed to permanently delete soundboard: ${reason}`,
  restoreSoundFailed: (reason: string) => `Failed to restore sound: ${reason}`,
  deleteSoundFailed: (reason: string) => `Failed to permanently delete sound: ${reason}`,
  clearFailed: (reason: string) => `Failed to clear trash: ${reason}`,
} as const;

export const BOARD_NOT_FOUND_MESSAGE = 'Board not found.';
export const SOUND_NOT_FOUND_MESSAGE = 'Sound not found or access denied';
