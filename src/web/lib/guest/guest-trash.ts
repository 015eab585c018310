import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import type { Trash } from '#shared/schemas/trash.ts';
import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { guestNotFound, jsonAnswer, noContent } from './guest-answer.ts';
import type { GuestHandler } from './guest-context.ts';
import type { GuestDb } from './guest-db.ts';
import { forgetGuestFileUrl, guestFileUrl } from './guest-files.ts';
import { soundJson } from './guest-read.ts';

const byDeletion = (a: { deleted_at: string | null }, b: { deleted_at: string | null }) =>
  (b.deleted_at ?? '').localeCompare(a.deleted_at ?? '');

const listTrash: GuestHandler = async ({ db }) => {
  const boards = (await db.getAll('boards')).filter((b) => b.deleted_at).sort(byDeletion);
  const sounds = (await db.getAll('sounds')).filter((s) => s.deleted_at).sort(byDeletion);
  const buttons = await db.getAll('buttons');
  const trash: Trash = {
    boards: await Promise.all(
      boards.map(async (board) => {
        return {
          id: board.id,
          name: board.name,
          description: board.description,
          background_image_url: await guestFileUrl(db, board.background_file),
          background_settings: board.background_settings,
          created_at: board.created_at,
          deleted_at: board.deleted_at!,
          sound_button_count: buttons.filter((b) => b.soundboard_id === board.id && b.sound_id)
            .length,
        };
      }),
    ),
    sounds: await Promise.all(
      sounds.map(async (stored) => {
        const sound = await soundJson(db, stored);
        const { id, name, url, image_url, created_at } = sound;
        return { id, name, url, image_url, created_at, deleted_at: stored.deleted_at! };
      }),
    ),
  };
  return jsonAnswer(trash);
};

const restoreBoard: GuestHandler = async ({ db, params }) => {
  const board = params[0] ? await db.get('boards', params[0]) : undefined;
  if (!board?.deleted_at) throw guestNotFound(BOARD_MESSAGES.notFound);
  await db.put('boards', { ...board, deleted_at: null });
  return jsonAnswer({ id: board.id });
};

const restoreSound: GuestHandler = async ({ db, params }) => {
  const sound = params[0] ? await db.get('sounds', params[0]) : undefined;
  if (!sound?.deleted_at) throw guestNotFound(SOUND_MESSAGES.notFound);
  await db.put('sounds', { ...sound, deleted_at: null });
  return jsonAnswer({ id: sound.id });
};

/** A board for good, with its buttons and their files. */
async function purgeBoard(db: GuestDb, id: string): Promise<boolean> {
  const tx = db.transaction(['boards', 'buttons', 'files'], 'readwrite');
  const board = await tx.objectStore('boards').get(id);
  if (!board) return false;
  const buttons = await tx.objectStore('buttons').index('board').getAll(id);
  const files = [board.background_file, ...buttons.map((b) => b.background_file)];
  for (const button of buttons) await tx.objectStore('buttons').delete(button.id);
  for (const file of files) if (file) await tx.objectStore('files').delete(file);
  await tx.objectStore('boards').delete(id);
  await tx.done;
  files.forEach(forgetGuestFileUrl);
  return true;
}

/** A sound for good, with its files; buttons still naming it become empty. */
async function purgeSound(db: GuestDb, id: string): Promise<boolean> {
  const tx = db.transaction(['sounds', 'buttons', 'files'], 'readwrite');
  const sound = await tx.objectStore('sounds').get(id);
  if (!sound) return false;
  for (const button of await tx.objectStore('buttons').getAll()) {
    if (button.sound_id === id) await tx.objectStore('buttons').put({ ...button, sound_id: null });
  }
  for (const file of [sound.audio_file, sound.image_file]) {
    if (file) await tx.objectStore('files').delete(file);
  }
  await tx.objectStore('sounds').delete(id);
  await tx.done;
  [sound.audio_file, sound.image_file].forEach(forgetGuestFileUrl);
  return true;
}

const deleteBoardPermanently: GuestHandler = async ({ db, params }) => {
  if (!(await purgeBoard(db, params[0] ?? ''))) throw guestNotFound(BOARD_MESSAGES.notFound);
  return noContent();
};

const deleteSoundPermanently: GuestHandler = async ({ db, params }) => {
  if (!(await purgeSound(db, params[0] ?? ''))) throw guestNotFound(SOUND_MESSAGES.notFound);
  return noContent();
};

const clearTrash: GuestHandler = async ({ db }) => {
  const boards = (await db.getAll('boards')).filter((b) => b.deleted_at);
  const sounds = (await db.getAll('sounds')).filter((s) => s.deleted_at);
  for (const board of boards) await purgeBoard(db, board.id);
  for (const sound of sounds) await purgeSound(db, sound.id);
  const cleared = { boards: boards.length, sounds: sounds.length };
  return jsonAnswer({ cleared: { ...cleared, total: cleared.boards + cleared.sounds } });
};

export const TRASH_ROUTES = {
  listTrash,
  restoreBoard,
  restoreSound,
  deleteBoardPermanently,
  deleteSoundPermanently,
  clearTrash,
  purgeBoard,
  purgeSound,
};
