import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import {
  createBoardViaApi,
  sendForm,
  restoreLibraryViaApi,
} from '#server/test/boards-factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { withLibraryDocument } from '#server/test/library-archives.ts';
import { makeWav } from '../../../../e2e/fixtures/audio.ts';
import type { Board } from '#shared/schemas/board.ts';
import type { Sound } from '#shared/schemas/sound.ts';

// Decision 062: restoring the same backup again adds none of its boards a second time.

let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(async () => {
  await database.destroy();
});

async function ownerWithBoards() {
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
  const sound = (await uploaded.json()) as Sound;
  const stage = await createBoardViaApi(app, owner.cookie, { name: 'Stage' });
  await send(app, `/api/boards/${stage.id}/buttons/${stage.soundboard_buttons[0]!.id}`, {
    method: 'PATCH',
    cookie: owner.cookie,
    body: { sound_id: sound.id, label: 'Horn' },
  });
  await createBoardViaApi(app, owner.cookie, { name: 'Drafts' });
  const backup = await send(app, '/api/me/library/backup', { cookie: owner.cookie });
  return { owner, backup: new Uint8Array(await backup.arrayBuffer()) };
}

const restore = (cookie: string, bytes: Uint8Array) => restoreLibraryViaApi(app, cookie, bytes);

const boardNames = async (cookie: string) =>
  ((await (await send(app, '/api/boards', { cookie })).json()) as Board[])
    .map((board) => board.name)
    .sort();

describe('restoring the same backup twice (decision 062)', () => {
  it('into another account: the second restore adds no board and no sound', async () => {
    const { backup } = await ownerWithBoards();
    const user = await signUp(app);
    const first = await restore(user.cookie, backup);
    expect(await first.json()).toMatchObject({ boards: 2, boards_kept: 0, sounds_added: 1 });
    const second = await restore(user.cookie, backup);
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({
      boards: 0,
      boards_kept: 2,
      sounds_added: 0,
      sounds_kept: 1,
    });
    expect(await boardNames(user.cookie)).toEqual(['Drafts', 'Stage']);
  });

  it('into the account it came from: its boards are there, none is added', async () => {
    const { owner, backup } = await ownerWithBoards();
    const again = await restore(owner.cookie, backup);
    expect(await again.json()).toMatchObject({ boards: 0, boards_kept: 2 });
    expect(await boardNames(owner.cookie)).toEqual(['Drafts', 'Stage']);
  });

  it('a restored board moved to the trash comes back on the next restore', async () => {
    const { backup } = await ownerWithBoards();
    const user = await signUp(app);
    await restore(user.cookie, backup);
    const boards = (await (
      await send(app, '/api/boards', { cookie: user.cookie })
    ).json()) as Board[];
    const stage = boards.find((board) => board.name === 'Stage')!;
    expect(
      (await send(app, `/api/boards/${stage.id}`, { method: 'DELETE', cookie: user.cookie }))
        .status,
    ).toBeLessThan(300);
    const again = await restore(user.cookie, backup);
    expect(await again.json()).toMatchObject({ boards: 1, boards_kept: 1 });
    expect(await boardNames(user.cookie)).toEqual(['Drafts', 'Stage']);
  });

  it('a backup without boards’ ids (made before this decision) still restores, adding its boards', async () => {
    const { backup } = await ownerWithBoards();
    const bytes = withLibraryDocument(backup, (document) => ({
      ...document,
      boards: document.boards.map(({ board, buttons }) => ({
        board: { ...board, id: undefined },
        buttons,
      })),
    }));
    const user = await signUp(app);
    expect(await (await restore(user.cookie, bytes)).json()).toMatchObject({ boards: 2 });
    expect(await (await restore(user.cookie, bytes)).json()).toMatchObject({ boards: 2 });
    expect((await boardNames(user.cookie)).length).toBe(4);
  });
});
