import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { paletteColorForCell } from '#shared/button-palette.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { NEW_BOARD_GRID } from '#shared/limits.ts';
import { DEFAULT_PRESS_MODE } from '#shared/press-modes.ts';
import { boardCreateSchema, boardUpdateSchema } from '#shared/schemas/board.ts';
import {
  BUTTON_VOLUME,
  DEFAULT_PLAY_MODE,
  DEFAULT_STOP_ALL_KEY,
  MASTER_VOLUME,
  SOUND_CONTROL_MESSAGES,
} from '#shared/sound-controls.ts';
import { GuestHttpError, guestNotFound, jsonAnswer, noContent } from './guest-answer.ts';
import { nowIso, parseBody, type GuestHandler, type GuestRequest } from './guest-context.ts';
import type { GuestDb, StoredBoard, StoredButton } from './guest-db.ts';
import { checkGuestUpload, forgetGuestFileUrl, optionalFile, requiredFile } from './guest-files.ts';
import { boardButtons, boardJson, newestFirst } from './guest-read.ts';
import { accountRequired } from './guest-refusals.ts';

/** The guest's board that is not in the trash, or the server's 404. */
export async function activeBoard(db: GuestDb, id: string | undefined): Promise<StoredBoard> {
  const board = id ? await db.get('boards', id) : undefined;
  if (!board || board.deleted_at) throw guestNotFound(BOARD_MESSAGES.notFound);
  return board;
}

/** An empty button in a cell, in its palette colour (decision 050). */
export function newButton(boardId: string, row: number, col: number, columns: number) {
  return {
    id: crypto.randomUUID(),
    soundboard_id: boardId,
    sound_id: null,
    label: null,
    color: paletteColorForCell(row, col, columns),
    hotkey: null,
    position_row: row,
    position_col: col,
    background_file: null,
    background_settings: {},
    created_at: nowIso(),
    volume: BUTTON_VOLUME.default,
    trim_start_ms: 0,
    trim_end_ms: null,
    fade_in_ms: 0,
    fade_out_ms: 0,
    loop: false,
    press_mode: DEFAULT_PRESS_MODE,
  } satisfies StoredButton;
}

const listBoards: GuestHandler = async ({ db }) => {
  const boards = (await db.getAll('boards')).filter((b) => !b.deleted_at).sort(newestFirst);
  return jsonAnswer(await Promise.all(boards.map((board) => boardJson(db, board))));
};

/** Spec §7 "Create board": the board and its 2×4 empty buttons, background optional (JSON or multipart). */
const createBoard: GuestHandler = async ({ db, userId, json, form }) => {
  const text = (field: string) => {
    const value = form?.get(field);
    return typeof value === 'string' ? value : undefined;
  };
  const input = form ? { name: text('name') ?? '', description: text('description') } : json;
  const { name, description } = parseBody(boardCreateSchema, input);
  const backgroundFile = optionalFile(form, 'background');
  const background = backgroundFile ? await checkGuestUpload(backgroundFile, 'image') : null;
  const board: StoredBoard = {
    id: crypto.randomUUID(),
    name,
    description: description ?? null,
    user_id: userId,
    grid_rows: NEW_BOARD_GRID.rows,
    grid_columns: NEW_BOARD_GRID.columns,
    background_file: background?.id ?? null,
    background_settings: background ? { size: 'cover' } : {},
    is_public: false,
    likes_count: 0,
    master_volume: MASTER_VOLUME.default,
    play_mode: DEFAULT_PLAY_MODE,
    stop_all_key: DEFAULT_STOP_ALL_KEY,
    created_at: nowIso(),
    deleted_at: null,
  };
  const tx = db.transaction(['boards', 'buttons', 'files'], 'readwrite');
  if (background) await tx.objectStore('files').put(background);
  await tx.objectStore('boards').put(board);
  for (let i = 0; i < NEW_BOARD_GRID.rows * NEW_BOARD_GRID.columns; i++) {
    const row = Math.floor(i / NEW_BOARD_GRID.columns);
    const col = i % NEW_BOARD_GRID.columns;
    await tx.objectStore('buttons').put(newButton(board.id, row, col, NEW_BOARD_GRID.columns));
  }
  await tx.done;
  return jsonAnswer(await boardJson(db, board), 201);
};

/** The owner's board; another board's id is not the guest's and goes to the server (decision 061). */
const getBoard: GuestHandler = async ({ db, params }) =>
  jsonAnswer(await boardJson(db, await activeBoard(db, params[0])));

const updateBoard: GuestHandler = async ({ db, params, json }) => {
  const board = await activeBoard(db, params[0]);
  const update = parseBody(boardUpdateSchema, json);
  if (update.is_public) {
    throw accountRequired('public');
  }
  if (update.stop_all_key !== undefined) {
    const buttons = await boardButtons(db, board.id);
    if (buttons.some((button) => button.hotkey === update.stop_all_key)) {
      throw new GuestHttpError(409, ERROR_CODES.conflict, SOUND_CONTROL_MESSAGES.stopAllKeyTaken);
    }
  }
  const changed: StoredBoard = { ...board };
  if (update.name !== undefined) changed.name = update.name;
  if (update.description !== undefined) changed.description = update.description;
  if (update.background_settings) changed.background_settings = update.background_settings;
  if (update.master_volume !== undefined) changed.master_volume = update.master_volume;
  if (update.play_mode !== undefined) changed.play_mode = update.play_mode;
  if (update.stop_all_key !== undefined) changed.stop_all_key = update.stop_all_key;
  await db.put('boards', changed);
  return jsonAnswer(await boardJson(db, changed));
};

/** To the trash (spec §4: deleted_at set to now). */
const trashBoard: GuestHandler = async ({ db, params }) => {
  const board = await activeBoard(db, params[0]);
  await db.put('boards', { ...board, deleted_at: nowIso() });
  return noContent();
};

async function replaceBackground(request: GuestRequest, remove: boolean): Promise<Response> {
  const { db, params, form } = request;
  const board = await activeBoard(db, params[0]);
  const file = remove ? null : await checkGuestUpload(requiredFile(form), 'image');
  const tx = db.transaction(['boards', 'files'], 'readwrite');
  if (file) await tx.objectStore('files').put(file);
  if (board.background_file) await tx.objectStore('files').delete(board.background_file);
  const changed: StoredBoard = {
    ...board,
    background_file: file?.id ?? null,
    background_settings: file ? { size: board.background_settings.size ?? 'cover' } : {},
  };
  await tx.objectStore('boards').put(changed);
  await tx.done;
  forgetGuestFileUrl(board.background_file);
  return jsonAnswer(await boardJson(db, changed));
}

/** A guest's board is never live: going live needs an account. */
const liveState: GuestHandler = async ({ db, params }) => {
  await activeBoard(db, params[0]);
  return jsonAnswer({ live: false });
};

export const BOARD_ROUTES = {
  liveState,
  listBoards,
  createBoard,
  getBoard,
  updateBoard,
  trashBoard,
  setBackground: (request: GuestRequest) => replaceBackground(request, false),
  removeBackground: (request: GuestRequest) => replaceBackground(request, true),
};
