import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { soundboardButtons, soundboards } from '#server/db/schema.ts';
import type { SniffedFile } from '#server/lib/upload.ts';
import { storagePaths } from '#server/storage/paths.ts';
import { commitFileChange, type Transaction } from '#server/storage/file-commit.ts';
import { storeFile } from '#server/storage/file-ledger.ts';
import type { FileRef } from '#server/storage/pending-removals.ts';
import type { Storage } from '#server/storage/storage.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { NEW_BOARD_GRID } from '#shared/limits.ts';
import { SOUND_CONTROL_MESSAGES } from '#shared/sound-controls.ts';
import type { Board, BoardCreate, BoardUpdate } from '#shared/schemas/board.ts';
import { boardCreateSchema, boardUpdateSchema } from '#shared/schemas/board.ts';
import { fileUrl } from '#shared/storage.ts';
import { paletteColorForCell } from '#shared/button-palette.ts';
import { boardNotFound, requireOwnedBoard } from '#server/domain/boards/board-access.ts';
import { loadButtons, toBoard, type BoardRow } from '#server/domain/boards/board-mapper.ts';
import { visitorView } from '#server/domain/boards/board-document-cache.ts';
import { readBoardWithButtons } from '#server/domain/boards/board-read.ts';

export interface BoardDeps {
  db: Database;
  storage: Storage;
}

async function withButtons(db: Database, row: BoardRow): Promise<Board> {
  const buttons = await loadButtons(db, [row.id]);
  return toBoard(row, buttons.get(row.id) ?? []);
}

/** The user's boards that are not in the trash, newest first, each with its buttons. */
export async function listOwnBoards(db: Database, userId: string): Promise<Board[]> {
  const rows = await db
    .select()
    .from(soundboards)
    .where(and(eq(soundboards.userId, userId), isNull(soundboards.deletedAt)))
    .orderBy(desc(soundboards.createdAt), desc(soundboards.id));
  const buttons = await loadButtons(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toBoard(row, buttons.get(row.id) ?? []));
}

/** The owner sees the whole board; anyone else only a public board's buttons that have a sound. */
export async function getBoardForViewer(
  db: Database,
  boardId: string,
  viewerId: string | null,
): Promise<Board> {
  const { row, board } = await readBoardWithButtons(db, boardId);
  if (row.userId === viewerId) return board;
  if (!row.isPublic) throw boardNotFound();
  return visitorView(board);
}

/** Spec §7 "Create board": the board and its 2×4 empty buttons in one transaction, background optional. */
export async function createBoard(
  { db, storage }: BoardDeps,
  userId: string,
  input: BoardCreate,
  background?: SniffedFile,
): Promise<Board> {
  const { name, description } = boardCreateSchema.parse(input);
  const id = randomUUID();
  let backgroundUrl: string | null = null;
  const stored: FileRef[] = [];
  if (background) {
    const path = storagePaths.boardBackground(userId, id, background.ext);
    stored.push(
      await storeFile(
        { db, storage },
        {
          userId,
          bucket: 'board-backgrounds',
          path,
          bytes: background.bytes,
          mime: background.mime,
        },
      ),
    );
    backgroundUrl = fileUrl('board-backgrounds', path);
  }
  const row = await commitFileChange({ db, storage }, stored, async (tx) => {
    const [board] = await tx
      .insert(soundboards)
      .values({
        id,
        userId,
        name,
        description: description ?? null,
        gridRows: NEW_BOARD_GRID.rows,
        gridColumns: NEW_BOARD_GRID.columns,
        backgroundImageUrl: backgroundUrl,
        backgroundSettings: backgroundUrl ? { size: 'cover' } : {},
      })
      .returning();
    const cells = Array.from({ length: NEW_BOARD_GRID.rows * NEW_BOARD_GRID.columns }, (_, i) => {
      const row = Math.floor(i / NEW_BOARD_GRID.columns);
      const col = i % NEW_BOARD_GRID.columns;
      // A new board starts in colour, not grey (decision 050).
      const color = paletteColorForCell(row, col, NEW_BOARD_GRID.columns);
      return { soundboardId: id, positionRow: row, positionCol: col, color };
    });
    await tx.insert(soundboardButtons).values(cells);
    return { result: board! };
  });
  return withButtons(db, row);
}

