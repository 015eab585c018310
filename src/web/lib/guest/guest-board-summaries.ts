import { inPreview } from '#shared/board-preview.ts';
import { BOARD_SUMMARY_MESSAGES, pageLimitOf } from '#shared/board-summaries.ts';
import type { BoardSummary } from '#shared/schemas/board-summary.ts';
import { guestInvalid, jsonAnswer } from './guest-answer.ts';
import type { GuestHandler } from './guest-context.ts';
import type { GuestDb, StoredBoard } from './guest-db.ts';
import { guestFileUrl } from './guest-files.ts';
import { boardButtons, buttonJson, newestFirst } from './guest-read.ts';

/** The server's cursor in spirit (decision 065): the last board's created_at and id, base64url JSON. */
function encodeCursor(board: StoredBoard): string {
  return btoa(JSON.stringify([board.created_at, board.id]))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

function decodeCursor(text: string | null): { created_at: string; id: string } | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(atob(text.replaceAll('-', '+').replaceAll('_', '/')));
    if (Array.isArray(value) && value.length === 2) {
      const [createdAt, id] = value as unknown[];
      if (
        typeof createdAt === 'string' &&
        typeof id === 'string' &&
        !Number.isNaN(Date.parse(createdAt)) &&
        /^[0-9a-f-]{36}$/.test(id)
      )
        return { created_at: createdAt, id };
    }
  } catch {
    // not base64 or not JSON: refused below
  }
  throw guestInvalid(BOARD_SUMMARY_MESSAGES.cursorInvalid);
}

async function summaryOf(db: GuestDb, board: StoredBoard): Promise<BoardSummary> {
  const { background_file: background, ...fields } = board;
  const buttons = await boardButtons(db, board.id);
  const corner = await Promise.all(
    buttons
      .filter((b) => inPreview(b.position_row, b.position_col))
      .map((button) => buttonJson(db, button)),
  );
  let sounds = 0;
  for (const button of buttons) {
    const sound = button.sound_id ? await db.get('sounds', button.sound_id) : undefined;
    if (sound && !sound.deleted_at) sounds += 1;
  }
  return {
    ...fields,
    background_image_url: await guestFileUrl(db, background),
    button_count: buttons.length,
    sound_count: sounds,
    pads: corner.map((button) => ({
      id: button.id,
      position_row: button.position_row,
      position_col: button.position_col,
      color: button.color,
      background_image_url: button.background_image_url,
      label: button.label ?? button.sound?.name ?? null,
      sound_url: button.sound?.url ?? null,
      volume: button.volume,
      trim_start_ms: button.trim_start_ms,
      trim_end_ms: button.trim_end_ms,
      fade_in_ms: button.fade_in_ms,
      fade_out_ms: button.fade_out_ms,
      loop: button.loop,
      loudness_gain_db: button.sound?.loudness_gain_db ?? null,
      normalize: button.sound?.normalize ?? true,
    })),
  };
}

/** GET /api/boards/summaries: the server's page of summaries, from this browser's boards (decision 065). */
export const listBoardSummaries: GuestHandler = async ({ db, query }) => {
  const limit = pageLimitOf(query.get('limit'));
  if (limit === null) throw guestInvalid(BOARD_SUMMARY_MESSAGES.limitInvalid);
  const cursor = decodeCursor(query.get('cursor'));
  const boards = (await db.getAll('boards')).filter((b) => !b.deleted_at).sort(newestFirst);
  const after = cursor ? boards.filter((b) => newestFirst(cursor, b) < 0) : boards;
  const shown = after.slice(0, limit);
  const last = shown.at(-1);
  return jsonAnswer({
    boards: await Promise.all(shown.map((board) => summaryOf(db, board))),
    next_cursor: after.length > limit && last ? encodeCursor(last) : null,
    total: boards.length,
  });
};
