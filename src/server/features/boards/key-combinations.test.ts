import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { addButtonViaApi, createBoardViaApi, sendForm } from '#server/test/boards-factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import type { Board, BoardButton } from '#shared/schemas/board.ts';

// Decision 056: key combinations as hotkeys, and the per-button press mode, through the API and an archive.

let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(() => database.destroy());

async function ownerBoard() {
  const owner = await signUp(app);
  const board = await createBoardViaApi(app, owner.cookie);
  const patch = (buttonId: string, body: unknown) =>
    send(app, `/api/boards/${board.id}/buttons/${buttonId}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body,
    });
  return { owner, board, patch };
}

describe('key combinations as hotkeys (decision 056)', () => {
  it.each([
    ['ctrl+shift+k', 'Ctrl+Shift+K'],
    ['Shift+Control+k', 'Ctrl+Shift+K'],
    ['cmd+alt+1', 'Alt+Meta+1'],
    ['numpad5', 'Numpad5'],
    ['Ctrl+NumpadAdd', 'Ctrl+NumpadAdd'],
    ['alt+keyq', 'Alt+KeyQ'],
    ['F2', 'F2'],
    ['Ctrl++', 'Ctrl++'],
  ])('stores %j as %j', async (sent, stored) => {
    const { board, patch } = await ownerBoard();
    const response = await patch(board.soundboard_buttons[0]!.id, { hotkey: sent });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(((await response.json()) as BoardButton).hotkey).toBe(stored);
  });

  it.each(['Ctrl+', 'Hyper+K', 'Ctrl+Space', 'Ctrl+Enter', 'KK', 'Ctrl+Ctrl+K', 'Escape'])(
    'refuses %j with 400 and the rule',
    async (hotkey) => {
      const { board, patch } = await ownerBoard();
      const response = await patch(board.soundboard_buttons[0]!.id, { hotkey });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'validation_error', message: BOARD_MESSAGES.hotkeyInvalid },
      });
    },
  );

  it('keeps a combination unique per board, whatever order its modifiers were sent in', async () => {
    const { owner, board, patch } = await ownerBoard();
    const [first, second] = board.soundboard_buttons;
    expect((await patch(first!.id, { hotkey: 'Ctrl+Shift+K' })).status).toBe(200);
    const taken = await patch(second!.id, { hotkey: 'shift+ctrl+k' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      error: { code: 'unique_hotkey_per_board', message: BOARD_MESSAGES.hotkeyTaken },
    });
    // The plain key and another modifier set are other hotkeys.
    expect((await patch(second!.id, { hotkey: 'K' })).status).toBe(200);
    const third = await addButtonViaApi(app, owner.cookie, board.id);
    expect((await patch(third.id, { hotkey: 'Ctrl+K' })).status).toBe(200);
    // Another board may use the same combination.
    const other = await createBoardViaApi(app, owner.cookie);
    const elsewhere = await send(
      app,
      `/api/boards/${other.id}/buttons/${other.soundboard_buttons[0]!.id}`,
      { method: 'PATCH', cookie: owner.cookie, body: { hotkey: 'Ctrl+Shift+K' } },
    );
    expect(elsewhere.status).toBe(200);
  });

  it('keeps one-character hotkeys exactly as before: uppercased, one per board', async () => {
    const { board, patch } = await ownerBoard();
    const [first, second] = board.soundboard_buttons;
    const response = await patch(first!.id, { hotkey: 'q' });
    expect(((await response.json()) as BoardButton).hotkey).toBe('Q');
    expect((await patch(second!.id, { hotkey: 'Q' })).status).toBe(409);
  });
});

describe('press modes (decision 056)', () => {
  it('starts as toggle, takes retrigger and hold, refuses anything else', async () => {
    const { owner, board, patch } = await ownerBoard();
    const button = board.soundboard_buttons[0]!;
    expect(button.press_mode).toBe('toggle');
    const held = await patch(button.id, { press_mode: 'hold' });
    expect(((await held.json()) as BoardButton).press_mode).toBe('hold');
    const read = await send(app, `/api/boards/${board.id}`, { cookie: owner.cookie });
    const stored = ((await read.json()) as Board).soundboard_buttons.find(
      (b) => b.id === button.id,
    );
    expect(stored?.press_mode).toBe('hold');
    expect((await patch(button.id, { press_mode: 'retrigger' })).status).toBe(200);
    expect((await patch(button.id, { press_mode: 'latch' })).status).toBe(400);
  });
});

describe('an archive carries press modes and combinations (decision 056)', () => {
  async function exportAndImport(
    cookie: string,
    boardId: string,
    edit: (json: Record<string, unknown>) => void = () => {},
  ) {
    const exported = await send(app, `/api/boards/${boardId}/export`, { cookie });
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    const json = JSON.parse(new TextDecoder().decode(files['board.json'])) as Record<
      string,
      unknown
    >;
    edit(json);
    const zip = zipSync({ ...files, 'board.json': strToU8(JSON.stringify(json)) });
    const form = new FormData();
    form.set('file', new Blob([zip], { type: 'application/zip' }), 'board.zip');
    const imported = await sendForm(app, '/api/boards/import', form, { cookie, method: 'POST' });
    expect(imported.status, await imported.clone().text()).toBe(201);
    const copyId = ((await imported.json()) as Board).id;
    const read = await send(app, `/api/boards/${copyId}`, { cookie });
    return ((await read.json()) as Board).soundboard_buttons;
  }

  it('imports a combination hotkey, and an archive made before press modes as toggle', async () => {
    const { owner, board, patch } = await ownerBoard();
    const button = board.soundboard_buttons[0]!;
    await patch(button.id, { hotkey: 'Ctrl+Numpad5', press_mode: 'hold' });

    const copied = await exportAndImport(owner.cookie, board.id);
    expect(copied.find((b) => b.position_col === button.position_col)).toMatchObject({
      hotkey: 'Ctrl+Numpad5',
      press_mode: 'hold',
    });

    const older = await exportAndImport(owner.cookie, board.id, (json) => {
      for (const b of json.buttons as Record<string, unknown>[]) delete b.press_mode;
    });
    expect(older.map((b) => b.press_mode)).toEqual(older.map(() => 'toggle'));
  });
});
