import type { Board, BoardButton, BoardSound } from '#shared/schemas/board.ts';
import type { Sound } from '#shared/schemas/sound.ts';
import type { GuestDb, StoredBoard, StoredButton, StoredSound } from './guest-db.ts';
import { guestFileUrl } from './guest-files.ts';

const fileUrlOf = guestFileUrl;

/** A sound as GET /api/sounds answers it. */
export async function soundJson(db: GuestDb, sound: StoredSound): Promise<Sound> {
  const { audio_file: audio, image_file: image, ...fields } = sound;
  return {
    ...fields,
    url: (await fileUrlOf(db, audio)) ?? fields.source_url,
    image_url: await fileUrlOf(db, image),
  };
}

async function boardSoundJson(db: GuestDb, id: string | null): Promise<BoardSound | null> {
  const sound = id ? await db.get('sounds', id) : undefined;
  if (!sound || sound.deleted_at) return null;
  const { deleted_at, tags, ...json } = await soundJson(db, sound);
  void deleted_at;
  void tags;
  return json;
}

/** A button as the board answers it, with its sound joined. */
export async function buttonJson(db: GuestDb, button: StoredButton): Promise<BoardButton> {
  const { background_file: background, ...fields } = button;
  return {
    ...fields,
    background_image_url: await fileUrlOf(db, background),
    sound: await boardSoundJson(db, button.sound_id),
  };
}

/** The board's buttons by row, then column (spec §3). */
export async function boardButtons(db: GuestDb, boardId: string): Promise<StoredButton[]> {
  const buttons = await db.getAllFromIndex('buttons', 'board', boardId);
  return buttons.sort((a, b) => a.position_row - b.position_row || a.position_col - b.position_col);
}

/** A board with its buttons, as GET /api/boards/:id answers it. */
export async function boardJson(db: GuestDb, board: StoredBoard): Promise<Board> {
  const { background_file: background, ...fields } = board;
  const buttons = await boardButtons(db, board.id);
  return {
    ...fields,
    background_image_url: await fileUrlOf(db, background),
    soundboard_buttons: await Promise.all(buttons.map((button) => buttonJson(db, button))),
  };
}

/** Newest first, then by id, as the server orders boards and sounds. */
export const newestFirst = (
  a: { created_at: string; id: string },
  b: { created_at: string; id: string },
) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);
