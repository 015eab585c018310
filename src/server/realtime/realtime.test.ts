import { describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { useRealtimeTestApp } from '#server/test/realtime-test-app.ts';
import { addButtonViaApi, createBoardViaApi } from '#server/test/boards-factories.ts';
import { openRealtime } from '#server/test/sse-client.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { changeEventSchema } from '#shared/event-schemas.ts';
import { REALTIME_RETRY_MS } from '#shared/events.ts';
import { createRealtimeHub } from './realtime-hub.ts';

const MAX_QUEUED = 8;
const t = useRealtimeTestApp({ heartbeatMs: 100, maxQueued: MAX_QUEUED });

const subscribe = (cookie?: string) => t.subscribe(cookie);
const patch = (id: string, cookie: string, body: Record<string, unknown>) =>
  send(t.app, `/api/boards/${id}`, { method: 'PATCH', body, cookie });

describe('GET /api/realtime', () => {
  it('is an event stream that asks the browser to retry with a delay', async () => {
    const reader = await subscribe();
    expect(reader.response.status).toBe(200);
    expect(reader.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await reader.until(() => reader.raw.includes('\n\n'));
    expect(reader.raw).toMatch(new RegExp(`^retry: ${REALTIME_RETRY_MS}\n`));
  });

  it("sends a public board's change to other users and visitors, never a private board's", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const [otherStream, visitorStream, ownerStream] = [
      await subscribe(other.cookie),
      await subscribe(),
      await subscribe(owner.cookie),
    ];
    const secret = await createBoardViaApi(t.app, owner.cookie, { name: 'Secret' });
    const shown = await createBoardViaApi(t.app, owner.cookie, { name: 'Shown' });
    await patch(secret.id, owner.cookie, { name: 'Still secret' });
    await addButtonViaApi(t.app, owner.cookie, secret.id, { label: 'hidden' });
    await patch(shown.id, owner.cookie, { is_public: true });

    for (const reader of [otherStream, visitorStream]) {
      const change = changeEventSchema.parse(await reader.change(shown.id));
      expect(change).toMatchObject({ board_id: shown.id, owner_id: owner.userId, is_public: true });
      // Notifications arrive in commit order: the private board's came first and was not sent.
      expect(reader.changes().map((c) => c.board_id)).not.toContain(secret.id);
    }
    // The owner hears about both.
    expect(await ownerStream.change(secret.id)).toMatchObject({ is_public: false });
    await ownerStream.change(shown.id);
  });

  it('tells public viewers once that a board left public view, and its owner every time', async () => {
    const owner = await signUp(t.app);
    const board = await createBoardViaApi(t.app, owner.cookie, { name: 'Going private' });
    await patch(board.id, owner.cookie, { is_public: true });
    const viewer = await subscribe();
    const ownerStream = await subscribe(owner.cookie);
    await patch(board.id, owner.cookie, { is_public: false });
    // (The is_public: true change may still arrive first: the LISTEN delivers it after the subscription.)
    expect(await viewer.change(board.id, { is_public: false })).toMatchObject({ op: 'UPDATE' });
    // Later private changes stay with the owner; a public board's change marks where the viewer got to.
    await addButtonViaApi(t.app, owner.cookie, board.id, { label: 'private now' });
    const marker = await createBoardViaApi(t.app, owner.cookie, { name: 'Marker' });
    await patch(marker.id, owner.cookie, { is_public: true });
    await viewer.change(marker.id);
    expect(viewer.changes().filter((c) => c.board_id === board.id && !c.is_public)).toHaveLength(1);
    expect(viewer.changes().filter((c) => c.table === 'soundboard_buttons')).toEqual([]);
    expect(
      await ownerStream.change(board.id, { table: 'soundboard_buttons', is_public: false }),
    ).toMatchObject({ op: 'INSERT' });
  });

  it('tells public viewers when a public board goes to the trash', async () => {
    const owner = await signUp(t.app);
    const board = await createBoardViaApi(t.app, owner.cookie, { name: 'Trashed' });
    await patch(board.id, owner.cookie, { is_public: true });
    const viewer = await subscribe();
    await send(t.app, `/api/boards/${board.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(await viewer.change(board.id, { is_public: false })).toMatchObject({ op: 'UPDATE' });
  });

  it('sends heartbeats on an idle stream', async () => {
    const reader = await subscribe();
    await reader.until(() => reader.events.filter((e) => e.event === 'ping').length >= 2);
  });

  it('closes the stream of a client that stops reading instead of queueing without bound', async () => {
    const owner = await signUp(t.app);
    const board = await createBoardViaApi(t.app, owner.cookie, { name: 'Busy' });
    await patch(board.id, owner.cookie, { is_public: true });
    const before = t.hub.stats();
    // Opened but never read.
    const stalled = await t.app.request('/api/realtime');
    expect(stalled.status).toBe(200);
    let edits = 0;
    while (t.hub.stats().closedForOverflow === before.closedForOverflow) {
      await patch(board.id, owner.cookie, { name: `Busy ${(edits += 1)}` });
      expect(edits).toBeLessThan(500);
    }
    const after = t.hub.stats();
    expect(after.highestQueued).toBeLessThanOrEqual(MAX_QUEUED);
    expect(after.maxQueued).toBe(MAX_QUEUED);
    // Readers keep up and stay connected.
    const reader = await subscribe();
    await patch(board.id, owner.cookie, { name: 'Busy again' });
    await reader.change(board.id);
    // The stalled response was ended with an error: its client sees the stream break and reconnects.
    await expect(stalled.body!.getReader().read()).rejects.toThrow();
  });

  it('forgets a connection when its client goes away, and ends streams on shutdown', async () => {
    const reader = await openRealtime(t.app);
    await reader.until(() => reader.raw.length > 0);
    const connected = t.hub.stats().connections;
    await reader.close();
    await expect.poll(() => t.hub.stats().connections).toBe(connected - 1);

    const ownHub = createRealtimeHub({ database: t.database });
    const ownApp = createTestApp(t.database, { realtime: ownHub });
    const last = await openRealtime(ownApp);
    await last.until(() => last.raw.length > 0);
    await ownHub.close();
    await last.until(() => last.ended);
    expect((await openRealtime(ownApp)).response.status).toBe(503);
  });
});
