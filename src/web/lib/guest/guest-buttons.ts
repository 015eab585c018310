import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import {
  buttonCreateSchema,
  buttonOrderSchema,
  buttonUpdateSchema,
} from '#shared/schemas/board.ts';
import { BUTTON_SETTING_KEYS } from '#shared/schemas/button-settings.ts';
import { SOUND_CONTROL_MESSAGES } from '#shared/sound-controls.ts';
import {
  GuestHttpError,
  guestInvalid,
  guestNotFound,
  jsonAnswer,
  noContent,
} from './guest-answer.ts';
import { activeBoard, newButton } from './guest-boards.ts';
import { parseBody, type GuestHandler, type GuestRequest } from './guest-context.ts';
import type { GuestDb, StoredButton } from './guest-db.ts';
import { checkGuestUpload, forgetGuestFileUrl, requiredFile } from './guest-files.ts';
import { boardButtons, buttonJson } from './guest-read.ts';

/** The user's own sound that is not in the trash, or the server's 404. */
async function requireOwnSound(db: GuestDb, soundId: string): Promise<void> {
  const sound = await db.get('sounds', soundId);
  if (!sound || sound.deleted_at) throw guestNotFound(BOARD_MESSAGES.soundNotFound);
}

async function ownButton(db: GuestDb, boardId: string, buttonId: string | undefined) {
  const button = buttonId ? await db.get('buttons', buttonId) : undefined;
  if (!button || button.soundboard_id !== boardId) {
    throw guestNotFound(BOARD_MESSAGES.buttonNotFound);
  }
  return button;
}

/** The first free cell scanning rows, then columns (spec §5); a new row when every cell is taken. */
function firstFreeCell(taken: StoredButton[], columns: number) {
  const used = new Set(taken.map((b) => `${b.position_row}:${b.position_col}`));
  for (let row = 0; ; row++) {
    for (let col = 0; col < columns; col++) if (!used.has(`${row}:${col}`)) return { row, col };
  }
}

const addButton: GuestHandler = async ({ db, params, json }) => {
  const input = parseBody(buttonCreateSchema, json);
  const board = await activeBoard(db, params[0]);
  if (input.sound_id) await requireOwnSound(db, input.sound_id);
  const cell = firstFreeCell(await boardButtons(db, board.id), board.grid_columns);
  const button: StoredButton = {
    ...newButton(board.id, cell.row, cell.col, board.grid_columns),
    sound_id: input.sound_id ?? null,
    label: input.label ?? null,
    ...(input.color ? { color: input.color } : {}),
  };
  const tx = db.transaction(['boards', 'buttons'], 'readwrite');
  await tx.objectStore('buttons').put(button);
  if (cell.row >= board.grid_rows) {
    await tx.objectStore('boards').put({ ...board, grid_rows: cell.row + 1 });
  }
  await tx.done;
  return jsonAnswer(await buttonJson(db, button), 201);
};

/** Changes only the fields sent; a hotkey taken on the board is a 409, as on the server. */
const updateButton: GuestHandler = async ({ db, params, json }) => {
  const board = await activeBoard(db, params[0]);
  const button = await ownButton(db, board.id, params[1]);
  const update = parseBody(buttonUpdateSchema, json);
  if (update.sound_id) await requireOwnSound(db, update.sound_id);
  if (update.hotkey && update.hotkey === board.stop_all_key) {
    throw new GuestHttpError(409, ERROR_CODES.conflict, SOUND_CONTROL_MESSAGES.stopAllKeyTaken);
  }
  if (update.hotkey) {
    const others = await boardButtons(db, board.id);
    if (others.some((b) => b.id !== button.id && b.hotkey === update.hotkey)) {
      throw new GuestHttpError(409, ERROR_CODES.hotkeyTaken, BOARD_MESSAGES.hotkeyTaken);
    }
  }
  const changed: StoredButton = { ...button };
  if (update.label !== undefined) changed.label = update.label;
  if (update.color !== undefined) changed.color = update.color;
  if (update.hotkey !== undefined) changed.hotkey = update.hotkey;
  if (update.sound_id !== undefined) changed.sound_id = update.sound_id;
  if (update.background_settings) changed.background_settings = update.background_settings;
  for (const key of BUTTON_SETTING_KEYS) {
    if (update[key] !== undefined) (changed as Record<string, unknown>)[key] = update[key];
  }
  if (changed.trim_end_ms !== null && changed.trim_end_ms <= changed.trim_start_ms) {
    throw guestInvalid(SOUND_CONTROL_MESSAGES.trimOrder);
  }
  await db.put('buttons', changed);
  return jsonAnswer(await buttonJson(db, changed));
};

const deleteButton: GuestHandler = async ({ db, params }) => {
  const board = await activeBoard(db, params[0]);
  const button = await ownButton(db, board.id, params[1]);
  const tx = db.transaction(['buttons', 'files'], 'readwrite');
  await tx.objectStore('buttons').delete(button.id);
  if (button.background_file) await tx.objectStore('files').delete(button.background_file);
  await tx.done;
  forgetGuestFileUrl(button.background_file);
  return noContent();
};

/** Spec §7 "Reorder": the listed buttons first, then the others in their order, row by row. */
const reorderButtons: GuestHandler = async ({ db, params, json }) => {
  const { button_ids: ids } = parseBody(buttonOrderSchema, json);
  const board = await activeBoard(db, params[0]);
  const current = await boardButtons(db, board.id);
  const known = new Set(current.map((b) => b.id));
  const unique = new Set(ids);
  if (unique.size !== ids.length || ids.some((id) => !known.has(id))) {
    throw guestInvalid(BOARD_MESSAGES.orderInvalid);
  }
  const byId = new Map(current.map((b) => [b.id, b]));
  const order = [...ids, ...current.map((b) => b.id).filter((id) => !unique.has(id))];
  const columns = board.grid_columns;
  const tx = db.transaction(['boards', 'buttons'], 'readwrite');
  for (const [index, id] of order.entries()) {
    const button = byId.get(id)!;
    await tx.objectStore('buttons').put({
      ...button,
      position_row: Math.floor(index / columns),
      position_col: index % columns,
    });
  }
  const rows = Math.max(board.grid_rows, Math.ceil(order.length / columns));
  if (rows !== board.grid_rows) await tx.objectStore('boards').put({ ...board, grid_rows: rows });
  await tx.done;
  return noContent();
};

async function replaceButtonBackground(request: GuestRequest, remove: boolean) {
  const { db, params, form } = request;
  const board = await activeBoard(db, params[0]);
  const button = await ownButton(db, board.id, params[1]);
  const file = remove ? null : await checkGuestUpload(requiredFile(form), 'image');
  const tx = db.transaction(['buttons', 'files'], 'readwrite');
  if (file) await tx.objectStore('files').put(file);
  if (button.background_file) await tx.objectStore('files').delete(button.background_file);
  const changed: StoredButton = {
    ...button,
    background_file: file?.id ?? null,
    background_settings: file ? { size: button.background_settings.size ?? 'cover' } : {},
  };
  await tx.objectStore('buttons').put(changed);
  await tx.done;
  forgetGuestFileUrl(button.background_file);
  return jsonAnswer(await buttonJson(db, changed));
}

export const BUTTON_ROUTES = {
  addButton,
  updateButton,
  deleteButton,
  reorderButtons,
  setBackground: (request: GuestRequest) => replaceButtonBackground(request, false),
  removeBackground: (request: GuestRequest) => replaceButtonBackground(request, true),
};
