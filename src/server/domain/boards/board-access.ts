import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { soundboardButtons, soundboards } from '#server/db/schema.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { isUuid } from '#server/lib/ids.ts';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import type { BoardRow, ButtonRow } from './board-mapper.ts';

// Shared: boards, likes, live and board-transfer all decide who may see or change a board by this one rule.

/** The database or an open transaction on it. */
export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export const boardNotFound = () =>
  new HttpError(404, ERROR_CODES.notFound, BOARD_MESSAGES.notFound);

export const buttonNotFound = () =>
  new HttpError(404, ERROR_CODES.notFound, BOARD_MESSAGES.buttonNotFound);

/** A board that is not in the trash, or 404 (also for ids that are not UUIDs). */
export async function findActiveBoard(
  db: Queryable,
  boardId: string,
  options: { forUpdate?: boolean } = {},
): Promise<BoardRow> {
  if (!isUuid(boardId)) throw boardNotFound();
  const query = db
    .select()
    .from(soundboards)
    .where(and(eq(soundboards.id, boardId), isNull(soundboards.deletedAt)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw boardNotFound();
  return row;
}

/**
 * The board when the user owns it. Anyone else gets 404 for a private board (its existence is not revealed)
 * and 403 for a public one they can see but not change.
 */
export async function requireOwnedBoard(
  db: Queryable,
  boardId: string,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<BoardRow> {
  const board = await findActiveBoard(db, boardId, options);
  if (board.userId === userId) return board;
  if (board.isPublic) throw new HttpError(403, ERROR_CODES.forbidden, BOARD_MESSAGES.notOwner);
  throw boardNotFound();
}

/** The button of an owned board, or 404. */
export async function requireOwnedButton(
  db: Database,
  userId: string,
  boardId: string,
  buttonId: string,
  ownedBoard?: { id: string },
): Promise<ButtonRow> {
  const board = ownedBoard ?? (await requireOwnedBoard(db, boardId, userId));
  if (!isUuid(buttonId)) throw buttonNotFound();
  const [row] = await db
    .select()
    .from(soundboardButtons)
    .where(and(eq(soundboardButtons.id, buttonId), eq(soundboardButtons.soundboardId, board.id)));
  if (!row) throw buttonNotFound();
  return row;
}
