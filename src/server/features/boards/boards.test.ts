import { readdir } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from '#server/storage/local-disk.ts';
import { send, signUp } from '#server/test/auth-client.ts';
import { createBoardViaApi, sendForm } from '#server/test/boards-factories.ts';
import { createButton, createSound } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { formData } from '#server/test/form-data.ts';
import { solidPng as pngBytes } from '../../../../e2e/fixtures/images.ts';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { IMAGE_UPLOAD_MAX_BYTES } from '#shared/limits.ts';
import type { Board } from '#shared/schemas/board.ts';
import { parseFileUrl } from '#shared/storage.ts';
import { UPLOAD_RULES } from '#shared/uploads.ts';

let database: TestDatabase;
let app: TestApp;
const filesDir = mkdtempSync(path.join(tmpdir(), 'soundboard-boards-'));
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database, { storage: localDiskStorage(filesDir) });
});
afterAll(async () => {
  await database.destroy();
});

const storedFiles = async (bucket: string) =>
  readdir(path.join(filesDir, bucket), { recursive: true }).catch(() => [] as string[]);
const png = () => new Blob([pngBytes()], { type: 'image/png' });

describe('POST /api/boards', () => {
  it('refuses visitors with the spec text', async () => {
    const response = await send(app, '/api/boards', { body: { name: 'x' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: BOARD_MESSAGES.notSignedInCreate },
    });
  });

  it('refuses a blank name after trimming', async () => {
    const { cookie } = await signUp(app);
    for (const name of ['', '   ']) {
      const response = await send(app, '/api/boards', { body: { name }, cookie });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { message: BOARD_MESSAGES.nameRequired },
      });
    }
    expect(await (await send(app, '/api/boards', { cookie })).json()).toEqual([]);
  });

  it('trims name and description and makes the 2×4 grid of empty buttons', async () => {
    const { cookie, userId } = await signUp(app);
    const board = await createBoardViaApi(app, cookie, {
      name: '  Party  ',
      description: '  loud things ',
    });
    expect(board).toMatchObject({
      name: 'Party',
      description: 'loud things',
      user_id: userId,
      grid_rows: 2,
      grid_columns: 4,
      is_public: false,
      likes_count: 0,
      background_image_url: null,
      background_settings: {},
      deleted_at: null,
    });
    expect(board.soundboard_buttons.map((b) => [b.position_row, b.position_col])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 3],
    ]);
    // Colours from the palette: button-colours.test.ts (decision 050).
    expect(board.soundboard_buttons.every((b) => b.sound === null)).toBe(true);
    const blank = await createBoardViaApi(app, cookie, { name: 'B', description: '   ' });
    expect(blank.description).toBeNull();
  });

  it('stores a background sent with the board, drawn as cover', async () => {
    const { cookie, userId } = await signUp(app);
    const response = await sendForm(
      app,
      '/api/boards',
      formData({ name: ' With bg ', description: 'd', background: png() }),
      { cookie, method: 'POST' },
    );
    expect(response.status).toBe(201);
    const board = (await response.json()) as Board;
    expect(board.name).toBe('With bg');
    expect(board.soundboard_buttons).toHaveLength(8);
    expect(board.background_settings).toEqual({ size: 'cover' });
    const file = parseFileUrl(board.background_image_url!);
    expect(file?.bucket).toBe('board-backgrounds');
    expect(file?.path).toMatch(new RegExp(`^${userId}/${board.id}-bg-\\d+-[0-9a-f]+\\.png$`));
    const served = await app.request(board.background_image_url!);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngBytes());
  });

  it('refuses a background by its magic bytes, creating nothing', async () => {
    const { cookie } = await signUp(app);
    const fake = new Blob(['not really a png'], { type: 'image/png' });
    const response = await sendForm(app, '/api/boards', formData({ name: 'x', background: fake }), {
      cookie,
      method: 'POST',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      error: { message: UPLOAD_RULES.image.wrongTypeMessage },
    });
    expect(await (await send(app, '/api/boards', { cookie })).json()).toEqual([]);
  });
});

