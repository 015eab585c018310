import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { driverError, SQLSTATE } from '#server/db/db-error.ts';
import { soundboardButtons, soundboards, sounds } from '#server/db/schema.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { paletteColorForCell } from '#shared/button-palette.ts';
import { BUTTON_CONFLICT_RETRY } from '#shared/limits.ts';
import { SOUND_CONTROL_MESSAGES } from '#shared/sound-controls.ts';
import type { BoardButton, ButtonCreate, ButtonUpdate } from '#shared/schemas/board.ts';
import { buttonCreateSchema, buttonUpdateSchema } from '#shared/schemas/board.ts';
import {
  boardNotFound,
  requireOwnedBoard,
  requireOwnedButton,
} from '#server/domain/boards/board-access.ts';
import { loadButton } from '#server/domain/boards/board-mapper.ts';
import { settingColumns } from '#server/domain/boards/button-setting-columns.ts';

const hotkeyTaken = () => new HttpError(409, ERROR_CODES.hotkeyTaken, BOARD_MESSAGES.hotkeyTaken);
const stopAllKeyTaken = () =>
  new HttpError(409, ERROR_CODES.conflict, SOUND_CONTROL_MESSAGES.stopAllKeyTaken);
const trimOutOfOrder = () =>
  new HttpError(400, ERROR_CODES.validation, SOUND_CONTROL_MESSAGES.trimOrder);

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The first free cell scanning rows, then columns; past the last row when every cell is taken. */
export function firstFreeCell(
  taken: { row: number; col: number }[],
  columns: number,
): { row: number; col: number } {
  const used = new Set(taken.map(({ row, col }) => `${row}:${col}`));
  for (let row = 0; ; row++) {
    for (let col = 0; col < columns; col++) {
      if (!used.has(`${row}:${col}`)) return { row, col };
    }
  }
}

/**
 * A foreign-key violation while writing a button: its board or sound was deleted permanently meanwhile
 * (e.g. from another tab). That is a 404 for the thing that is gone, not a 500.
 */
function throwIfGone(error: unknown): void {
  const { code, constraint } = driverError(error);
  if (code !== SQLSTATE.foreignKeyViolation) return;
  if (constraint?.includes('sound_id')) {
    throw new HttpError(404, ERROR_CODES.notFound, BOARD_MESSAGES.soundNotFound);
  }
  throw boardNotFound();
}

/** 404 unless the user owns a sound of that id that is not in the trash. */
async function requireOwnSound(db: Database, userId: string, soundId: string): Promise<void> {
  const [row] = await db
    .select({ id: sounds.id })
    .from(sounds)
    .where(and(eq(sounds.id, soundId), eq(sounds.userId, userId), isNull(sounds.deletedAt)));
  if (!row) throw new HttpError(404, ERROR_CODES.notFound, BOARD_MESSAGES.soundNotFound);
}

/**
 * Adds a button in the first free cell (spec §5). The board row is locked while the cell is chosen; a
 * duplicate-cell conflict (23505) is still retried: 3 attempts with back-off 100 ms, then 200 ms. The answer
 * is read inside the transaction: a permanent delete waiting for the board's lock may remove the button the
 * moment it commits, and the add still answers 201 with what it made (adds that reach the board after the
 * delete answer 404).
 */
export async function addButton(
  db: Database,
  userId: string,
  boardId: string,
  input: ButtonCreate,
  sleep: (ms: number) => Promise<void> = sleepFor,
): Promise<BoardButton> {
  const { sound_id: soundId, label, color } = buttonCreateSchema.parse(input);
  await requireOwnedBoard(db, boardId, userId);
  if (soundId) await requireOwnSound(db, userId, soundId);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const board = await requireOwnedBoard(tx, boardId, userId, { forUpdate: true });
        const taken = await tx
          .select({ row: soundboardButtons.positionRow, col: soundboardButtons.positionCol })
          .from(soundboardButtons)
          .where(eq(soundboardButtons.soundboardId, board.id));
        const cell = firstFreeCell(taken, board.gridColumns);
        const [row] = await tx
          .insert(soundboardButtons)
          .values({
            soundboardId: board.id,
            soundId: soundId ?? null,
            label: label ?? null,
            color: color ?? paletteColorForCell(cell.row, cell.col, board.gridColumns),
            positionRow: cell.row,
            positionCol: cell.col,
          })
          .returning({ id: soundboardButtons.id });
        if (cell.row >= board.gridRows) {
          await tx
            .update(soundboards)
            .set({ gridRows: cell.row + 1 })
            .where(eq(soundboards.id, board.id));
        }
        return loadButton(tx, row!.id);
      });
    } catch (error) {
      throwIfGone(error);
      const conflict = driverError(error).code === SQLSTATE.uniqueViolation;
      if (!conflict) throw error;
      if (attempt >= BUTTON_CONFLICT_RETRY.attempts) {
        throw new HttpError(409, ERROR_CODES.conflict, BOARD_MESSAGES.buttonConflict);
      }
      await sleep(BUTTON_CONFLICT_RETRY.backoffMs[attempt - 1] ?? 200);
    }
  }
}

