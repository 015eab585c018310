import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import {
  createBoardViaApi,
  uploadWavViaApi,
  restoreLibraryViaApi,
} from '#server/test/boards-factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { withLibraryDocument } from '#server/test/library-archives.ts';
import { makeWav } from '../../../../e2e/fixtures/audio.ts';
import { TRASH_RETENTION_DAYS } from '#shared/limits.ts';
import type { Board } from '#shared/schemas/board.ts';
import type { LibraryArchive } from '#shared/schemas/library-archive.ts';
import type { Sound } from '#shared/schemas/sound.ts';
import type { Trash } from '#shared/schemas/trash.ts';
import { restoredDeletedAt } from './restored-trash.ts';

// Decision 079: a library archive may say which of its boards and sounds were in a trash (a guest's library
// claimed into an account); a restore puts them in the account's trash, not among its boards and sounds.

let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(async () => {
  await database.destroy();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

const upload = (cookie: string, name: string, audio: Uint8Array) =>
  uploadWavViaApi(app, cookie, name, audio);

/**
 * A backup of Horn and Gong, a board Stage whose button plays Gong, and a board Drafts; then edited as a
 * guest's archive would say it: Gong trashed 3 days ago, Drafts 40 days ago.
 */
async function archiveWithTrash(edit: (document: LibraryArchive) => LibraryArchive = (d) => d) {
  const owner = await signUp(app);
  await upload(owner.cookie, 'Horn', makeWav({ seconds: 0.3, frequency: 440 }));
  const gong = await upload(owner.cookie, 'Gong', makeWav({ seconds: 0.5, frequency: 220 }));
  const stage = await createBoardViaApi(app, owner.cookie, { name: 'Stage' });
  await send(app, `/api/boards/${stage.id}/buttons/${stage.soundboard_buttons[0]!.id}`, {
    method: 'PATCH',
    cookie: owner.cookie,
    body: { sound_id: gong.id, label: 'Gong' },
  });
  await createBoardViaApi(app, owner.cookie, { name: 'Drafts' });
  const backup = await send(app, '/api/me/library/backup', { cookie: owner.cookie });
  const gongTrashed = daysAgo(3);
  const bytes = withLibraryDocument(new Uint8Array(await backup.arrayBuffer()), (document) =>
    edit({
      ...document,
      sounds: document.sounds.map((sound) =>
        sound.name === 'Gong' ? { ...sound, trashed_at: gongTrashed } : sound,
      ),
      boards: document.boards.map((entry) =>
        entry.board.name === 'Drafts'
          ? { ...entry, board: { ...entry.board, trashed_at: daysAgo(40) } }
          : entry,
      ),
    }),
  );
  return { bytes, gongTrashed };
}

const restore = (cookie: string, bytes: Uint8Array) => restoreLibraryViaApi(app, cookie, bytes);

const read = async <T>(cookie: string, path: string) =>
  (await (await send(app, path, { cookie })).json()) as T;

describe('restoring a library with items of a trash (decision 079)', () => {
  it('puts them in the account’s trash, as old as they were there, with a day left at least', async () => {
    const { bytes, gongTrashed } = await archiveWithTrash();
    const user = await signUp(app);
    const before = Date.now();
    const restored = await restore(user.cookie, bytes);
    const after = Date.now();
    expect(restored.status).toBe(200);
    expect(await restored.json()).toEqual({
      boards: 2,
      boards_kept: 0,
      sounds_added: 2,
      sounds_kept: 0,
    });
    const boards = await read<Board[]>(user.cookie, '/api/boards');
    expect(boards.map((board) => board.name)).toEqual(['Stage']);
    expect((await read<Sound[]>(user.cookie, '/api/sounds')).map((sound) => sound.name)).toEqual([
      'Horn',
    ]);
    const trash = await read<Trash>(user.cookie, '/api/trash');
    expect(trash.boards.map((board) => board.name)).toEqual(['Drafts']);
    expect(trash.sounds.map((sound) => sound.name)).toEqual(['Gong']);
    expect(trash.sounds[0]!.deleted_at).toBe(gongTrashed);
    // Drafts was trashed 40 days ago: it gets the last day of the account's 30.
    const draftsTrashed = Date.parse(trash.boards[0]!.deleted_at);
    expect(draftsTrashed).toBeGreaterThanOrEqual(before - (TRASH_RETENTION_DAYS - 1) * DAY_MS);
    expect(draftsTrashed).toBeLessThanOrEqual(after - (TRASH_RETENTION_DAYS - 1) * DAY_MS);
    // Stage's button keeps the trashed sound, as the account's own trash does: silent while it is there, and
    // once restored the tile plays it again.
    const stage = await read<Board>(user.cookie, `/api/boards/${boards[0]!.id}`);
    const gongId = trash.sounds[0]!.id;
    expect(stage.soundboard_buttons.find((b) => b.label === 'Gong')?.sound).toBeNull();
    const back = await send(app, `/api/sounds/${gongId}/restore`, {
      method: 'POST',
      cookie: user.cookie,
    });
    expect(back.status).toBe(200);
    const playing = await read<Board>(user.cookie, `/api/boards/${boards[0]!.id}`);
    expect(playing.soundboard_buttons.find((b) => b.label === 'Gong')?.sound?.name).toBe('Gong');
  });

  it('a second restore adds none of them again, in the trash or restored from it', async () => {
    const { bytes } = await archiveWithTrash();
    const user = await signUp(app);
    await restore(user.cookie, bytes);
    const again = await restore(user.cookie, bytes);
    expect(await again.json()).toEqual({
      boards: 0,
      boards_kept: 2,
      sounds_added: 0,
      sounds_kept: 2,
    });
    const trash = await read<Trash>(user.cookie, '/api/trash');
    expect(trash.boards.map((board) => board.name)).toEqual(['Drafts']);
    expect(trash.sounds.map((sound) => sound.name)).toEqual(['Gong']);
    await send(app, `/api/boards/${trash.boards[0]!.id}/restore`, {
      method: 'POST',
      cookie: user.cookie,
    });
    const third = await restore(user.cookie, bytes);
    expect(await third.json()).toMatchObject({ boards: 0, boards_kept: 2 });
    const names = (await read<Board[]>(user.cookie, '/api/boards')).map((board) => board.name);
    expect(names.sort()).toEqual(['Drafts', 'Stage']);
  });

  it('a sound of the trash whose audio the library has live plays as that one; a live one never as a trashed one', async () => {
    const { bytes } = await archiveWithTrash();
    const user = await signUp(app);
    // The account already has Gong's audio, live, under another name.
    await upload(user.cookie, 'My gong', makeWav({ seconds: 0.5, frequency: 220 }));
    const restored = await restore(user.cookie, bytes);
    expect(await restored.json()).toMatchObject({ sounds_added: 1, sounds_kept: 1 });
    expect((await read<Trash>(user.cookie, '/api/trash')).sounds).toEqual([]);
    const stage = (await read<Board[]>(user.cookie, '/api/boards')).find(
      (b) => b.name === 'Stage',
    )!;
    const full = await read<Board>(user.cookie, `/api/boards/${stage.id}`);
    expect(full.soundboard_buttons.find((b) => b.label === 'Gong')?.sound?.name).toBe('My gong');
  });

  it('a sound of the trash with the audio of a live one of the archive is that one, listed first or not', async () => {
    const { bytes } = await archiveWithTrash((document) => {
      const horn = document.sounds.find((sound) => sound.name === 'Horn')!;
      const copy = { ...horn, key: 'trashed-horn', name: 'Horn copy', trashed_at: daysAgo(1) };
      return { ...document, sounds: [copy, ...document.sounds] };
    });
    const user = await signUp(app);
    const restored = await restore(user.cookie, bytes);
    expect(await restored.json()).toMatchObject({ sounds_added: 2, sounds_kept: 1 });
    const trash = await read<Trash>(user.cookie, '/api/trash');
    expect(trash.sounds.map((sound) => sound.name)).toEqual(['Gong']);
  });

  it('clamps a trash time in the future to now, and one too old to the trash’s last day', () => {
    const now = new Date('2026-11-29T12:00:00.000Z');
    expect(restoredDeletedAt(undefined, now)).toBeNull();
    expect(restoredDeletedAt('2030-01-01T00:00:00.000Z', now)).toEqual(now);
    expect(restoredDeletedAt('2020-01-01T00:00:00.000Z', now)).toEqual(
      new Date(now.getTime() - (TRASH_RETENTION_DAYS - 1) * DAY_MS),
    );
  });
});
