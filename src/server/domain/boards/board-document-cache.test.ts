import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soundboards } from '#server/db/schema.ts';
import { createRealtimeHub } from '#server/realtime/realtime-hub.ts';
import { createBoard, createButton, createProfile, createSound } from '#server/test/factories.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { createBoardDocumentCache, visitorView } from './board-document-cache.ts';
import type { Board } from '#shared/schemas/board.ts';
import { readBoardWithButtons } from './board-read.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

/** The cache over the real read, counting the reads it makes, on the test database's realtime bus. */
function countingCache(options: { now?: () => number; bus?: boolean } = {}) {
  let reads = 0;
  const bus =
    options.bus === false ? undefined : createRealtimeHub({ database, heartbeatMs: 3_600_000 });
  const cache = createBoardDocumentCache({
    read: (boardId) => {
      reads += 1;
      return readBoardWithButtons(database.db, boardId);
    },
    bus,
    now: options.now,
  });
  const close = async () => {
    cache.close();
    await bus?.close();
  };
  return { cache, reads: () => reads, close };
}

async function publicBoard() {
  const db = database.db;
  const owner = await createProfile(db);
  const board = await createBoard(db, { userId: owner.id, name: 'Shared', isPublic: true });
  const sound = await createSound(db, { userId: owner.id, name: 'Horn' });
  await createButton(db, {
    soundboardId: board.id,
    soundId: sound.id,
    positionRow: 0,
    positionCol: 0,
  });
  await createButton(db, { soundboardId: board.id, positionRow: 0, positionCol: 1 });
  return { owner, board, sound };
}

describe('the shared board document (issue 30 point 1, issue 32 point 1)', () => {
  it('serves a thousand concurrent visitors from one read, with what the visitor sees', async () => {
    const { board } = await publicBoard();
    const { cache, reads, close } = countingCache();
    const answers = await Promise.all(
      Array.from({ length: 1000 }, () => cache.forViewer(board.id, null)),
    );
    expect(reads()).toBe(1);
    const expected = visitorView((await readBoardWithButtons(database.db, board.id)).board);
    expect(expected.soundboard_buttons).toHaveLength(1);
    for (const answer of answers) expect(answer).toEqual({ json: JSON.stringify(expected) });
    await close();
  });

  it('reads again after a change of the board, heard on the bus', async () => {
    const { board } = await publicBoard();
    const { cache, reads, close } = countingCache();
    await cache.forViewer(board.id, null);
    await database.db
      .update(soundboards)
      .set({ name: 'Renamed' })
      .where(eq(soundboards.id, board.id));
    await expect
      .poll(async () => {
        const answer = await cache.forViewer(board.id, null);
        return (JSON.parse(answer.json) as { name: string }).name;
      })
      .toBe('Renamed');
    expect(reads()).toBeGreaterThanOrEqual(2);
    await close();
  });

  it("serves the owner's whole board from the kept document too, and others only the public view", async () => {
    const { owner, board } = await publicBoard();
    const { cache, reads, close } = countingCache();
    const stranger = await createProfile(database.db);
    const full = (await readBoardWithButtons(database.db, board.id)).board;
    const own = await cache.forViewer(board.id, owner.id);
    expect(own).toEqual({ json: JSON.stringify(full) });
    expect(full.soundboard_buttons).toHaveLength(2);
    // The owner again, a visitor and a signed-in stranger: no further read.
    expect(await cache.forViewer(board.id, owner.id)).toEqual(own);
    const publicText = { json: JSON.stringify(visitorView(full)) };
    expect(await cache.forViewer(board.id, null)).toEqual(publicText);
    expect(await cache.forViewer(board.id, stranger.id)).toEqual(publicText);
    expect(reads()).toBe(1);
    await close();
  });

  it('keeps a private board for its owner only, and drops it when the board changes', async () => {
    const db = database.db;
    const { owner, board } = await publicBoard();
    await db.update(soundboards).set({ isPublic: false }).where(eq(soundboards.id, board.id));
    const { cache, reads, close } = countingCache();
    const own = (await cache.forViewer(board.id, owner.id)).json;
    await expect(cache.forViewer(board.id, null)).rejects.toThrow(/not found/i);
    await expect(cache.forViewer(board.id, randomUUID())).rejects.toThrow(/not found/i);
    expect(await cache.forViewer(board.id, owner.id)).toEqual({ json: own });
    expect(reads()).toBe(1);
    await db
      .update(soundboards)
      .set({ name: 'Private, renamed' })
      .where(eq(soundboards.id, board.id));
    await expect
      .poll(
        async () => (JSON.parse((await cache.forViewer(board.id, owner.id)).json) as Board).name,
      )
      .toBe('Private, renamed');
    await close();
  });

  it("drops an owner's documents at once on dropOwner, a build running then included", async () => {
    const { owner, board } = await publicBoard();
    const { cache, reads, close } = countingCache();
    await cache.forViewer(board.id, owner.id);
    cache.dropOwner(owner.id);
    expect(cache.size()).toBe(0);
    // A read that began before the drop is answered but not kept.
    const running = cache.forViewer(board.id, owner.id);
    await expect.poll(reads).toBe(2);
    cache.dropOwner(randomUUID());
    await running;
    expect(cache.size()).toBe(0);
    await cache.forViewer(board.id, null);
    await cache.forViewer(board.id, owner.id);
    expect(reads()).toBe(3);
    await close();
  });

  it('drops on dropSound only the documents that show the sound, a build running then included', async () => {
    const { board, sound } = await publicBoard();
    const other = await publicBoard();
    const { cache, reads, close } = countingCache();
    await cache.forViewer(board.id, null);
    await cache.forViewer(other.board.id, null);
    cache.dropSound(sound.id);
    expect(cache.size()).toBe(1);
    await cache.forViewer(other.board.id, null);
    expect(reads()).toBe(2);
    // A read that began before the plays were counted is answered but not kept; plays of a sound it does
    // not show leave it kept.
    const running = cache.forViewer(board.id, null);
    const unrelated = cache.forViewer(other.board.id, other.owner.id);
    await expect.poll(reads).toBe(3);
    cache.dropSound(sound.id);
    cache.dropSound(randomUUID());
    await Promise.all([running, unrelated]);
    expect(cache.size()).toBe(1);
    await cache.forViewer(board.id, null);
    await cache.forViewer(other.board.id, null);
    expect(reads()).toBe(4);
    await close();
  });

  it('keeps a document no longer than its time, even without an event', async () => {
    const { board } = await publicBoard();
    let clock = 0;
    const { cache, reads, close } = countingCache({ now: () => clock });
    await cache.forViewer(board.id, null);
    await cache.forViewer(board.id, null);
    expect(reads()).toBe(1);
    clock += 2_000;
    await cache.forViewer(board.id, null);
    expect(reads()).toBe(2);
    await close();
  });

  it('keeps nothing without a change feed', async () => {
    const { board } = await publicBoard();
    const { cache, reads, close } = countingCache({ bus: false });
    await cache.forViewer(board.id, null);
    await cache.forViewer(board.id, null);
    expect(reads()).toBe(2);
    expect(cache.size()).toBe(0);
    await close();
  });
});