describe('GET /api/boards', () => {
  it('refuses visitors', async () => {
    expect((await send(app, '/api/boards')).status).toBe(401);
  });

  it('lists only the own boards not in the trash, newest first', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const first = await createBoardViaApi(app, owner.cookie, { name: 'First' });
    const second = await createBoardViaApi(app, owner.cookie, { name: 'Second' });
    const trashed = await createBoardViaApi(app, owner.cookie, { name: 'Trashed' });
    await createBoardViaApi(app, other.cookie, { name: 'Not mine' });
    await send(app, `/api/boards/${trashed.id}`, { method: 'DELETE', cookie: owner.cookie });
    const boards = (await (
      await send(app, '/api/boards', { cookie: owner.cookie })
    ).json()) as Board[];
    expect(boards.map((b) => b.id)).toEqual([second.id, first.id]);
  });
});

describe('GET /api/boards/:id', () => {
  it('gives the owner every button and others a public board’s buttons with a sound only', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const board = await createBoardViaApi(app, owner.cookie);
    const sound = await createSound(database.db, { userId: owner.userId, name: 'Horn' });
    const trashedSound = await createSound(database.db, {
      userId: owner.userId,
      filePath: null,
      sourceUrl: 'http://127.0.0.1:9/clip.mp3',
      deletedAt: new Date(),
    });
    const withSound = await createButton(database.db, {
      soundboardId: board.id,
      positionRow: 2,
      positionCol: 0,
      soundId: sound.id,
    });
    await createButton(database.db, {
      soundboardId: board.id,
      positionRow: 2,
      positionCol: 1,
      soundId: trashedSound.id,
    });

    const mine = (await (
      await send(app, `/api/boards/${board.id}`, { cookie: owner.cookie })
    ).json()) as Board;
    expect(mine.soundboard_buttons).toHaveLength(10);
    const joined = mine.soundboard_buttons.find((b) => b.id === withSound.id);
    expect(joined?.sound).toMatchObject({
      id: sound.id,
      name: 'Horn',
      url: `/files/sounds/${sound.filePath}`,
    });
    expect(
      mine.soundboard_buttons.find((b) => b.position_col === 1 && b.position_row === 2),
    ).toMatchObject({ sound: null, sound_id: null });

    for (const cookie of [undefined, other.cookie]) {
      const hidden = await send(app, `/api/boards/${board.id}`, { cookie });
      expect(hidden.status).toBe(404);
    }
    await send(app, `/api/boards/${board.id}`, {
      method: 'PATCH',
      body: { is_public: true },
      cookie: owner.cookie,
    });
    for (const cookie of [undefined, other.cookie]) {
      const shared = (await (
        await send(app, `/api/boards/${board.id}`, { cookie })
      ).json()) as Board;
      expect(shared.soundboard_buttons.map((b) => b.id)).toEqual([withSound.id]);
    }
  });

  it('answers 404 for unknown, malformed and trashed boards', async () => {
    const owner = await signUp(app);
    const board = await createBoardViaApi(app, owner.cookie);
    await send(app, `/api/boards/${board.id}`, { method: 'DELETE', cookie: owner.cookie });
    for (const id of [board.id, crypto.randomUUID(), 'abc-123']) {
      expect((await send(app, `/api/boards/${id}`, { cookie: owner.cookie })).status).toBe(404);
    }
  });
});

describe('PATCH /api/boards/:id', () => {
  it('changes only the fields sent, for the owner only', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const board = await createBoardViaApi(app, owner.cookie, { name: 'Keep', description: 'Desc' });
    const url = `/api/boards/${board.id}`;
    expect((await send(app, url, { method: 'PATCH', body: { name: 'x' } })).status).toBe(401);
    const foreign = await send(app, url, {
      method: 'PATCH',
      body: { name: 'x' },
      cookie: other.cookie,
    });
    expect(foreign.status).toBe(404);

    const pub = await send(app, url, {
      method: 'PATCH',
      body: { is_public: true },
      cookie: owner.cookie,
    });
    expect(await pub.json()).toMatchObject({ name: 'Keep', description: 'Desc', is_public: true });
    const renamed = await send(app, url, {
      method: 'PATCH',
      body: { name: '  New  ', background_settings: { size: 'auto' } },
      cookie: owner.cookie,
    });
    expect(await renamed.json()).toMatchObject({
      name: 'New',
      description: 'Desc',
      is_public: true,
      background_settings: { size: 'auto' },
    });
    // A public board is visible to others, but still not theirs to change.
    const denied = await send(app, url, {
      method: 'PATCH',
      body: { name: 'x' },
      cookie: other.cookie,
    });
    expect(denied.status).toBe(403);
    const blank = await send(app, url, {
      method: 'PATCH',
      body: { name: ' ' },
      cookie: owner.cookie,
    });
    expect(blank.status).toBe(400);
    const cleared = await send(app, url, {
      method: 'PATCH',
      body: { description: '' },
      cookie: owner.cookie,
    });
    expect(await cleared.json()).toMatchObject({ name: 'New', description: null });
  });
});

