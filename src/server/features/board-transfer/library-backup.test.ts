import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import {
  createBoardViaApi,
  sendForm,
  uploadWavViaApi,
  restoreLibraryViaApi,
} from '#server/test/boards-factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { solidPng } from '../../../../e2e/fixtures/images.ts';
import { makeWav } from '../../../../e2e/fixtures/audio.ts';
import {
  BOARD_TRANSFER_MESSAGES as M,
  LIBRARY_ARCHIVE,
  LIBRARY_BACKUP_MESSAGES as L,
} from '#shared/board-transfer.ts';
import type { Board } from '#shared/schemas/board.ts';
import type { LibraryArchive } from '#shared/schemas/library-archive.ts';
import type { Sound } from '#shared/schemas/sound.ts';

let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(async () => {
  await database.destroy();
});

const BACKUP = '/api/me/library/backup';
const HORN = makeWav({ seconds: 0.4, frequency: 440 });
const GONG = makeWav({ seconds: 0.6, frequency: 220 });

const upload = (cookie: string, name: string, audio: Uint8Array, cover = false) =>
  uploadWavViaApi(app, cookie, name, audio, cover ? solidPng() : undefined);

/** An account with two sounds (one tagged, with a cover), a public board and a private one, a bio. */
async function library() {
  const owner = await signUp(app);
  const horn = await upload(owner.cookie, 'Horn', HORN, true);
  await upload(owner.cookie, 'Gong', GONG);
  await send(app, `/api/sounds/${horn.id}/tags`, {
    method: 'PUT',
    body: { tags: ['loud'] },
    cookie: owner.cookie,
  });
  const stage = await createBoardViaApi(app, owner.cookie, { name: 'Stage' });
  await send(app, `/api/boards/${stage.id}/buttons/${stage.soundboard_buttons[0]!.id}`, {
    method: 'PATCH',
    cookie: owner.cookie,
    body: { sound_id: horn.id, label: 'Horn', loop: true },
  });
  await send(app, `/api/boards/${stage.id}`, {
    method: 'PATCH',
    cookie: owner.cookie,
    body: { is_public: true },
  });
  const background = new FormData();
  background.set('file', new Blob([new Uint8Array(solidPng())], { type: 'image/png' }), 'bg.png');
  await sendForm(app, `/api/boards/${stage.id}/background`, background, { cookie: owner.cookie });
  await createBoardViaApi(app, owner.cookie, { name: 'Drafts' });
  const bio = await send(app, '/api/me/profile', {
    method: 'PATCH',
    cookie: owner.cookie,
    body: { bio: 'Sound person' },
  });
  expect(bio.status).toBe(200);
  return { owner, horn };
}

const restore = (cookie: string, bytes: Uint8Array) => restoreLibraryViaApi(app, cookie, bytes);
const backupOf = async (cookie: string) =>
  new Uint8Array(await (await send(app, BACKUP, { cookie })).arrayBuffer());
const documentOf = (zip: Uint8Array) =>
  JSON.parse(
    new TextDecoder().decode(unzipSync(zip)[LIBRARY_ARCHIVE.documentName]),
  ) as LibraryArchive;
const soundsOf = async (cookie: string) =>
  (await (await send(app, '/api/sounds', { cookie })).json()) as Sound[];
const boardsOf = async (cookie: string) =>
  (await (await send(app, '/api/boards', { cookie })).json()) as Board[];
const bytesAt = async (url: string) => new Uint8Array(await (await app.request(url)).arrayBuffer());

