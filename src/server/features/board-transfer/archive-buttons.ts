import type { BoardArchive } from '#shared/schemas/board-archive.ts';
import type { Board } from '#shared/schemas/board.ts';
import { pickButtonSettings } from '#shared/schemas/button-settings.ts';

/**
 * A board's buttons as an archive writes them (board export and library backup): a sound by its key when the
 * archive holds it, else none; a background through `image` (archiveImages), which adds its file.
 */
export async function archiveButtons(
  board: Board,
  kept: ReadonlySet<string>,
  image: (url: string | null) => Promise<{ file: string; url: null } | null>,
): Promise<BoardArchive['buttons']> {
  const buttons: BoardArchive['buttons'] = [];
  for (const button of board.soundboard_buttons) {
    buttons.push({
      label: button.label,
      color: button.color,
      hotkey: button.hotkey,
      position_row: button.position_row,
      position_col: button.position_col,
      sound: button.sound && kept.has(button.sound.id) ? button.sound.id : null,
      background: await image(button.background_image_url),
      background_settings: button.background_settings,
      ...pickButtonSettings(button),
    });
  }
  return buttons;
}
