import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { createBoardViaApi, sendForm } from '#server/test/boards-factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { solidPng } from '../../../../e2e/fixtures/images.ts';
import { makeWav } from '../../../../e2e/fixtures/audio.ts';
import { BOARD_TRANSFER_MESSAGES as M } from '#shared/board-transfer.ts';
import type { Board } from '#shared/schemas/board.ts';
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

const WAV = makeWav({ seconds: 0.5 });

/** An exported board's files: a background and a button with a sound (decision 038's archive). */
async function exportedFiles() {
  const owner = await signUp(app);
  const board = await createBoardViaApi(app, owner.cookie, { name: 'Party Mix!' });
  const background = new FormData();
  background.set('file', new Blob([new Uint8Array(solidPng())], { type: 'image/png' }), 'bg.png');
  await sendForm(app, `/api/boards/${board.id}/background`, background, { cookie: owner.cookie });
  const upload = new FormData();
  upload.set('name', 'Horn');
  upload.set('file', new Blob([new Uint8Array(WAV)], { type: 'audio/wav' }), 'horn.wav');
  const sound = (await (
    await sendForm(app, '/api/sounds', upload, { cookie: owner.cookie, method: 'POST' })
  ).json()) as Sound;
  await send(app, `/api/boards/${board.id}/buttons/${board.soundboard_buttons[0]!.id}`, {
    method: 'PATCH',
    cookie: owner.cookie,
    body: { sound_id: sound.id, label: 'Horn' },
  });
  const exported = await send(app, `/api/boards/${board.id}/export`, { cookie: owner.cookie });
  return unzipSync(new Uint8Array(await exported.arrayBuffer()));
}

function importArchive(cookie: string, bytes: Uint8Array) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/zip' }), 'board.zip');
  return sendForm(app, '/api/boards/import', form, { cookie, method: 'POST' });
}

const bytesAt = async (url: string) => new Uint8Array(await (await app.request(url)).arrayBuffer());

describe('archives re-zipped with one top folder (macOS Compress, Windows “send to zip”)', () => {
  /** An exported board's files, each under `prefix`. */
  const under = (prefix: string, files: Record<string, Uint8Array>) =>
    Object.fromEntries(Object.entries(files).map(([name, bytes]) => [prefix + name, bytes]));

  it('imports the board inside one top folder, with the folder entries and __MACOSX/ files macOS adds', async () => {
    const good = await exportedFiles();
    const empty = new Uint8Array(0);
    const appleDouble = strToU8('Mac OS X        \u0000\u0002 resource fork');
    const macos = zipSync({
      'Party Mix/': empty,
      'Party Mix/audio/': empty,
      'Party Mix/images/': empty,
      ...under('Party Mix/', good),
      'Party Mix/.DS_Store': strToU8('Bud1 finder data'),
      '__MACOSX/': empty,
      '__MACOSX/Party Mix/': empty,
      '__MACOSX/Party Mix/._board.json': appleDouble,
      '__MACOSX/Party Mix/audio/._1.wav': appleDouble,
    });
    const windows = zipSync(under('party-mix.soundboard/', good));
    const finderOfFiles = zipSync({
      'audio/': empty,
      'images/': empty,
      ...good,
      '__MACOSX/._board.json': appleDouble,
    });
    const user = await signUp(app);
    for (const zip of [macos, windows, finderOfFiles]) {
      const imported = await importArchive(user.cookie, zip);
      expect(imported.status, await imported.clone().text()).toBe(201);
      const copy = (await imported.json()) as Board;
      expect(copy.name).toBe('Party Mix!');
      expect(await bytesAt(copy.soundboard_buttons[0]!.sound!.url!)).toEqual(WAV);
      expect(await bytesAt(copy.background_image_url!)).toEqual(solidPng());
    }
  });

  it('refuses other layouts with a message that names the problem', async () => {
    const good = await exportedFiles();
    const user = await signUp(app);
    const cases: [Uint8Array, string][] = [
      // Two folders at the top: which one is the board?
      [
        zipSync({ ...under('One/', good), ...under('Two/', good) }),
        M.manyTopFolders(['One', 'Two']),
      ],
      // A folder and a loose file beside it.
      [
        zipSync({ ...under('One/', good), 'notes.txt': strToU8('hi') }),
        M.manyTopFolders(['One', 'notes.txt']),
      ],
      // The board two folders down (an archive of a folder that holds the board's folder).
      [zipSync(under('Backups/Party Mix/', good)), M.nestedFolders('Backups/Party Mix')],
      // One folder, and no board.json in it.
      [zipSync(under('Party Mix/', { 'audio/1.wav': good['audio/1.wav']! })), M.noDocument],
    ];
    for (const [bytes, message] of cases) {
      const response = await importArchive(user.cookie, bytes);
      expect(response.status, message).toBe(400);
      expect(await response.json()).toMatchObject({ error: { message } });
    }
    expect(await (await send(app, '/api/boards', { cookie: user.cookie })).json()).toEqual([]);
  });
});
