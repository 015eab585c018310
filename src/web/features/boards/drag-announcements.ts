import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import type { BoardButton } from '#shared/schemas/board.ts';

/** What a keyboard rearrange tells screen readers: labels and positions, never raw ids. */
export const DRAG_INSTRUCTIONS =
  'To move this button, press Space or Enter, use the arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.';

const labelOf = (button: BoardButton | undefined) =>
  button?.label ?? button?.sound?.name ?? BOARD_MESSAGES.emptyButton;

/** The live region's sentences for the board grid, in the grid's order at pick-up (indexes into it). */
export function dragAnnouncements(buttons: readonly BoardButton[]) {
  const total = buttons.length;
  const label = (index: number) => labelOf(buttons[index]);
  const position = (index: number) => `position ${index + 1} of ${total}`;
  return {
    pickedUp: (from: number) => `Picked up ${label(from)} at ${position(from)}.`,
    /** Over its own place (right after pick-up) there is nothing new to say. */
    over: (from: number, to: number) =>
      to === from ? undefined : `${label(from)} is over ${position(to)}.`,
    dropped: (from: number, to: number) =>
      to === from
        ? `${label(from)} dropped; it stays at ${position(from)}.`
        : `${label(from)} dropped at ${position(to)}.`,
    cancelled: (from: number) =>
      `Moving ${label(from)} was cancelled; it stays at ${position(from)}.`,
  };
}

export type DragAnnouncements = ReturnType<typeof dragAnnouncements>;
