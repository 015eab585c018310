import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { createBoardViaApi } from '#server/test/boards-factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { ERROR_CODES } from '#shared/errors.ts';

let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(async () => {
  await database.destroy();
});

const ROUNDS = 6;
const ADDS = 24;

describe('POST /api/boards/:id/buttons while the board is deleted permanently', () => {
  it('answers every add 201 or a clean 404, never 5xx', async () => {
    const owner = await signUp(app);
    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const board = await createBoardViaApi(app, owner.cookie);
      const add = async () =>
        send(app, `/api/boards/${board.id}/buttons`, {
          body: { label: 'x' },
          cookie: owner.cookie,
        });
      const remove = async () =>
        send(app, `/api/boards/${board.id}?permanent=true`, {
          method: 'DELETE',
          cookie: owner.cookie,
        });
      // Adds in flight (the first has answered, so the others are queued on the board), then the delete
      // amid more adds: some finish before it, some wait on the board behind it, some come after.
      const first = Array.from({ length: ADDS / 2 }, add);
      await Promise.race(first);
      const deleted = remove();
      const rest = Array.from({ length: ADDS / 2 }, add);
      const answers = await Promise.all([...first, ...rest]);
      expect((await deleted).status).toBe(204);
      for (const answer of answers) {
        statuses.push(answer.status);
        if (answer.status === 404) {
          expect(await answer.json()).toMatchObject({ error: { code: ERROR_CODES.notFound } });
        }
      }
    }
    expect(statuses.filter((status) => status !== 201 && status !== 404)).toEqual([]);
  });
});
