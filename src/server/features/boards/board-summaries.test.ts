import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soundboardButtons, soundboards } from '#server/db/schema.ts';
import { send, signUp } from '#server/test/auth-client.ts';
import { createBoardViaApi } from '#server/test/boards-factories.ts';
import { createSound } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { BOARD_PREVIEW_MAX } from '#shared/board-preview.ts';
import { BOARD_SUMMARY_MESSAGES, BOARD_SUMMARY_PAGE } from '#shared/board-summaries.ts';
import type { Board } from '#shared/schemas/board.ts';
import { boardSummaryPageSchema, type BoardSummaryPage } from '#shared/schemas/board-summary.ts';

// Decision 065: My Boards reads summaries a page at a time, not every button of every board.
let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(async () => {
  await database.destroy();
});

async function page(cookie: string, query = ''): Promise<BoardSummaryPage> {
  const response = await send(app, `/api/boards/summaries${query}`, { cookie });
  expect(response.status).toBe(200);
  return boardSummaryPageSchema.parse(await response.json());
}

async function allPages(cookie: string, limit: number) {
  const names: string[][] = [];
  let cursor: string | null = null;
  do {
    const query = `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const answer = await page(cookie, query);
    names.push(answer.boards.map((b) => b.name));
    cursor = answer.next_cursor;
  } while (cursor);
  return names;
}

describe('GET /api/boards/summaries', () => {
  it('refuses a visitor', async () => {
    expect((await send(app, '/api/boards/summaries')).status).toBe(401);
  });

  it('sends each board without its buttons: counts, and the pads its card draws and auditions', async () => {
    const { cookie, userId } = await signUp(app);
    const board = await createBoardViaApi(app, cookie, { name: 'Big' });
    // 6 × 8 = 48 buttons, as the issue measured: the summary carries only the card's 3 × 4 corner.
    await database.db
      .update(soundboards)
      .set({ gridRows: 6, gridColumns: 8 })
      .where(eq(soundboards.id, board.id));
    await database.db.delete(soundboardButtons).where(eq(soundboardButtons.soundboardId, board.id));
    const sound = await createSound(database.db, { userId, name: 'Horn', loudnessGainDb: -3 });
    const rows = [];
    for (let row = 0; row < 6; row++)
      for (let col = 0; col < 8; col++)
        rows.push({
          soundboardId: board.id,
          positionRow: row,
          positionCol: col,
          color: `#0000${(row * 8 + col).toString(16).padStart(2, '0')}`,
          soundId: (row + col) % 3 === 0 ? sound.id : null,
          volume: 40 + row,
          trimStartMs: col * 10,
          loop: col === 1,
        });
    await database.db.insert(soundboardButtons).values(rows);

    const whole = (await (await send(app, `/api/boards/${board.id}`, { cookie })).json()) as Board;
    const answer = await page(cookie);
    expect(answer.total).toBe(1);
    expect(answer.next_cursor).toBeNull();
    const [summary] = answer.boards;
    expect(summary).not.toHaveProperty('soundboard_buttons');
    expect(summary!.button_count).toBe(48);
    expect(summary!.sound_count).toBe(whole.soundboard_buttons.filter((b) => b.sound).length);
    const { soundboard_buttons: buttons, ...fields } = whole;
    expect(summary).toMatchObject(fields);
    const corner = buttons.filter(
      (b) => b.position_row < BOARD_PREVIEW_MAX.rows && b.position_col < BOARD_PREVIEW_MAX.columns,
    );
    expect(summary!.pads).toEqual(
      corner.map((b) => ({
        id: b.id,
        position_row: b.position_row,
        position_col: b.position_col,
        color: b.color,
        background_image_url: b.background_image_url,
        label: b.label ?? b.sound?.name ?? null,
        sound_url: b.sound?.url ?? null,
        volume: b.volume,
        trim_start_ms: b.trim_start_ms,
        trim_end_ms: b.trim_end_ms,
        fade_in_ms: b.fade_in_ms,
        fade_out_ms: b.fade_out_ms,
        loop: b.loop,
        loudness_gain_db: b.sound?.loudness_gain_db ?? null,
        normalize: b.sound?.normalize ?? true,
      })),
    );
    expect(summary!.pads.find((p) => p.sound_url)?.loudness_gain_db).toBe(-3);
  });

  it('pages newest first with a cursor that holds when boards are added and trashed between pages', async () => {
    const { cookie } = await signUp(app);
    const other = await signUp(app);
    await createBoardViaApi(app, other.cookie, { name: 'Not mine' });
    for (const name of ['b1', 'b2', 'b3', 'b4', 'b5'])
      await createBoardViaApi(app, cookie, { name });
    expect(await allPages(cookie, 2)).toEqual([['b5', 'b4'], ['b3', 'b2'], ['b1']]);

    const first = await page(cookie, '?limit=2');
    expect(first.total).toBe(5);
    // A board created and one trashed after the first page: the next pages neither repeat nor skip one.
    const fresh = await createBoardViaApi(app, cookie, { name: 'b6' });
    const b2 = (await page(cookie, '?limit=5')).boards.find((b) => b.name === 'b2')!;
    expect((await send(app, `/api/boards/${b2.id}`, { cookie, method: 'DELETE' })).status).toBe(
      204,
    );
    const second = await page(cookie, `?limit=2&cursor=${encodeURIComponent(first.next_cursor!)}`);
    expect(second.boards.map((b) => b.name)).toEqual(['b3', 'b1']);
    expect(second.next_cursor).toBeNull();
    expect(second.total).toBe(5);
    expect((await page(cookie, '?limit=1')).boards[0]!.id).toBe(fresh.id);
  });

  it('keeps boards created in the same microsecond apart by id, across pages', async () => {
    const { cookie, userId } = await signUp(app);
    for (const name of ['t1', 't2', 't3', 't4']) await createBoardViaApi(app, cookie, { name });
    await database.db
      .update(soundboards)
      .set({ createdAt: sql`'2026-01-02 03:04:05.123456+00'::timestamptz` })
      .where(eq(soundboards.userId, userId));
    const byId = (await page(cookie)).boards.map((b) => b.name);
    expect(byId).toHaveLength(4);
    expect((await allPages(cookie, 1)).flat()).toEqual(byId);
    expect((await allPages(cookie, 3)).flat()).toEqual(byId);
  });

  it(`answers ${BOARD_SUMMARY_PAGE.default} boards a page by default and at most ${BOARD_SUMMARY_PAGE.max}`, async () => {
    const { cookie, userId } = await signUp(app);
    await database.db.insert(soundboards).values(
      Array.from({ length: BOARD_SUMMARY_PAGE.max + 1 }, (_, i) => ({
        userId,
        name: `n${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      })),
    );
    const first = await page(cookie);
    expect(first.boards).toHaveLength(BOARD_SUMMARY_PAGE.default);
    expect(first.total).toBe(BOARD_SUMMARY_PAGE.max + 1);
    const widest = await page(cookie, `?limit=${BOARD_SUMMARY_PAGE.max}`);
    expect(widest.boards).toHaveLength(BOARD_SUMMARY_PAGE.max);
    const rest = await page(cookie, `?limit=5&cursor=${encodeURIComponent(widest.next_cursor!)}`);
    expect(rest.boards.map((b) => b.name)).toEqual(['n0']);
  });

  it('refuses a limit out of range and a cursor it did not make, with 400', async () => {
    const { cookie } = await signUp(app);
    const cursors = [
      'garbage',
      Buffer.from('["not a time","also not an id"]').toString('base64url'),
      Buffer.from('["2026-01-02 03:04:05+00","6f1c0a52-0000-4000-8000-000000000000",1]').toString(
        'base64url',
      ),
      Buffer.from('["2026-13-45 99:04:05+00","6f1c0a52-0000-4000-8000-000000000000"]').toString(
        'base64url',
      ),
    ];
    for (const query of [
      '?limit=0',
      `?limit=${BOARD_SUMMARY_PAGE.max + 1}`,
      '?limit=2.5',
      '?limit=x',
      ...cursors.map((c) => `?cursor=${c}`),
    ]) {
      const response = await send(app, `/api/boards/summaries${query}`, { cookie });
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { error: { message: string } };
      expect([BOARD_SUMMARY_MESSAGES.limitInvalid, BOARD_SUMMARY_MESSAGES.cursorInvalid]).toContain(
        body.error.message,
      );
    }
  });
});
