import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soundboards } from '#server/db/schema.ts';
import { send, signUp } from '#server/test/auth-client.ts';
import { addButtonViaApi, createBoardViaApi, sendForm } from '#server/test/boards-factories.ts';
import { createSound } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { formData } from '#server/test/form-data.ts';
import { solidPng as pngBytes } from '../../../../e2e/fixtures/images.ts';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import type { Board, BoardButton } from '#shared/schemas/board.ts';
import { UPLOAD_RULES } from '#shared/uploads.ts';
import { firstFreeCell } from './buttons.service.ts';

let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(async () => {
  await database.destroy();
});

const getBoard = async (cookie: string, id: string) =>
  (await (await send(app, `/api/boards/${id}`, { cookie })).json()) as Board;
const cells = (board: Board) =>
  board.soundboard_buttons.map((b) => [b.position_row, b.position_col]);

async function setup() {
  const owner = await signUp(app);
  const other = await signUp(app);
  const board = await createBoardViaApi(app, owner.cookie);
  return { owner, other, board };
}

describe('firstFreeCell', () => {
  it('scans rows, then columns, and grows past the last row', () => {
    expect(firstFreeCell([], 4)).toEqual({ row: 0, col: 0 });
    expect(
      firstFreeCell(
        [
          { row: 0, col: 0 },
          { row: 0, col: 1 },
          { row: 1, col: 0 },
        ],
        2,
      ),
    ).toEqual({ row: 1, col: 1 });
    expect(
      firstFreeCell(
        [
          { row: 0, col: 0 },
          { row: 0, col: 1 },
        ],
        2,
      ),
    ).toEqual({ row: 1, col: 0 });
  });
});

describe('POST /api/boards/:id/buttons', () => {
  it('lets only the owner add; fills the first hole, then grows the grid', async () => {
    const { owner, other, board } = await setup();
    const url = `/api/boards/${board.id}/buttons`;
    expect((await send(app, url, { body: {} })).status).toBe(401);
    expect((await send(app, url, { body: {}, cookie: other.cookie })).status).toBe(404);

    const hole = board.soundboard_buttons[5]!;
    await send(app, `${url}/${hole.id}`, { method: 'DELETE', cookie: owner.cookie });
    const filled = await addButtonViaApi(app, owner.cookie, board.id, { label: '  Hi  ' });
    expect(filled).toMatchObject({ position_row: 1, position_col: 1, label: 'Hi', sound: null });
    const grown = await addButtonViaApi(app, owner.cookie, board.id);
    expect(grown).toMatchObject({ position_row: 2, position_col: 0 });
    expect((await getBoard(owner.cookie, board.id)).grid_rows).toBe(3);
  });

  it('assigns an own sound, but not someone else’s', async () => {
    const { owner, other, board } = await setup();
    const mine = await createSound(database.db, { userId: owner.userId, name: 'Mine' });
    const theirs = await createSound(database.db, { userId: other.userId });
    const added = await addButtonViaApi(app, owner.cookie, board.id, { sound_id: mine.id });
    expect(added.sound).toMatchObject({ id: mine.id, name: 'Mine' });
    const refused = await send(app, `/api/boards/${board.id}/buttons`, {
      body: { sound_id: theirs.id },
      cookie: owner.cookie,
    });
    expect(refused.status).toBe(404);
  });

  it('puts 20 concurrent additions in 20 distinct cells', async () => {
    const { owner, board } = await setup();
    const added = await Promise.all(
      Array.from({ length: 20 }, () => addButtonViaApi(app, owner.cookie, board.id)),
    );
    const keys = new Set(added.map((b) => `${b.position_row}:${b.position_col}`));
    expect(keys.size).toBe(20);
    const all = await getBoard(owner.cookie, board.id);
    expect(all.soundboard_buttons).toHaveLength(28);
    expect(cells(all)).toEqual(Array.from({ length: 28 }, (_, i) => [Math.floor(i / 4), i % 4]));
  });
});

