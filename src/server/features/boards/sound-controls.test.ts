import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { createBoardViaApi } from '#server/test/boards-factories.ts';
import { createSound } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import type { Board, BoardButton } from '#shared/schemas/board.ts';
import {
  BUTTON_VOLUME,
  DEFAULT_STOP_ALL_KEY,
  FADE_MAX_MS,
  LOUDNESS_GAIN_DB,
  MASTER_VOLUME,
  SOUND_CONTROL_MESSAGES,
} from '#shared/sound-controls.ts';

let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(async () => {
  await database.destroy();
});

async function setup() {
  const owner = await signUp(app);
  const other = await signUp(app);
  const board = await createBoardViaApi(app, owner.cookie);
  const patchBoard = (body: unknown, cookie = owner.cookie) =>
    send(app, `/api/boards/${board.id}`, { method: 'PATCH', body, cookie });
  const patchButton = (id: string, body: unknown, cookie = owner.cookie) =>
    send(app, `/api/boards/${board.id}/buttons/${id}`, { method: 'PATCH', body, cookie });
  const read = async () =>
    (await (await send(app, `/api/boards/${board.id}`, { cookie: owner.cookie })).json()) as Board;
  return { owner, other, board, patchBoard, patchButton, read };
}

describe('sound controls on the board (decision 036)', () => {
  it('starts a board at full master volume, one sound at a time, Escape stopping all', async () => {
    const { board, read } = await setup();
    expect(board).toMatchObject({
      master_volume: MASTER_VOLUME.default,
      play_mode: 'single',
      stop_all_key: DEFAULT_STOP_ALL_KEY,
    });
    expect(await read()).toMatchObject({ master_volume: 100, play_mode: 'single' });
    expect(board.soundboard_buttons[0]).toMatchObject({
      volume: BUTTON_VOLUME.default,
      trim_start_ms: 0,
      trim_end_ms: null,
      fade_in_ms: 0,
      fade_out_ms: 0,
      loop: false,
    });
  });

  it('stores master volume, play mode and stop-all key for the owner only, within their ranges', async () => {
    const { other, patchBoard, read } = await setup();
    const changed = await patchBoard({
      master_volume: 40,
      play_mode: 'overlap',
      stop_all_key: 'q',
    });
    expect(changed.status).toBe(200);
    expect(await read()).toMatchObject({
      master_volume: 40,
      play_mode: 'overlap',
      stop_all_key: 'Q',
    });
    expect((await patchBoard({ stop_all_key: 'Escape' })).status).toBe(200);

    for (const body of [
      { master_volume: MASTER_VOLUME.max + 1 },
      { master_volume: -1 },
      { master_volume: 50.5 },
      { play_mode: 'shuffle' },
      { stop_all_key: 'ab' },
      { stop_all_key: ' ' },
    ]) {
      expect((await patchBoard(body)).status, JSON.stringify(body)).toBe(400);
    }
    const invalidKey = await patchBoard({ stop_all_key: 'Tab' });
    expect(await invalidKey.json()).toMatchObject({
      error: { message: SOUND_CONTROL_MESSAGES.stopAllKeyInvalid },
    });
    expect((await patchBoard({ master_volume: 10 }, other.cookie)).status).toBe(404);
    expect((await read()).master_volume).toBe(40);
  });

  it('keeps the stop-all key and the button hotkeys apart, both ways', async () => {
    const { board, patchBoard, patchButton } = await setup();
    const [first, second] = board.soundboard_buttons;
    expect((await patchButton(first!.id, { hotkey: 'k' })).status).toBe(200);
    const clash = await patchBoard({ stop_all_key: 'k' });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({
      error: { message: SOUND_CONTROL_MESSAGES.stopAllKeyTaken },
    });
    expect((await patchBoard({ stop_all_key: 'S' })).status).toBe(200);
    const taken = await patchButton(second!.id, { hotkey: 's' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      error: { message: SOUND_CONTROL_MESSAGES.stopAllKeyTaken },
    });
  });
});

describe('sound controls on a button (decision 036)', () => {
  it('stores volume, trim, fades and loop, and sends them with the board', async () => {
    const { board, patchButton, read } = await setup();
    const id = board.soundboard_buttons[0]!.id;
    const body = {
      volume: 150,
      trim_start_ms: 250,
      trim_end_ms: 1800,
      fade_in_ms: 100,
      fade_out_ms: 400,
      loop: true,
    };
    const response = await patchButton(id, body);
    expect(response.status).toBe(200);
    expect((await response.json()) as BoardButton).toMatchObject(body);
    expect((await read()).soundboard_buttons.find((b) => b.id === id)).toMatchObject(body);

    // Only what is sent changes; the end goes back to "the sound's end" with null.
    expect(await (await patchButton(id, { volume: 0, trim_end_ms: null })).json()).toMatchObject({
      ...body,
      volume: 0,
      trim_end_ms: null,
    });
  });

  it('refuses values out of range and an end before the start, keeping what was stored', async () => {
    const { board, other, patchButton, read } = await setup();
    const id = board.soundboard_buttons[0]!.id;
    expect((await patchButton(id, { trim_start_ms: 500, trim_end_ms: 900 })).status).toBe(200);
    for (const body of [
      { volume: BUTTON_VOLUME.max + 1 },
      { volume: -5 },
      { fade_in_ms: FADE_MAX_MS + 1 },
      { fade_out_ms: -1 },
      { trim_start_ms: -1 },
      { loop: 'yes' },
    ]) {
      expect((await patchButton(id, body)).status, JSON.stringify(body)).toBe(400);
    }
    const backwards = await patchButton(id, { trim_end_ms: 400 });
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toMatchObject({
      error: { code: 'validation_error', message: SOUND_CONTROL_MESSAGES.trimOrder },
    });
    expect((await patchButton(id, { trim_start_ms: 900 })).status).toBe(400);
    expect((await patchButton(id, { volume: 10 }, other.cookie)).status).toBe(404);
    expect((await read()).soundboard_buttons.find((b) => b.id === id)).toMatchObject({
      trim_start_ms: 500,
      trim_end_ms: 900,
      volume: 100,
    });
  });
});

describe('PUT /api/sounds/:id/loudness (decision 036)', () => {
  it('stores the measured gain and the normalise toggle of an own sound, and the board sends them', async () => {
    const { owner, other, board, patchButton, read } = await setup();
    const sound = await createSound(database.db, { userId: owner.userId });
    await patchButton(board.soundboard_buttons[0]!.id, { sound_id: sound.id });
    const put = (body: unknown, cookie = owner.cookie) =>
      send(app, `/api/sounds/${sound.id}/loudness`, { method: 'PUT', body, cookie });

    const measured = await put({ loudness_gain_db: -4.5 });
    expect(measured.status).toBe(200);
    expect(await measured.json()).toMatchObject({ loudness_gain_db: -4.5, normalize: true });
    expect(await (await put({ normalize: false })).json()).toMatchObject({
      loudness_gain_db: -4.5,
      normalize: false,
    });
    expect((await read()).soundboard_buttons[0]!.sound).toMatchObject({
      loudness_gain_db: -4.5,
      normalize: false,
    });

    expect((await put({})).status).toBe(400);
    expect((await put({ loudness_gain_db: LOUDNESS_GAIN_DB.max + 1 })).status).toBe(400);
    expect((await put({ normalize: true }, other.cookie)).status).toBe(404);
    expect(
      (await send(app, `/api/sounds/${sound.id}/loudness`, { method: 'PUT', body: {} })).status,
    ).toBe(401);
  });
});
