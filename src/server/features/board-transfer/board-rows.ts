import { randomUUID } from 'node:crypto';
import type { soundboardButtons, soundboards } from '#server/db/schema.ts';
import { settingColumns } from '#server/domain/boards/button-setting-columns.ts';
import { storagePaths } from '#server/storage/paths.ts';
import { BOARD_TRANSFER_MESSAGES as M } from '#shared/board-transfer.ts';
import { boardCreateSchema, hotkeySchema, stopAllKeySchema } from '#shared/schemas/board.ts';
import type { BoardArchive } from '#shared/schemas/board-archive.ts';
import { pickButtonSettings } from '#shared/schemas/button-settings.ts';
import { DEFAULT_STOP_ALL_KEY } from '#shared/sound-controls.ts';
import { refuse, type ArchiveFiles } from './archive-files.ts';

/** Backgrounds that are addresses are refused before any file is stored (decision 038). */
export function refuseAddressBackgrounds(
  board: BoardArchive['board'],
  buttons: BoardArchive['buttons'],
) {
  const backgrounds = [board.background, ...buttons.map((b) => b.background)];
  if (backgrounds.some((value) => value?.url)) throw refuse(M.backgroundNotFile);
}

/**
 * A board of an archive as new rows of `userId` (decision 038): a new id for the board and each button,
 * backgrounds stored as files, sounds by the ids `soundIdOf` gives their keys. Hotkeys repeated keep the
 * first; a stop-all key that is a hotkey falls back to the default.
 */
export async function boardRows(
  files: ArchiveFiles,
  userId: string,
  source: {
    board: BoardArchive['board'];
    buttons: BoardArchive['buttons'];
    isPublic: boolean;
    /** The board's id when the caller chose one (a restored board's, decision 062); otherwise a new one. */
    id?: string;
  },
  soundIdOf: ReadonlyMap<string, string>,
) {
  const { board: document, buttons } = source;
  const board = boardCreateSchema.safeParse({
    name: document.name,
    description: document.description,
  });
  if (!board.success) throw refuse(board.error.issues[0]?.message ?? M.badDocument);
  const boardId = source.id ?? randomUUID();
  const cells = new Set<string>();
  const hotkeys = new Set<string>();
  const buttonRows: (typeof soundboardButtons.$inferInsert & { positionRow: number })[] = [];
  for (const button of buttons) {
    const cell = `${button.position_row}:${button.position_col}`;
    if (cells.has(cell)) throw refuse(M.badDocument);
    cells.add(cell);
    const id = randomUUID();
    const hotkey = hotkeySchema.safeParse(button.hotkey);
    const key = hotkey.success && hotkey.data && !hotkeys.has(hotkey.data) ? hotkey.data : null;
    if (key) hotkeys.add(key);
    if (button.sound !== null && !soundIdOf.has(button.sound)) throw refuse(M.badDocument);
    if (button.trim_end_ms !== null && button.trim_end_ms <= button.trim_start_ms) {
      throw refuse(M.badDocument);
    }
    buttonRows.push({
      id,
      soundboardId: boardId,
      soundId: button.sound === null ? null : soundIdOf.get(button.sound)!,
      label: button.label?.trim() || null,
      color: button.color.toLowerCase(),
      hotkey: key,
      positionRow: button.position_row,
      positionCol: button.position_col,
      backgroundImageUrl: await files.background(button.background, 'button-backgrounds', (ext) =>
        storagePaths.buttonBackground(userId, id, ext),
      ),
      backgroundSettings: button.background_settings,
      ...settingColumns(pickButtonSettings(button)),
    });
  }
  const stopKey = stopAllKeySchema.safeParse(document.stop_all_key);
  const boardRow: typeof soundboards.$inferInsert = {
    id: boardId,
    userId,
    name: board.data.name,
    description: board.data.description ?? null,
    gridRows: Math.max(document.grid_rows, ...buttonRows.map((b) => b.positionRow + 1)),
    gridColumns: document.grid_columns,
    backgroundImageUrl: await files.background(document.background, 'board-backgrounds', (ext) =>
      storagePaths.boardBackground(userId, boardId, ext),
    ),
    backgroundSettings: document.background_settings,
    isPublic: source.isPublic,
    masterVolume: document.master_volume,
    playMode: document.play_mode,
    stopAllKey: stopKey.success && !hotkeys.has(stopKey.data) ? stopKey.data : DEFAULT_STOP_ALL_KEY,
  };
  return { boardRow, buttonRows };
}
