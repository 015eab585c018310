import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { soundboardButtons, sounds } from '#server/db/schema.ts';
import { soundUrl } from '#server/storage/sound-url.ts';
import { BOARD_PREVIEW_MAX } from '#shared/board-preview.ts';
import type { BoardPad } from '#shared/schemas/board-preview.ts';
import type { OwnBoardPad } from '#shared/schemas/board-summary.ts';

/**
 * The pads of board cards (decisions 051, 065, 071): the buttons in each card's corner (at most 12 a board),
 * with only the columns a card draws and plays, read in one query for a page of boards. The Popular list sends
 * the drawn part (`publicPad`), My Boards the whole (how its own pads play too).
 */
export async function readCardPads(
  db: Database,
  boardIds: string[],
): Promise<Map<string, OwnBoardPad[]>> {
  const byBoard = new Map<string, OwnBoardPad[]>();
  if (boardIds.length === 0) return byBoard;
  const b = soundboardButtons;
  const rows = await db
    .select({
      boardId: b.soundboardId,
      id: b.id,
      row: b.positionRow,
      col: b.positionCol,
      color: b.color,
      background: b.backgroundImageUrl,
      label: b.label,
      volume: b.volume,
      trimStartMs: b.trimStartMs,
      trimEndMs: b.trimEndMs,
      fadeInMs: b.fadeInMs,
      fadeOutMs: b.fadeOutMs,
      loop: b.loop,
      sound: {
        id: sounds.id,
        name: sounds.name,
        filePath: sounds.filePath,
        sourceUrl: sounds.sourceUrl,
        loudnessGainDb: sounds.loudnessGainDb,
        normalize: sounds.normalize,
      },
    })
    .from(b)
    .leftJoin(sounds, and(eq(sounds.id, b.soundId), isNull(sounds.deletedAt)))
    .where(
      and(
        inArray(b.soundboardId, boardIds),
        lt(b.positionRow, BOARD_PREVIEW_MAX.rows),
        lt(b.positionCol, BOARD_PREVIEW_MAX.columns),
      ),
    )
    .orderBy(asc(b.positionRow), asc(b.positionCol));
  for (const row of rows) {
    const pads = byBoard.get(row.boardId) ?? [];
    const sound = row.sound;
    pads.push({
      id: row.id,
      position_row: row.row,
      position_col: row.col,
      color: row.color,
      background_image_url: row.background,
      label: row.label ?? sound?.name ?? null,
      sound_url: sound ? soundUrl(sound) : null,
      volume: row.volume,
      trim_start_ms: row.trimStartMs,
      trim_end_ms: row.trimEndMs,
      fade_in_ms: row.fadeInMs,
      fade_out_ms: row.fadeOutMs,
      loop: row.loop,
      loudness_gain_db: sound?.loudnessGainDb ?? null,
      normalize: sound?.normalize ?? true,
    });
    byBoard.set(row.boardId, pads);
  }
  return byBoard;
}

/** The part of a card's pad a public card sends (decision 051): where it sits, how it looks, what it plays. */
export function publicPad(pad: OwnBoardPad): BoardPad {
  return {
    id: pad.id,
    position_row: pad.position_row,
    position_col: pad.position_col,
    color: pad.color,
    background_image_url: pad.background_image_url,
    label: pad.label,
    sound_url: pad.sound_url,
  };
}
