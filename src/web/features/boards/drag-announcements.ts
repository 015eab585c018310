import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import type { BoardButton } from '#shared/schemas/board.ts';

/** What a keyboard rearrange tells screen readers (issue 12 item 6): labels and positions, never raw ids. */
export const DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this button, press Space or Enter, use the arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.',
};

const labelOf = (button: BoardButton | undefined) =>
  button?.label ?? button?.sound?.name ?? BOARD_MESSAGES.emptyButton;

/** dnd-kit announcements for the board grid, in the grid's current order. */
export function dragAnnouncements(buttons: readonly BoardButton[]): Announcements {
  const total = buttons.length;
  const indexOf = (id: UniqueIdentifier) => buttons.findIndex((b) => b.id === String(id));
  const label = (id: UniqueIdentifier) => labelOf(buttons[indexOf(id)]);
  const position = (id: UniqueIdentifier) => `position ${indexOf(id) + 1} of ${total}`;
  return {
    onDragStart: ({ active }) => `Picked up ${label(active.id)} at ${position(active.id)}.`,
    // Over its own place (right after pick-up) there is nothing new to say.
    onDragOver: ({ active, over }) => {
      if (over?.id === active.id) return undefined;
      return over
        ? `${label(active.id)} is over ${position(over.id)}.`
        : `${label(active.id)} is no longer over a position.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${label(active.id)} dropped at ${position(over.id)}.`
        : `${label(active.id)} dropped; it stays at ${position(active.id)}.`,
    onDragCancel: ({ active }) =>
      `Moving ${label(active.id)} was cancelled; it stays at ${position(active.id)}.`,
  };
}
