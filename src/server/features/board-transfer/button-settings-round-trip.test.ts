import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { send, signUp } from '#server/test/auth-client.ts';
import { createBoardViaApi, sendForm } from '#server/test/boards-factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import type { Board, BoardButton } from '#shared/schemas/board.ts';
import {
  BUTTON_SETTING_KEYS,
  buttonSettingsSchema,
  pickButtonSettings,
  type ButtonSettings,
} from '#shared/schemas/button-settings.ts';

let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(async () => {
  await database.destroy();
});

/**
 * A valid value for a setting that differs from `current`, read from the setting's schema alone. Numbers
 * are spread over their range by the field's place, so a field declared later gets a larger share (trim_end_ms
 * after trim_start_ms keeps the trim in order). A kind of field not handled here fails the test: extend it.
 */
function nonDefaultValue(schema: z.core.$ZodType, place: number, current: unknown): unknown {
  if (schema instanceof z.ZodNullable) return nonDefaultValue(schema.unwrap(), place, current);
  if (schema instanceof z.ZodBoolean) return current !== true;
  if (schema instanceof z.ZodEnum) return schema.options.find((option) => option !== current);
  if (schema instanceof z.ZodNumber) {
    const min = schema.minValue ?? 0;
    const max = Math.min(schema.maxValue ?? 1_000, Number.MAX_SAFE_INTEGER);
    const share = (place + 1) / (BUTTON_SETTING_KEYS.length + 2);
    const value = Math.round(min + (max - min) * share);
    return value === current ? value + 1 : value;
  }
  throw new Error(`no non-default value for a ${schema.constructor.name}: extend nonDefaultValue`);
}

const settingsOf = (button: BoardButton | undefined) => pickButtonSettings(button!);

async function read(boardId: string, cookie: string): Promise<Board> {
  const response = await send(app, `/api/boards/${boardId}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as Board;
}

describe('every per-button setting survives PATCH → read → export → import → read (decision 048)', () => {
  it('derives the fields from the shared schema and keeps a non-default value of each', async () => {
    const owner = await signUp(app);
    const board = await createBoardViaApi(app, owner.cookie, { name: 'Settings' });
    const button = board.soundboard_buttons[0]!;
    const defaults = settingsOf(button);
    const values = Object.fromEntries(
      BUTTON_SETTING_KEYS.map((key, place) => [
        key,
        nonDefaultValue(buttonSettingsSchema.shape[key], place, defaults[key]),
      ]),
    ) as ButtonSettings;
    expect(BUTTON_SETTING_KEYS.length).toBeGreaterThan(0);
    for (const key of BUTTON_SETTING_KEYS) expect(values[key], key).not.toEqual(defaults[key]);
    expect(buttonSettingsSchema.parse(values)).toEqual(values);

    const patched = await send(app, `/api/boards/${board.id}/buttons/${button.id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: values,
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
    expect(settingsOf((await patched.json()) as BoardButton)).toEqual(values);

    const stored = await read(board.id, owner.cookie);
    expect(settingsOf(stored.soundboard_buttons.find((b) => b.id === button.id))).toEqual(values);

    const exported = await send(app, `/api/boards/${board.id}/export`, { cookie: owner.cookie });
    expect(exported.status).toBe(200);
    const form = new FormData();
    const zip = new Uint8Array(await exported.arrayBuffer());
    form.set('file', new Blob([zip], { type: 'application/zip' }), 'board.zip');
    const imported = await sendForm(app, '/api/boards/import', form, {
      cookie: owner.cookie,
      method: 'POST',
    });
    expect(imported.status, await imported.clone().text()).toBe(201);
    const copyId = ((await imported.json()) as Board).id;
    expect(copyId).not.toBe(board.id);

    const copy = await read(copyId, owner.cookie);
    const copied = copy.soundboard_buttons.find(
      (b) => b.position_row === button.position_row && b.position_col === button.position_col,
    );
    expect(settingsOf(copied)).toEqual(values);
    // The other buttons kept their defaults through the same trip.
    const untouched = copy.soundboard_buttons.filter((b) => b !== copied);
    expect(untouched.length).toBeGreaterThan(0);
    for (const other of untouched) expect(settingsOf(other)).toEqual(defaults);
  });
});
