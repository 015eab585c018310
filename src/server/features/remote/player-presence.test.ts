import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remotePlayerStreams } from '#server/db/schema.ts';
import { SseConnection } from '#server/realtime/sse-connection.ts';
import { createBoard, createProfile } from '#server/test/factories.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { playerPresence } from './player-presence.ts';

// Decision 080: the owner's player streams of every instance, counted for a remote's press.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

const stream = () => new SseConnection(['remote:x'], 8, () => undefined);
const newBoard = async () =>
  (await createBoard(database.db, { userId: (await createProfile(database.db)).id })).id;
const rowsOf = (instanceId: string) =>
  database.db
    .select({ seenAt: remotePlayerStreams.seenAt })
    .from(remotePlayerStreams)
    .where(eq(remotePlayerStreams.instanceId, instanceId));
/** Makes the instance's rows look unrefreshed for `seconds`, as an instance that died leaves them. */
const age = (instanceId: string, seconds: number) =>
  database.db
    .update(remotePlayerStreams)
    .set({ seenAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(remotePlayerStreams.instanceId, instanceId));

describe('player presence (decision 080)', () => {
  it('counts a stream from its opening to its close, and a stream closed while it opened not at all', async () => {
    const presence = playerPresence(database.db);
    const boardId = await newBoard();
    const first = stream();
    await presence.hold(boardId, first);
    await presence.hold(boardId, stream());
    expect(await presence.count(boardId)).toBe(2);
    expect(await presence.count(await newBoard())).toBe(0);

    const early = stream();
    early.close('client');
    await presence.hold(boardId, early);
    first.close('client');
    while ((await rowsOf(presence.instanceId)).length > 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await presence.count(boardId)).toBe(1);
  });

  it("does not count an instance that stopped refreshing its rows, and deletes them at another's refresh", async () => {
    const dead = playerPresence(database.db, { expiryMs: 90_000 });
    const live = playerPresence(database.db, { expiryMs: 90_000 });
    const boardId = await newBoard();
    await dead.hold(boardId, stream());
    await live.hold(boardId, stream());
    await age(dead.instanceId, 91);
    await age(live.instanceId, 60);
    expect(await live.count(boardId)).toBe(1);

    await live.refresh();
    expect(await rowsOf(dead.instanceId)).toEqual([]);
    // Refreshed: a minute later it is still counted.
    await age(live.instanceId, 60);
    expect(await live.count(boardId)).toBe(1);
  });

  it('refreshes its own rows by itself while a stream is open', async () => {
    const presence = playerPresence(database.db, { refreshMs: 50 });
    const boardId = await newBoard();
    const open = stream();
    await presence.hold(boardId, open);
    await age(presence.instanceId, 3600);
    const [before] = await rowsOf(presence.instanceId);
    let [now] = await rowsOf(presence.instanceId);
    while (now!.seenAt.getTime() === before!.seenAt.getTime()) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      [now] = await rowsOf(presence.instanceId);
    }
    expect(now!.seenAt.getTime()).toBeGreaterThan(before!.seenAt.getTime() + 3_000_000);
    open.close('client');
  });
});
