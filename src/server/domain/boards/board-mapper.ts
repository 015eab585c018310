import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { soundboards } from '#server/db/schema.ts';
import { soundboardButtons, sounds } from '#server/db/schema.ts';
import type { Board, BoardButton, BoardSound } from '#shared/schemas/board.ts';
import { backgroundSettingsSchema } from '#shared/schemas/profile.ts';
import { soundUrl } from '#server/storage/sound-url.ts';
import { settingsOfRow } from './button-setting-columns.ts';

export type BoardRow = typeof soundboards.$inferSelect;
export type ButtonRow = typeof soundboardButtons.$inferSelect;
type SoundRow = typeof sounds.$inferSelect;

export const settingsOf = (value: unknown) => {
  // Most boards and buttons have none: skip the schema for the empty object.
  if (value && typeof value === 'object' && Object.keys(value).length === 0) return {};
  const parsed = backgroundSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
};

export function toBoardSound(row: SoundRow): BoardSound {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    file_path: row.filePath,
    source_url: row.sourceUrl,
    image_url: row.imageUrl,
    url: soundUrl(row),
    created_at: row.createdAt.toISOString(),
    loudness_gain_db: row.loudnessGainDb,
    normalize: row.normalize,
    play_count: row.playCount,
  };
}

export function toButton(row: ButtonRow, sound: SoundRow | null): BoardButton {
  const settings = settingsOfRow(row);
  return {
    id: row.id,
    soundboard_id: row.soundboardId,
    sound_id: sound ? row.soundId : null,
    label: row.label,
    color: row.color,
    hotkey: row.hotkey,
    position_row: row.positionRow,
    position_col: row.positionCol,
    background_image_url: row.backgroundImageUrl,
    background_settings: settingsOf(row.backgroundSettings),
    created_at: row.createdAt.toISOString(),
    volume: settings.volume,
    trim_start_ms: settings.trim_start_ms,
    trim_end_ms: settings.trim_end_ms,
    fade_in_ms: settings.fade_in_ms,
    fade_out_ms: settings.fade_out_ms,
    loop: settings.loop,
    press_mode: settings.press_mode,
    sound: sound ? toBoardSound(sound) : null,
  };
}

export function toBoard(row: BoardRow, buttons: BoardButton[]): Board {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    user_id: row.userId,
    grid_rows: row.gridRows,
    grid_columns: row.gridColumns,
    background_image_url: row.backgroundImageUrl,
    background_settings: settingsOf(row.backgroundSettings),
    is_public: row.isPublic,
    likes_count: row.likesCount,
    master_volume: row.masterVolume,
    play_mode: row.playMode,
    stop_all_key: row.stopAllKey,
    created_at: row.createdAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
    soundboard_buttons: buttons,
  };
}

/** The buttons of these boards with their sounds (a trashed sound counts as none), by row then column. */
export async function loadButtons(
  db: Database,
  boardIds: string[],
): Promise<Map<string, BoardButton[]>> {
  const byBoard = new Map<string, BoardButton[]>(boardIds.map((id) => [id, []]));
  if (boardIds.length === 0) return byBoard;
  const rows = await db
    .select({ button: soundboardButtons, sound: sounds })
    .from(soundboardButtons)
    .leftJoin(sounds, and(eq(soundboardButtons.soundId, sounds.id), isNull(sounds.deletedAt)))
    .where(inArray(soundboardButtons.soundboardId, boardIds))
    .orderBy(asc(soundboardButtons.positionRow), asc(soundboardButtons.positionCol));
  for (const { button, sound } of rows) {
    byBoard.get(button.soundboardId)?.push(toButton(button, sound));
  }
  return byBoard;
}

/** One button with its sound (through the database, or inside the transaction that wrote it). */
export async function loadButton(
  db: Pick<Database, 'select'>,
  buttonId: string,
): Promise<BoardButton> {
  const [row] = await db
    .select({ button: soundboardButtons, sound: sounds })
    .from(soundboardButtons)
    .leftJoin(sounds, and(eq(soundboardButtons.soundId, sounds.id), isNull(sounds.deletedAt)))
    .where(eq(soundboardButtons.id, buttonId));
  if (!row) throw new Error(`button ${buttonId} vanished`);
  return toButton(row.button, row.sound);
}
