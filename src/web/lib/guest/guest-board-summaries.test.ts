import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOARD_SUMMARY_MESSAGES, BOARD_SUMMARY_PAGE } from '#shared/board-summaries.ts';
import type { Board } from '#shared/schemas/board.ts';
import { boardSummaryPageSchema, type BoardSummaryPage } from '#shared/schemas/board-summary.ts';
import { ApiError } from '#web/lib/api/read-json.ts';
import { apiRequest } from '#web/lib/api/request.ts';
import { closeGuestDb, GUEST_DB_NAME } from './guest-db.ts';
import { enterGuestMode, leaveGuestMode } from './guest-mode.ts';

// Decision 065: the guest backend answers My Boards' summaries with the server's shape and paging.
beforeEach(() => {
  localStorage.clear();
  enterGuestMode();
});

afterEach(async () => {
  leaveGuestMode();
  await closeGuestDb();
  indexedDB.deleteDatabase(GUEST_DB_NAME);
});

/** A board, made once the clock has moved on (boards made in the same millisecond order by id). */
async function create(name: string) {
  const now = Date.now();
  while (Date.now() === now) await new Promise((resolve) => setTimeout(resolve, 0));
  return apiRequest<Board>('/api/boards', { method: 'POST', json: { name } });
}

async function page(query = ''): Promise<BoardSummaryPage> {
  return boardSummaryPageSchema.parse(await apiRequest(`/api/boards/summaries${query}`));
}

async function allPages(limit: number) {
  const names: string[][] = [];
  let cursor: string | null = null;
  do {
    const query = `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const answer = await page(query);
    names.push(answer.boards.map((b) => b.name));
    cursor = answer.next_cursor;
  } while (cursor);
  return names;
}

describe("the guest backend's GET /api/boards/summaries", () => {
  it('sends each board without its buttons: counts and the pads of its card, with how they play', async () => {
    const board = await create('Pads');
    const [first, second] = board.soundboard_buttons;
    await apiRequest(`/api/boards/${board.id}/buttons/${first!.id}`, {
      method: 'PATCH',
      json: { label: 'Loud', color: '#123456', volume: 40, loop: true },
    });
    const answer = await page();
    expect(answer).toMatchObject({ total: 1, next_cursor: null });
    const [summary] = answer.boards;
    expect(summary).not.toHaveProperty('soundboard_buttons');
    const { soundboard_buttons: buttons, ...fields } = board;
    expect(summary).toMatchObject({ ...fields, button_count: buttons.length, sound_count: 0 });
    expect(summary!.pads).toHaveLength(buttons.length);
    expect(summary!.pads[0]).toEqual({
      id: first!.id,
      position_row: 0,
      position_col: 0,
      color: '#123456',
      background_image_url: null,
      label: 'Loud',
      sound_url: null,
      volume: 40,
      trim_start_ms: 0,
      trim_end_ms: null,
      fade_in_ms: 0,
      fade_out_ms: 0,
      loop: true,
      loudness_gain_db: null,
      normalize: true,
    });
    expect(summary!.pads[1]).toMatchObject({ id: second!.id, color: second!.color });
  });

  it('pages newest first with a cursor that holds when boards are added and trashed between pages', async () => {
    for (const name of ['b1', 'b2', 'b3', 'b4', 'b5']) await create(name);
    expect(await allPages(2)).toEqual([['b5', 'b4'], ['b3', 'b2'], ['b1']]);
    expect((await page()).boards).toHaveLength(5);

    const first = await page('?limit=2');
    expect(first.total).toBe(5);
    const fresh = await create('b6');
    const b2 = (await page()).boards.find((b) => b.name === 'b2')!;
    await apiRequest(`/api/boards/${b2.id}`, { method: 'DELETE' });
    const second = await page(`?limit=2&cursor=${encodeURIComponent(first.next_cursor!)}`);
    expect(second.boards.map((b) => b.name)).toEqual(['b3', 'b1']);
    expect(second).toMatchObject({ next_cursor: null, total: 5 });
    expect((await page('?limit=1')).boards[0]!.id).toBe(fresh.id);
  });

  it("refuses a limit out of range and a cursor it did not make, with the server's messages", async () => {
    for (const query of ['?limit=0', `?limit=${BOARD_SUMMARY_PAGE.max + 1}`, '?limit=x']) {
      const error = await apiRequest(`/api/boards/summaries${query}`).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect([(error as ApiError).status, (error as ApiError).message]).toEqual([
        400,
        BOARD_SUMMARY_MESSAGES.limitInvalid,
      ]);
    }
    for (const cursor of ['garbage', btoa('["x","y"]')]) {
      const error = await apiRequest(`/api/boards/summaries?cursor=${cursor}`).catch(
        (e: unknown) => e,
      );
      expect([(error as ApiError).status, (error as ApiError).message]).toEqual([
        400,
        BOARD_SUMMARY_MESSAGES.cursorInvalid,
      ]);
    }
  });
});
