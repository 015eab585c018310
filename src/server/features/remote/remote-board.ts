import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { soundboardButtons, sounds } from '#server/db/schema.ts';
import type { BoardRow } from '#server/domain/boards/board-mapper.ts';
import { soundUrl } from '#server/storage/sound-url.ts';
import type { RemoteBoard } from '#shared/remote.ts';

/** The board as a remote draws it: its pads, each with its sound's name and URL only (decision 059). */
export async function readRemoteBoard(db: Database, board: BoardRow): Promise<RemoteBoard> {
  const rows = await db
    .select({
      id: soundboardButtons.id,
      label: soundboardButtons.label,
      color: soundboardButtons.color,
      backgroundImageUrl: soundboardButtons.backgroundImageUrl,
      pressMode: soundboardButtons.pressMode,
      positionRow: soundboardButtons.positionRow,
      positionCol: soundboardButtons.positionCol,
      soundName: sounds.name,
      filePath: sounds.filePath,
      sourceUrl: sounds.sourceUrl,
    })
    .from(soundboardButtons)
    .leftJoin(sounds, eq(sounds.id, soundboardButtons.soundId))
    .where(eq(soundboardButtons.soundboardId, board.id))
    .orderBy(asc(soundboardButtons.positionRow), asc(soundboardButtons.positionCol));
  return {
    id: board.id,
    name: board.name,
    grid_rows: board.gridRows,
    grid_columns: board.gridColumns,
    buttons: rows.map((row) => ({
      id: row.id,
      label: row.label?.trim() || row.soundName || '',
      color: row.color,
      background_image_url: row.backgroundImageUrl,
      press_mode: row.pressMode,
      position_row: row.positionRow,
      position_col: row.positionCol,
      sound_url: soundUrl({ filePath: row.filePath, sourceUrl: row.sourceUrl }),
    })),
  };
}
