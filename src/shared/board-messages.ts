/** The spec's texts about boards and buttons (spec §2 player, /my-boards, /board/{id}; §5; §8). */
export const BOARD_MESSAGES = {
  notSignedInCreate: 'User must be logged in to create a board.',
  nameRequired: 'Please give the board a name.',
  notFound: 'Board not found.',
  buttonNotFound: 'Button not found.',
  soundNotFound: 'Sound not found or access denied',
  notOwner: 'Only the owner can change this board.',
  hotkeyInvalid: 'A hotkey is one character, or a key combination such as Ctrl+Shift+K.',
  hotkeyTaken: 'Hotkey already in use on this board.',
  colorInvalid: 'Please pick a colour like #a0aec0.',
  orderInvalid: 'The new order must list buttons of this board, each once.',
  buttonConflict: 'Could not find a free cell for the new button. Please try again.',

  // Toasts and inline texts of the web app.
  created: (name: string) => `Board "${name}" created!`,
  createdBackgroundFailed: (reason: string) =>
    `Board created but background upload failed: ${reason}`,
  createFailed: (reason: string) => `Failed to create board: ${reason}`,
  updated: 'Board updated!',
  updateFailed: 'Failed to update board:',
  movedToTrash: 'Soundboard moved to trash!',
  moveToTrashFailed: 'Failed to move soundboard to trash:',
  nowPublic: 'Board is now public.',
  nowPrivate: 'Board is now private.',
  linkCopied: 'Link copied to clipboard!',
  backgroundUpdated: 'Board background updated!',
  /** The create-board dialog after a GIF was picked (uploaded when the board is created). */
  backgroundChosen: (name: string) => `Background: ${name}`,
  backgroundRemoved: 'Board background removed!',
  fileUploadFailed: 'File upload failed:',
  buttonUpdated: 'Button updated!',
  /** The button editor's Save (spec toast list). */
  buttonUpdatedSuccessfully: 'Button updated successfully!',
  buttonUpdateFailed: 'Failed to update button:',
  buttonNotFoundToEdit: 'Could not find the button to edit.',
  buttonAddFailed: 'Failed to add button:',
  buttonRemoved: 'Button removed from board.',
  buttonRemoveFailed: 'Failed to remove button:',
  soundRemoved: 'Sound removed from button.',
  buttonBackgroundUpdated: 'Button background updated!',
  buttonBackgroundRemoved: 'Button background removed!',
  positionsFailed: 'Failed to update button positions:',

  loadingBoards: 'Loading your boards...',
  loadingBoardsHint: "If you're new, a creation dialog will pop up!",
  loadingMyBoards: 'Loading Boards',
  yourBoards: 'Your Boards',
  noBoards: 'No soundboards yet',
  loadingBoard: 'Loading Board...',
  boardNotFoundTitle: 'Board Not Found',
  emptyButton: 'Add Sound',
  // A button without a playable sound (never given one, or its sound went to the trash): decision 019.
  noSound: 'No sound',
  emptyButtonNamed: (label: string) => `${label} — no sound, add one`,
  noSoundNamed: (label: string) => `${label} — no sound`,
  addButton: 'Add Button',
  newBoard: 'New Board',
  createDialogTitle: 'Create New Soundboard',
  createAction: 'Create Board',
  customizeBackground: 'Customize Background',
} as const;

// Input hardening (DESIGN §6): maxima of board and button texts, and the hotkey rule.
export const BOARD_INPUT_MESSAGES = {
  nameTooLong: (max: number) => `Board names are at most ${max} characters.`,
  descriptionTooLong: (max: number) => `Descriptions are at most ${max} characters.`,
  labelTooLong: (max: number) => `Button labels are at most ${max} characters.`,
  hotkeyPrintable: 'A hotkey is one visible character: no space, tab, line break or control key.',
} as const;