/** Changes only the fields that were sent; a hotkey taken on the board is a 409. */
export async function updateButton(
  db: Database,
  userId: string,
  boardId: string,
  buttonId: string,
  input: ButtonUpdate,
): Promise<BoardButton> {
  const board = await requireOwnedBoard(db, boardId, userId);
  const button = await requireOwnedButton(db, userId, boardId, buttonId, board);
  const update = buttonUpdateSchema.parse(input);
  if (update.sound_id) await requireOwnSound(db, userId, update.sound_id);
  if (update.hotkey && update.hotkey === board.stopAllKey) throw stopAllKeyTaken();
  const changes = {
    label: update.label,
    color: update.color,
    hotkey: update.hotkey,
    soundId: update.sound_id,
    backgroundSettings: update.background_settings,
    ...settingColumns(update),
  };
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length > 0) {
    try {
      await db.update(soundboardButtons).set(set).where(eq(soundboardButtons.id, button.id));
    } catch (error) {
      throwIfGone(error);
      const { code, constraint } = driverError(error);
      if (code === SQLSTATE.uniqueViolation && constraint === 'unique_hotkey_per_board') {
        throw hotkeyTaken();
      }
      if (code === SQLSTATE.checkViolation && constraint === 'soundboard_buttons_trim_order') {
        throw trimOutOfOrder();
      }
      throw error;
    }
  }
  return loadButton(db, button.id);
}

/**
 * Spec §7 "Reorder", in one transaction: every button first moves to its own temporary negative row, then
 * to row = i / columns, col = i % columns. Buttons left out of the list (e.g. added meanwhile) follow in
 * their current order.
 */
export async function reorderButtons(
  db: Database,
  userId: string,
  boardId: string,
  buttonIds: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const board = await requireOwnedBoard(tx, boardId, userId, { forUpdate: true });
    const current = await tx
      .select({ id: soundboardButtons.id })
      .from(soundboardButtons)
      .where(eq(soundboardButtons.soundboardId, board.id))
      .orderBy(soundboardButtons.positionRow, soundboardButtons.positionCol);
    const known = new Set(current.map((row) => row.id));
    const unique = new Set(buttonIds);
    if (unique.size !== buttonIds.length || buttonIds.some((id) => !known.has(id))) {
      throw new HttpError(400, ERROR_CODES.validation, BOARD_MESSAGES.orderInvalid);
    }
    const order = [...buttonIds, ...current.map((row) => row.id).filter((id) => !unique.has(id))];
    if (order.length === 0) return;
    const columns = board.gridColumns;
    const values = (place: (index: number) => [number, number]) =>
      sql.join(
        order.map((id, index) => {
          const [row, col] = place(index);
          return sql`(${id}::uuid, ${row}::int, ${col}::int)`;
        }),
        sql`, `,
      );
    const move = (place: (index: number) => [number, number]) =>
      tx.execute(sql`
        update ${soundboardButtons} as b
        set position_row = v.r, position_col = v.c
        from (values ${values(place)}) as v(id, r, c)
        where b.id = v.id and b.soundboard_id = ${board.id}`);
    await move((index) => [-1 - index, 0]);
    await move((index) => [Math.floor(index / columns), index % columns]);
    const rows = Math.max(board.gridRows, Math.ceil(order.length / columns));
    if (rows !== board.gridRows) {
      await tx.update(soundboards).set({ gridRows: rows }).where(eq(soundboards.id, board.id));
    }
  });
}