/** The stop-all key may not be a button's hotkey on the same board (decision 036). */
async function requireFreeStopAllKey(db: Database, boardId: string, key: string) {
  const [taken] = await db
    .select({ id: soundboardButtons.id })
    .from(soundboardButtons)
    .where(and(eq(soundboardButtons.soundboardId, boardId), eq(soundboardButtons.hotkey, key)))
    .limit(1);
  if (taken) throw new HttpError(409, ERROR_CODES.conflict, SOUND_CONTROL_MESSAGES.stopAllKeyTaken);
}

/** Changes only the fields that were sent. */
export async function updateBoard(
  db: Database,
  userId: string,
  boardId: string,
  input: BoardUpdate,
): Promise<Board> {
  const board = await requireOwnedBoard(db, boardId, userId);
  const update = boardUpdateSchema.parse(input);
  if (update.stop_all_key !== undefined)
    await requireFreeStopAllKey(db, board.id, update.stop_all_key);
  const changes = {
    name: update.name,
    description: update.description,
    isPublic: update.is_public,
    backgroundSettings: update.background_settings,
    masterVolume: update.master_volume,
    playMode: update.play_mode,
    stopAllKey: update.stop_all_key,
  };
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) return withButtons(db, board);
  const [row] = await db
    .update(soundboards)
    .set(set)
    .where(and(eq(soundboards.id, board.id), isNull(soundboards.deletedAt)))
    .returning();
  if (!row) throw boardNotFound();
  return withButtons(db, row);
}

/** Moves the board to the trash (spec §4: deleted_at set to now). */
export async function trashBoard(db: Database, userId: string, boardId: string, now = new Date()) {
  const board = await requireOwnedBoard(db, boardId, userId);
  await db.update(soundboards).set({ deletedAt: now }).where(eq(soundboards.id, board.id));
}

/**
 * Stores a new background (size kept, cover when none was chosen); the old URL is read and the new one
 * written under a row lock, and the old file recorded for removal, in one transaction.
 */
export async function setBoardBackground(
  { db, storage }: BoardDeps,
  userId: string,
  boardId: string,
  file: SniffedFile,
): Promise<Board> {
  const board = await requireOwnedBoard(db, boardId, userId);
  const path = storagePaths.boardBackground(userId, board.id, file.ext);
  const stored = await storeFile(
    { db, storage },
    { userId, bucket: 'board-backgrounds', path, bytes: file.bytes, mime: file.mime },
  );
  const row = await commitFileChange({ db, storage }, [stored], async (tx) => {
    const previous = await lockActiveBoard(tx, board.id);
    const size = (previous.backgroundSettings as { size?: string }).size ?? 'cover';
    const [updated] = await tx
      .update(soundboards)
      .set({ backgroundImageUrl: fileUrl('board-backgrounds', path), backgroundSettings: { size } })
      .where(eq(soundboards.id, board.id))
      .returning();
    return {
      result: updated!,
      dropped: { ownerId: previous.userId, urls: [previous.backgroundImageUrl] },
    };
  });
  return withButtons(db, row);
}

export async function removeBoardBackground(
  { db, storage }: BoardDeps,
  userId: string,
  boardId: string,
): Promise<Board> {
  const board = await requireOwnedBoard(db, boardId, userId);
  const row = await commitFileChange({ db, storage }, [], async (tx) => {
    const previous = await lockActiveBoard(tx, board.id);
    const [updated] = await tx
      .update(soundboards)
      .set({ backgroundImageUrl: null, backgroundSettings: {} })
      .where(eq(soundboards.id, board.id))
      .returning();
    return {
      result: updated!,
      dropped: { ownerId: previous.userId, urls: [previous.backgroundImageUrl] },
    };
  });
  return withButtons(db, row);
}

/** The board's row, locked until the transaction ends; 404 once it is gone or in the trash. */
async function lockActiveBoard(tx: Transaction, id: string) {
  const [row] = await tx
    .select()
    .from(soundboards)
    .where(and(eq(soundboards.id, id), isNull(soundboards.deletedAt)))
    .for('update');
  if (!row) throw boardNotFound();
  return row;
}