describe('PATCH /api/boards/:id/buttons/:buttonId', () => {
  it('is for the owner only', async () => {
    const { owner, other, board } = await setup();
    const url = `/api/boards/${board.id}/buttons/${board.soundboard_buttons[0]!.id}`;
    expect((await send(app, url, { method: 'PATCH', body: { label: 'x' } })).status).toBe(401);
    const foreign = await send(app, url, {
      method: 'PATCH',
      body: { label: 'x' },
      cookie: other.cookie,
    });
    expect(foreign.status).toBe(404);
    const otherBoard = await createBoardViaApi(app, owner.cookie);
    const wrongBoard = await send(
      app,
      `/api/boards/${otherBoard.id}/buttons/${board.soundboard_buttons[0]!.id}`,
      { method: 'PATCH', body: { label: 'x' }, cookie: owner.cookie },
    );
    expect(wrongBoard.status).toBe(404);
  });

  it('uppercases one-character hotkeys, keeps them unique per board, changes only what is sent', async () => {
    const { owner, board } = await setup();
    const [first, second] = board.soundboard_buttons;
    const patch = (id: string, body: unknown) =>
      send(app, `/api/boards/${board.id}/buttons/${id}`, {
        method: 'PATCH',
        body,
        cookie: owner.cookie,
      });
    const labelled = (await (
      await patch(first!.id, { label: 'Horn', color: '#FF0000', hotkey: 'a' })
    ).json()) as BoardButton;
    expect(labelled).toMatchObject({ label: 'Horn', color: '#ff0000', hotkey: 'A' });

    const onlyColor = (await (await patch(first!.id, { color: '#00ff00' })).json()) as BoardButton;
    expect(onlyColor).toMatchObject({ label: 'Horn', color: '#00ff00', hotkey: 'A' });

    const tooLong = await patch(second!.id, { hotkey: 'ab' });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({
      error: { message: BOARD_MESSAGES.hotkeyInvalid },
    });
    const taken = await patch(second!.id, { hotkey: 'A' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      error: { code: 'unique_hotkey_per_board', message: BOARD_MESSAGES.hotkeyTaken },
    });
    const takenLower = await patch(second!.id, { hotkey: 'a' });
    expect(takenLower.status).toBe(409);

    // Another board may use the same key.
    const otherBoard = await createBoardViaApi(app, owner.cookie);
    const elsewhere = await send(
      app,
      `/api/boards/${otherBoard.id}/buttons/${otherBoard.soundboard_buttons[0]!.id}`,
      { method: 'PATCH', body: { hotkey: 'a' }, cookie: owner.cookie },
    );
    expect(elsewhere.status).toBe(200);

    const cleared = (await (await patch(first!.id, { hotkey: '' })).json()) as BoardButton;
    expect(cleared.hotkey).toBeNull();
    expect((await patch(second!.id, { hotkey: '1' })).status).toBe(200);
    expect((await patch(second!.id, { color: 'red' })).status).toBe(400);
  });

  it('assigns and removes a sound', async () => {
    const { owner, board } = await setup();
    const sound = await createSound(database.db, { userId: owner.userId });
    const url = `/api/boards/${board.id}/buttons/${board.soundboard_buttons[0]!.id}`;
    const assigned = await send(app, url, {
      method: 'PATCH',
      body: { sound_id: sound.id },
      cookie: owner.cookie,
    });
    expect(await assigned.json()).toMatchObject({ sound_id: sound.id, sound: { id: sound.id } });
    const removed = await send(app, url, {
      method: 'PATCH',
      body: { sound_id: null },
      cookie: owner.cookie,
    });
    expect(await removed.json()).toMatchObject({ sound_id: null, sound: null });
  });
});

