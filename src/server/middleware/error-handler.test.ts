import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '#server/lib/app-env.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { INPUT_MESSAGES } from '#shared/input-messages.ts';
import { errorHandler } from './error-handler.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table test_short_text (v varchar(2))`);
});
afterAll(() => database.destroy());

/** The real handler behind a route that runs one real statement on the test database. */
function appRunning(statement: ReturnType<typeof sql>) {
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('logger', pino({ level: 'silent' }));
      await next();
    })
    .get('/', async (c) => {
      await database.db.execute(statement);
      return c.body(null, 204);
    });
  app.onError(errorHandler);
  return app;
}

describe('driver errors that only bad input causes (safety net, DESIGN §6)', () => {
  it.each([
    ['22P02 not a UUID', sql`select ${'------------------------------------'}::uuid`],
    ['22021 NUL in text', sql`select convert_from('\\x6100'::bytea, 'UTF8')`],
    ['22001 string too long', sql`insert into test_short_text values (${'abc'})`],
  ])('%s is a 400 in the contract shape, not a 500', async (_name, statement) => {
    const response = await appRunning(statement).request('/');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'validation_error', message: INPUT_MESSAGES.invalidInput },
    });
  });
});