describe('DELETE /api/boards/:id', () => {
  it('moves the owner’s board to the trash; nobody else may', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const board = await createBoardViaApi(app, owner.cookie);
    const url = `/api/boards/${board.id}`;
    expect((await send(app, url, { method: 'DELETE' })).status).toBe(401);
    expect((await send(app, url, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    expect((await send(app, url, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    expect((await send(app, url, { cookie: owner.cookie })).status).toBe(404);
    expect((await send(app, url, { method: 'DELETE', cookie: owner.cookie })).status).toBe(404);
    // Deleting for good is the trash's route, mounted before this one.
    const permanent = await send(app, `${url}?permanent=true`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(permanent.status).toBe(204);
    expect(
      (await send(app, `${url}/restore`, { method: 'POST', cookie: owner.cookie })).status,
    ).toBe(404);
  });
});

describe('PUT/DELETE /api/boards/:id/background', () => {
  it('uploads, replaces and removes the owner’s background', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const board = await createBoardViaApi(app, owner.cookie);
    const url = `/api/boards/${board.id}/background`;
    expect((await sendForm(app, url, formData({ file: png() }))).status).toBe(401);
    const foreign = await sendForm(app, url, formData({ file: png() }), { cookie: other.cookie });
    expect(foreign.status).toBe(404);

    const first = (await (
      await sendForm(app, url, formData({ file: png() }), { cookie: owner.cookie })
    ).json()) as Board;
    expect(first.background_settings).toEqual({ size: 'cover' });
    await send(app, `/api/boards/${board.id}`, {
      method: 'PATCH',
      body: { background_settings: { size: 'contain' } },
      cookie: owner.cookie,
    });
    const second = (await (
      await sendForm(app, url, formData({ file: png() }), { cookie: owner.cookie })
    ).json()) as Board;
    expect(second.background_settings).toEqual({ size: 'contain' });
    expect(second.background_image_url).not.toBe(first.background_image_url);
    expect((await app.request(first.background_image_url!)).status).toBe(404);

    expect((await send(app, url, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    const removed = await send(app, url, { method: 'DELETE', cookie: owner.cookie });
    expect(await removed.json()).toMatchObject({
      background_image_url: null,
      background_settings: {},
    });
    expect((await app.request(second.background_image_url!)).status).toBe(404);
  });

  it('refuses wrong types by magic bytes and files over 5 MB', async () => {
    const owner = await signUp(app);
    const board = await createBoardViaApi(app, owner.cookie);
    const url = `/api/boards/${board.id}/background`;
    const before = await storedFiles('board-backgrounds');
    const pdfNamedPng = new Blob(['%PDF-1.4\n%âãÏÓ\n1 0 obj'], { type: 'image/png' });
    const text = new Blob(['just text, called a png'], { type: 'image/png' });
    const wav = new Blob([Buffer.from('RIFF\0\0\0\0WAVEfmt ')], { type: 'image/png' });
    for (const file of [pdfNamedPng, text, wav]) {
      const response = await sendForm(app, url, formData({ file }), { cookie: owner.cookie });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({
        error: { message: UPLOAD_RULES.image.wrongTypeMessage },
      });
    }
    const big = new Blob([pngBytes(), new Uint8Array(IMAGE_UPLOAD_MAX_BYTES)], {
      type: 'image/png',
    });
    const tooLarge = await sendForm(app, url, formData({ file: big }), { cookie: owner.cookie });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({
      error: { message: UPLOAD_RULES.image.tooLargeMessage },
    });
    expect(await storedFiles('board-backgrounds')).toEqual(before);
  });
});