describe('DELETE /api/boards/:id/buttons/:buttonId', () => {
  it('lets only the owner delete a button', async () => {
    const { owner, other, board } = await setup();
    const url = `/api/boards/${board.id}/buttons/${board.soundboard_buttons[0]!.id}`;
    expect((await send(app, url, { method: 'DELETE' })).status).toBe(401);
    expect((await send(app, url, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    expect((await send(app, url, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    expect((await send(app, url, { method: 'DELETE', cookie: owner.cookie })).status).toBe(404);
    expect((await getBoard(owner.cookie, board.id)).soundboard_buttons).toHaveLength(7);
  });
});

describe('PUT /api/boards/:id/buttons/order', () => {
  it('reorders 100 buttons in one request', async () => {
    const { owner, board } = await setup();
    await Promise.all(
      Array.from({ length: 92 }, () => addButtonViaApi(app, owner.cookie, board.id)),
    );
    const before = await getBoard(owner.cookie, board.id);
    expect(before.soundboard_buttons).toHaveLength(100);
    const reversed = before.soundboard_buttons.map((b) => b.id).reverse();
    const response = await send(app, `/api/boards/${board.id}/buttons/order`, {
      method: 'PUT',
      body: { button_ids: reversed },
      cookie: owner.cookie,
    });
    expect(response.status).toBe(204);
    const after = await getBoard(owner.cookie, board.id);
    expect(after.soundboard_buttons.map((b) => b.id)).toEqual(reversed);
    expect(cells(after)).toEqual(Array.from({ length: 100 }, (_, i) => [Math.floor(i / 4), i % 4]));
  });

  it('keeps buttons left out after the listed ones and refuses foreign ids', async () => {
    const { owner, other, board } = await setup();
    const ids = board.soundboard_buttons.map((b) => b.id);
    const url = `/api/boards/${board.id}/buttons/order`;
    const body = { button_ids: [ids[3], ids[0]] };
    expect((await send(app, url, { method: 'PUT', body })).status).toBe(401);
    expect((await send(app, url, { method: 'PUT', body, cookie: other.cookie })).status).toBe(404);
    expect((await send(app, url, { method: 'PUT', body, cookie: owner.cookie })).status).toBe(204);
    const after = await getBoard(owner.cookie, board.id);
    expect(after.soundboard_buttons.map((b) => b.id)).toEqual([
      ids[3],
      ids[0],
      ids[1],
      ids[2],
      ...ids.slice(4),
    ]);
    const foreign = await createBoardViaApi(app, other.cookie);
    const bad = await send(app, url, {
      method: 'PUT',
      body: { button_ids: [foreign.soundboard_buttons[0]!.id] },
      cookie: owner.cookie,
    });
    expect(bad.status).toBe(400);
    const twice = await send(app, url, {
      method: 'PUT',
      body: { button_ids: [ids[0], ids[0]] },
      cookie: owner.cookie,
    });
    expect(twice.status).toBe(400);
    const [row] = await database.db.select().from(soundboards).where(eq(soundboards.id, board.id));
    expect(row?.gridRows).toBe(2);
  });
});

describe('PUT/DELETE /api/boards/:id/buttons/:buttonId/background', () => {
  it('uploads and removes a button background for the owner only', async () => {
    const { owner, other, board } = await setup();
    const button = board.soundboard_buttons[0]!;
    const url = `/api/boards/${board.id}/buttons/${button.id}/background`;
    const png = () => formData({ file: new Blob([pngBytes()], { type: 'image/png' }) });
    expect((await sendForm(app, url, png())).status).toBe(401);
    expect((await sendForm(app, url, png(), { cookie: other.cookie })).status).toBe(404);
    const uploaded = (await (
      await sendForm(app, url, png(), { cookie: owner.cookie })
    ).json()) as BoardButton;
    expect(uploaded.background_image_url).toMatch(
      new RegExp(`^/files/button-backgrounds/${owner.userId}/${button.id}-bg-`),
    );
    expect(uploaded.background_settings).toEqual({ size: 'cover' });
    expect((await app.request(uploaded.background_image_url!)).status).toBe(200);

    const wrong = await sendForm(
      app,
      url,
      formData({ file: new Blob(['plain text'], { type: 'image/png' }) }),
      { cookie: owner.cookie },
    );
    expect(wrong.status).toBe(415);
    expect(await wrong.json()).toMatchObject({
      error: { message: UPLOAD_RULES.image.wrongTypeMessage },
    });

    expect((await send(app, url, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    const removed = await send(app, url, { method: 'DELETE', cookie: owner.cookie });
    expect(await removed.json()).toMatchObject({ background_image_url: null });
    expect((await app.request(uploaded.background_image_url!)).status).toBe(404);
  });
});
