import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { createBoardViaApi, sendForm } from '#server/test/boards-factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { makeWav } from '../../../../e2e/fixtures/audio.ts';
import { makeAlacM4a, makeMsAdpcmWav } from '../../../../e2e/fixtures/unplayable-audio.ts';
import { BOARD_TRANSFER_MESSAGES as M, LIBRARY_ARCHIVE } from '#shared/board-transfer.ts';
import type { LibraryArchive } from '#shared/schemas/library-archive.ts';
import type { Sound } from '#shared/schemas/sound.ts';

// Decision 062: an archive's sounds are checked as uploads are (decision 055): a codec browsers cannot decode
// is refused, naming the file and the format, and nothing is kept.

let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(async () => {
  await database.destroy();
});

async function ownerWithBoard() {
  const owner = await signUp(app);
  const form = new FormData();
  form.set('name', 'Horn');
  form.set(
    'file',
    new Blob([new Uint8Array(makeWav({ seconds: 0.3 }))], { type: 'audio/wav' }),
    'h.wav',
  );
  const uploaded = await sendForm(app, '/api/sounds', form, {
    cookie: owner.cookie,
    method: 'POST',
  });
  expect(uploaded.status).toBe(201);
  const sound = (await uploaded.json()) as Sound;
  const board = await createBoardViaApi(app, owner.cookie, { name: 'Stage' });
  await send(app, `/api/boards/${board.id}/buttons/${board.soundboard_buttons[0]!.id}`, {
    method: 'PATCH',
    cookie: owner.cookie,
    body: { sound_id: sound.id, label: 'Horn' },
  });
  return { owner, board };
}

function post(path: string, cookie: string, bytes: Uint8Array) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/zip' }), 'a.zip');
  return sendForm(app, path, form, { cookie, method: 'POST' });
}

async function expectNothingKept(cookie: string) {
  expect(await (await send(app, '/api/boards', { cookie })).json()).toEqual([]);
  expect(await (await send(app, '/api/sounds', { cookie })).json()).toEqual([]);
  const usage = (await (await send(app, '/api/me/storage', { cookie })).json()) as {
    used_bytes: number;
  };
  expect(usage.used_bytes).toBe(0);
}

const UNPLAYABLE: [string, Uint8Array][] = [
  ['Apple Lossless (ALAC)', makeAlacM4a()],
  ['MS-ADPCM', makeMsAdpcmWav()],
];

describe('archives holding audio browsers cannot play', () => {
  for (const [codec, bytes] of UNPLAYABLE) {
    it(`a board import with ${codec} is refused, naming the file and the format`, async () => {
      const { owner, board } = await ownerWithBoard();
      const exported = await send(app, `/api/boards/${board.id}/export`, { cookie: owner.cookie });
      const files = unzipSync(new Uint8Array(await exported.arrayBuffer()));
      const name = Object.keys(files).find((file) => file.startsWith('audio/'))!;
      const user = await signUp(app);
      const response = await post(
        '/api/boards/import',
        user.cookie,
        zipSync({ ...files, [name]: bytes }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { message: M.unplayable(name, codec) },
      });
      await expectNothingKept(user.cookie);
    });

    it(`a library restore with ${codec} is refused, naming the file and the format`, async () => {
      const { owner } = await ownerWithBoard();
      const backup = await send(app, '/api/me/library/backup', { cookie: owner.cookie });
      const files = unzipSync(new Uint8Array(await backup.arrayBuffer()));
      const document = JSON.parse(
        new TextDecoder().decode(files[LIBRARY_ARCHIVE.documentName]),
      ) as LibraryArchive;
      expect(document.sounds.length).toBe(1);
      const name = Object.keys(files).find((file) => file.startsWith('audio/'))!;
      const user = await signUp(app);
      const response = await post(
        '/api/me/library/restore',
        user.cookie,
        zipSync({ ...files, [name]: bytes }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { message: M.unplayable(name, codec) },
      });
      await expectNothingKept(user.cookie);
    });
  }
});
