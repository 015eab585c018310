import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { soundboardButtons, soundboards, sounds } from '#server/db/schema.ts';
import type { Board } from '#shared/schemas/board.ts';
import { isUuid } from '#server/lib/ids.ts';
import { boardNotFound } from './board-access.ts';
import { toBoard, toButton, type BoardRow } from './board-mapper.ts';

/**
 * The hot read (GET /api/boards/:id) in one round trip: the board (not in the trash) joined with its buttons
 * and their sounds (a trashed sound counts as none), by row then column. A prepared statement per database,
 * so the SQL is built once and PostgreSQL plans it once per connection.
 */
function prepare(db: Database) {
  return db
    .select({ board: soundboards, button: soundboardButtons, sound: sounds })
    .from(soundboards)
    .leftJoin(soundboardButtons, eq(soundboardButtons.soundboardId, soundboards.id))
    .leftJoin(sounds, and(eq(soundboardButtons.soundId, sounds.id), isNull(sounds.deletedAt)))
    .where(and(eq(soundboards.id, sql.placeholder('id')), isNull(soundboards.deletedAt)))
    .orderBy(asc(soundboardButtons.positionRow), asc(soundboardButtons.positionCol))
    .prepare('board_with_buttons');
}

const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();

/** The board with its buttons and the board row (for access checks), or 404. */
export async function readBoardWithButtons(
  db: Database,
  boardId: string,
): Promise<{ row: BoardRow; board: Board }> {
  if (!isUuid(boardId)) throw boardNotFound();
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const rows = await query.execute({ id: boardId });
  const row = rows[0]?.board;
  if (!row) throw boardNotFound();
  const buttons = rows.flatMap(({ button, sound }) => (button ? [toButton(button, sound)] : []));
  return { row, board: toBoard(row, buttons) };
}
