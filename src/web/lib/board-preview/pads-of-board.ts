import { inPreview } from '#shared/board-preview.ts';
import type { BoardButton } from '#shared/schemas/board.ts';
import type { BoardPad } from '#shared/schemas/board-preview.ts';

/** The card pads of a board the page already holds whole (My Boards), like the Popular list's summary. */
export function padsOfButtons(buttons: BoardButton[]): BoardPad[] {
  return buttons
    .filter((button) => inPreview(button.position_row, button.position_col))
    .map((button) => ({
      id: button.id,
      position_row: button.position_row,
      position_col: button.position_col,
      color: button.color,
      background_image_url: button.background_image_url,
      label: button.label ?? button.sound?.name ?? null,
      sound_url: button.sound ? button.sound.url : null,
    }));
}
