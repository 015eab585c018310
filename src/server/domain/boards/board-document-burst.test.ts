import { describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { useRealtimeTestApp } from '#server/test/realtime-test-app.ts';
import { createBoardViaApi } from '#server/test/boards-factories.ts';
import { openRealtime, type SseReader } from '#server/test/sse-client.ts';
import { realtimeEventSchemas } from '#shared/event-schemas.ts';
import type { Board } from '#shared/schemas/board.ts';
import { BOARD_EVENT_COALESCE_MS } from './board-document-events.ts';

const t = useRealtimeTestApp();

const EDITS = 20;

/** The documents of the `board` events of a stream about this board, in the order they arrived. */
const documents = (reader: SseReader, boardId: string) =>
  reader.events
    .filter((e) => e.event === 'board')
    .map((e) => realtimeEventSchemas.board.parse(JSON.parse(e.data)))
    .filter((e) => e.board_id === boardId)
    .map((e) => e.document as unknown as Board);

describe('a burst of edits of a public board (issue 32 point 1, decision 069)', () => {
  it('reaches a viewer as at most one board event per coalescing window, the last one the final board', async () => {
    const owner = await signUp(t.app);
    const board = await createBoardViaApi(t.app, owner.cookie, { name: 'Burst 0' });
    const viewer = await openRealtime(t.app);
    t.keep(viewer);
    const made = await send(t.app, `/api/boards/${board.id}`, {
      method: 'PATCH',
      body: { is_public: true },
      cookie: owner.cookie,
    });
    expect(made.status).toBe(200);
    // Its event is out before the burst starts: only the burst's events are counted below.
    await viewer.until(() => documents(viewer, board.id).length > 0);
    const before = documents(viewer, board.id).length;
    // When this process heard each change of the board (the same bus the board events listen on).
    const heard: number[] = [];
    const off = t.hub.on('change', (change) => {
      if (change.board_id === board.id) heard.push(performance.now());
    });

    const edits = await Promise.all(
      Array.from({ length: EDITS }, async (_, i) =>
        send(t.app, `/api/boards/${board.id}`, {
          method: 'PATCH',
          body: { name: `Burst ${i + 1}` },
          cookie: owner.cookie,
        }),
      ),
    );
    expect(edits.map((response) => response.status)).toEqual(Array(EDITS).fill(200));
    const read = await send(t.app, `/api/boards/${board.id}`, { cookie: owner.cookie });
    const finalName = ((await read.json()) as Board).name;

    await viewer.until(() => documents(viewer, board.id).some((b) => b.name === finalName));
    await viewer.until(() => heard.length === EDITS);
    off();
    const received = documents(viewer, board.id).slice(before);
    expect(received.at(-1)!.name).toBe(finalName);
    // The code's guarantee: each event after the first needs a change heard at least one window after the
    // change that started the previous one, so the events are bounded by the span the changes were heard in.
    const span = heard.at(-1)! - heard[0]!;
    expect(received.length).toBeLessThanOrEqual(1 + Math.floor(span / BOARD_EVENT_COALESCE_MS));
  });
});