describe('library backup and restore (decision 054)', () => {
  it('is for signed-in users only: visitors get 401', async () => {
    expect((await send(app, BACKUP)).status).toBe(401);
    expect((await restore('', zipSync({ 'library.json': strToU8('{}') }))).status).toBe(401);
  });

  it('backs up only the caller’s own boards, sounds, images, tags and settings', async () => {
    const { owner } = await library();
    const other = await signUp(app);
    await upload(other.cookie, 'Not mine', makeWav({ seconds: 0.2, frequency: 880 }));
    await createBoardViaApi(app, other.cookie, { name: 'Not mine either' });

    const response = await send(app, BACKUP, { cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const zip = new Uint8Array(await response.arrayBuffer());
    const files = unzipSync(zip);
    const document = documentOf(zip);
    expect(document.sounds.map((s) => s.name).sort()).toEqual(['Gong', 'Horn']);
    expect(document.sounds.find((s) => s.name === 'Horn')).toMatchObject({ tags: ['loud'] });
    expect(document.boards.map((b) => [b.board.name, b.board.is_public]).sort()).toEqual([
      ['Drafts', false],
      ['Stage', true],
    ]);
    const stage = document.boards.find((b) => b.board.name === 'Stage')!;
    expect(stage.board.background?.file).toMatch(/^images\//);
    expect(stage.buttons[0]).toMatchObject({ label: 'Horn', loop: true });
    for (const sound of document.sounds) expect(files[sound.audio!]).toBeDefined();
    expect(JSON.stringify(document)).not.toContain('Not mine');
  });

  it('restores into another account and merges: a sound already in the library is not stored twice', async () => {
    const { owner } = await library();
    const backup = await backupOf(owner.cookie);
    const user = await signUp(app);
    // The user already has the horn (same bytes, another name): the backup's is not stored again.
    const own = await upload(user.cookie, 'My horn', HORN);

    const first = await restore(user.cookie, backup);
    expect(first.status, await first.clone().text()).toBe(200);
    expect(await first.json()).toEqual({
      boards: 2,
      boards_kept: 0,
      sounds_added: 1,
      sounds_kept: 1,
    });
    const library1 = await soundsOf(user.cookie);
    expect(library1.map((s) => s.name).sort()).toEqual(['Gong', 'My horn']);
    expect(library1.find((s) => s.id === own.id)).toMatchObject({ tags: ['loud'] });
    const boards = await boardsOf(user.cookie);
    const stage = boards.find((b) => b.name === 'Stage')!;
    expect(stage.is_public).toBe(true);
    expect(await bytesAt(stage.background_image_url!)).toEqual(solidPng());
    const full = (await (
      await send(app, `/api/boards/${stage.id}`, { cookie: user.cookie })
    ).json()) as Board;
    expect(full.soundboard_buttons[0]!.sound!.id).toBe(own.id);
    expect(full.soundboard_buttons[0]!.loop).toBe(true);
    // The user had no bio: the backup's is taken.
    const me: unknown = await (await send(app, '/api/me', { cookie: user.cookie })).json();
    expect(JSON.stringify(me)).toContain('Sound person');

    // Again: every sound and every board is already there (decision 062).
    const again = await restore(user.cookie, backup);
    expect(await again.json()).toEqual({
      boards: 0,
      boards_kept: 2,
      sounds_added: 0,
      sounds_kept: 2,
    });
    expect(await soundsOf(user.cookie)).toHaveLength(2);
    // Into the account it came from: nothing stored twice.
    const home = await restore(owner.cookie, backup);
    expect(await home.json()).toMatchObject({ sounds_added: 0, sounds_kept: 2 });
    expect(await soundsOf(owner.cookie)).toHaveLength(2);
  });

  it('refuses a malicious or foreign archive with a message, through the board import’s checks, and keeps nothing', async () => {
    const { owner } = await library();
    const good = unzipSync(await backupOf(owner.cookie));
    const document = JSON.parse(new TextDecoder().decode(good['library.json'])) as LibraryArchive;
    const withDocument = (change: (d: LibraryArchive) => void) => {
      const copy = structuredClone(document);
      change(copy);
      return zipSync({ ...good, 'library.json': strToU8(JSON.stringify(copy)) });
    };
    const user = await signUp(app);
    const cases: [Uint8Array, number, string][] = [
      [strToU8('not a zip'), 415, M.notZip],
      [zipSync({ 'board.json': good['library.json']! }), 400, L.boardArchive],
      [zipSync({ 'audio/1.wav': HORN }), 400, L.notBackup],
      [zipSync({ ...good, '../../etc/passwd': strToU8('x') }), 400, M.unsafeName],
      [zipSync({ ...good, 'library.json': strToU8('{nope') }), 400, L.badDocument],
      [withDocument((d) => (d.version = 9 as 1)), 400, L.badDocument],
      [
        withDocument((d) => {
          d.sounds[0]!.audio = null;
          d.sounds[0]!.source_url = 'http://127.0.0.1/x.mp3';
        }),
        400,
        M.soundNotFile(document.sounds[0]!.name),
      ],
      [
        withDocument((d) => (d.boards[0]!.board.background = { file: null, url: 'javascript:x' })),
        400,
        M.backgroundNotFile,
      ],
      // A small archive that unpacks to more than a library may hold, refused before inflating.
      [
        zipSync({ 'library.json': new Uint8Array(LIBRARY_ARCHIVE.maxDocumentBytes + 1) }),
        400,
        L.documentTooLarge,
      ],
      [
        zipSync({ ...good, [document.sounds[0]!.audio!]: strToU8('not audio') }),
        400,
        M.badFile(document.sounds[0]!.audio!),
      ],
    ];
    for (const [bytes, status, message] of cases) {
      const response = await restore(user.cookie, bytes);
      expect(response.status, message).toBe(status);
      expect(await response.json()).toMatchObject({ error: { message } });
    }
    expect(await soundsOf(user.cookie)).toEqual([]);
    expect(await boardsOf(user.cookie)).toEqual([]);
    const usage = (await (await send(app, '/api/me/storage', { cookie: user.cookie })).json()) as {
      used_bytes: number;
    };
    expect(usage.used_bytes).toBe(0);
  });
});
