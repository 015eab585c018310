import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_INPUT_MESSAGES } from '#shared/board-messages.ts';
import { isHotkeyCharacter } from '#shared/hotkey-rule.ts';
import { send, signUp } from '../test/auth-client.ts';
import { addButtonViaApi, createBoardViaApi } from '../test/boards-factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(() => database.destroy());

describe('hotkeys are one printable, non-whitespace character (DESIGN §6)', () => {
  it.each([' ', '\n', '\t', '\u0007', '\u00a0', '\u200b', '\u2028'])(
    'refuses %j with 400 and the rule',
    async (hotkey) => {
      const owner = await signUp(app);
      const board = await createBoardViaApi(app, owner.cookie);
      const button = await addButtonViaApi(app, owner.cookie, board.id);
      const response = await send(app, `/api/boards/${board.id}/buttons/${button.id}`, {
        method: 'PATCH',
        cookie: owner.cookie,
        body: { hotkey },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'validation_error', message: BOARD_INPUT_MESSAGES.hotkeyPrintable },
      });
    },
  );

  it('keeps accepting letters, digits, punctuation and other scripts', async () => {
    for (const key of ['a', 'Z', '7', '?', 'é', 'ж']) expect(isHotkeyCharacter(key)).toBe(true);
    const owner = await signUp(app);
    const board = await createBoardViaApi(app, owner.cookie);
    const button = await addButtonViaApi(app, owner.cookie, board.id);
    const response = await send(app, `/api/boards/${board.id}/buttons/${button.id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: { hotkey: 'q' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { hotkey: string }).hotkey).toBe('Q');
  });
});
