import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { soundboardLikes, soundboards } from '#server/db/schema.ts';
import { send, signUp } from '#server/test/auth-client.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';

// Issue 32 point 3: a burst of likes that outruns the connection pool is refused before any write, never
// after it. The pool is shrunk (3 connections, 40 ms wait) so a burst of 300 runs out on any machine (on
// the code before the fix, 22 of 258 likes answered 503 had been stored).
const BURST = 300;
const ARRIVALS_PER_MS = 2;

let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase({ max: 3, connectionTimeoutMs: 40 });
  app = createTestApp(database);
});
afterAll(async () => {
  await database.destroy();
});

it('a like answered 503 was not stored, and one answered 200 was', async () => {
  const owner = await signUp(app);
  const fan = await signUp(app);
  const boards = await database.db
    .insert(soundboards)
    .values(
      Array.from({ length: BURST }, (_, i) => ({
        name: `Burst ${i}`,
        userId: owner.userId,
        isPublic: true,
      })),
    )
    .returning({ id: soundboards.id });
  // The fan's session is read once before the burst, so the burst is the likes' own queries.
  expect((await send(app, '/api/me/likes', { cookie: fan.cookie })).status).toBe(200);

  // The likes arrive as a stream, as from many browsers: a like's later queries then queue behind the first
  // query of likes that came after it.
  const sent: Promise<{ id: string; status: number }>[] = [];
  for (const [i, { id }] of boards.entries()) {
    const likeOne = async () => {
      const response = await send(app, `/api/boards/${id}/like`, {
        method: 'PUT',
        cookie: fan.cookie,
      });
      return { id, status: response.status };
    };
    sent.push(likeOne());
    if (i % ARRIVALS_PER_MS === 0) await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const statuses = await Promise.all(sent);
  const stored = new Set(
    (
      await database.db
        .select({ id: soundboardLikes.soundboardId })
        .from(soundboardLikes)
        .where(
          and(
            eq(soundboardLikes.userId, fan.userId),
            inArray(
              soundboardLikes.soundboardId,
              boards.map((board) => board.id),
            ),
          ),
        )
    ).map((row) => row.id),
  );
  expect(statuses.every(({ status }) => status === 200 || status === 503)).toBe(true);
  const refusedButStored = statuses.filter(({ id, status }) => status === 503 && stored.has(id));
  const acceptedButMissing = statuses.filter(({ id, status }) => status === 200 && !stored.has(id));
  expect({ refusedButStored, acceptedButMissing }).toEqual({
    refusedButStored: [],
    acceptedButMissing: [],
  });
});
