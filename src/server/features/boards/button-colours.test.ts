import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { addButtonViaApi, createBoardViaApi } from '#server/test/boards-factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { BUTTON_PALETTE, paletteColorForCell } from '#shared/button-palette.ts';
import type { Board } from '#shared/schemas/board.ts';

// Decision 050: new buttons start with palette colours, neighbours differing; a colour sent still wins.
let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(async () => {
  await database.destroy();
});

const paletteColours = new Set<string>(BUTTON_PALETTE.map((entry) => entry.color));

describe('colours of new buttons', () => {
  it('paints a new board’s buttons from the palette, no two neighbours alike', async () => {
    const { cookie } = await signUp(app);
    const board = await createBoardViaApi(app, cookie);
    const colours = board.soundboard_buttons.map((b) => b.color);
    expect(colours.every((c) => paletteColours.has(c))).toBe(true);
    expect(new Set(colours).size).toBe(board.soundboard_buttons.length);
    for (const b of board.soundboard_buttons) {
      expect(b.color).toBe(paletteColorForCell(b.position_row, b.position_col, board.grid_columns));
    }
    const read = (await (await send(app, `/api/boards/${board.id}`, { cookie })).json()) as Board;
    expect(read.soundboard_buttons.map((b) => b.color)).toEqual(colours);
  });

  it('gives an added button the palette colour of its cell, unless a colour is sent', async () => {
    const { cookie } = await signUp(app);
    const board = await createBoardViaApi(app, cookie);
    const added = await addButtonViaApi(app, cookie, board.id);
    expect(added).toMatchObject({ position_row: 2, position_col: 0 });
    expect(added.color).toBe(paletteColorForCell(2, 0, board.grid_columns));
    const above = board.soundboard_buttons.find(
      (b) => b.position_row === 1 && b.position_col === 0,
    );
    expect(added.color).not.toBe(above!.color);

    const chosen = await addButtonViaApi(app, cookie, board.id, { color: '#12AB34' });
    expect(chosen.color).toBe('#12ab34');
    const refused = await send(app, `/api/boards/${board.id}/buttons`, {
      body: { color: 'red' },
      cookie,
    });
    expect(refused.status).toBe(400);
  });
});
