import { describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { useRealtimeTestApp } from '#server/test/realtime-test-app.ts';
import { addButtonViaApi, createBoardViaApi } from '#server/test/boards-factories.ts';
import type { SseReader } from '#server/test/sse-client.ts';
import { realtimeEventSchemas } from '#shared/event-schemas.ts';
import type { Board } from '#shared/schemas/board.ts';

const t = useRealtimeTestApp();

const subscribe = (cookie?: string) => t.subscribe(cookie);
const patch = (id: string, cookie: string, body: Record<string, unknown>) =>
  send(t.app, `/api/boards/${id}`, { method: 'PATCH', body, cookie });

/** The `board` events of a stream about this board, parsed. */
const boardEvents = (reader: SseReader, boardId: string) =>
  reader.events
    .filter((e) => e.event === 'board')
    .map((e) => realtimeEventSchemas.board.parse(JSON.parse(e.data)))
    .filter((e) => e.board_id === boardId);

/** Waits for a `board` event of this board whose document passes `test`, and returns that document. */
async function documentWhere(reader: SseReader, boardId: string, test: (board: Board) => boolean) {
  const find = () =>
    boardEvents(reader, boardId)
      .map((e) => e.document as unknown as Board)
      .find(test);
  await reader.until(() => find() !== undefined);
  return find()!;
}

describe('board events (issue 32 point 1, decision 069)', () => {
  it("sends every viewer of a public board the changed board, never the owner's private part", async () => {
    const owner = await signUp(t.app);
    const board = await createBoardViaApi(t.app, owner.cookie, { name: 'Before' });
    await addButtonViaApi(t.app, owner.cookie, board.id, { label: 'owner only' });
    await patch(board.id, owner.cookie, { is_public: true });
    const other = await signUp(t.app);
    const [visitor, otherUser, ownerStream] = [
      await subscribe(),
      await subscribe(other.cookie),
      await subscribe(owner.cookie),
    ];
    await patch(board.id, owner.cookie, { name: 'After' });

    for (const reader of [visitor, otherUser]) {
      const seen = await documentWhere(reader, board.id, (b) => b.name === 'After');
      // A button without a sound is the owner's alone (spec §7): not in the public view.
      expect(seen.soundboard_buttons).toEqual([]);
      expect(boardEvents(reader, board.id).every((e) => e.view === 'visitor')).toBe(true);
      expect(JSON.stringify(reader.events)).not.toContain('owner only');
    }
    const own = await documentWhere(ownerStream, board.id, (b) => b.name === 'After');
    expect(own.soundboard_buttons.map((b) => b.label)).toContain('owner only');
  });

  it("sends a private board's document to its owner only", async () => {
    const owner = await signUp(t.app);
    const visitor = await subscribe();
    const ownerStream = await subscribe(owner.cookie);
    const secret = await createBoardViaApi(t.app, owner.cookie, { name: 'Secret' });
    await patch(secret.id, owner.cookie, { name: 'Still secret' });
    await documentWhere(ownerStream, secret.id, (b) => b.name === 'Still secret');
    // A public board's event marks where the visitor got to.
    const marker = await createBoardViaApi(t.app, owner.cookie, { name: 'Marker' });
    await patch(marker.id, owner.cookie, { is_public: true });
    await documentWhere(visitor, marker.id, () => true);
    expect(boardEvents(visitor, secret.id)).toEqual([]);
    expect(visitor.raw).not.toContain('Still secret');
  });

  it('sends a reordered board in its event, once per owner stream for the reorder', async () => {
    const owner = await signUp(t.app);
    const board = await createBoardViaApi(t.app, owner.cookie, { name: 'Burst' });
    for (let i = 0; i < 12; i += 1)
      await addButtonViaApi(t.app, owner.cookie, board.id, { label: `b${i}` });
    const read = await send(t.app, `/api/boards/${board.id}`, {
      method: 'GET',
      cookie: owner.cookie,
    });
    const ids = ((await read.json()) as Board).soundboard_buttons.map((button) => button.id);
    await patch(board.id, owner.cookie, { is_public: true });
    const viewer = await subscribe(owner.cookie);
    const reversed = [...ids].reverse();
    const response = await send(t.app, `/api/boards/${board.id}/buttons/order`, {
      method: 'PUT',
      body: { button_ids: reversed },
      cookie: owner.cookie,
    });
    expect(response.status).toBe(204);
    const isReversed = (b: Board) =>
      b.soundboard_buttons.map((button) => button.id).join() === reversed.join();
    await documentWhere(viewer, board.id, isReversed);
    // The owner's view (the visitor view is empty: no button has a sound): one, at most two per burst.
    expect(
      boardEvents(viewer, board.id).filter((e) => e.view === 'owner').length,
    ).toBeLessThanOrEqual(2);
  });
});
