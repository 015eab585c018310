import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { loggerOptions } from '#server/lib/logger.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema.ts';
import { send, signIn, signUp, cookieHeader } from '#server/test/auth-client.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';

let database: TestDatabase;
let app: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  // Every level: a secret must not reach even a debug line.
  app = createTestApp(database, {
    logger: pino({ ...loggerOptions({ logLevel: 'trace' }) }, sink),
  });
});
afterAll(() => database.destroy());

/** The session token inside a cookie header (`name=<token>.<signature>`), and the signed value whole. */
function secretsOf(cookie: string) {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  return [value, value.slice(0, value.indexOf('.'))];
}

describe('no secret in any log line', () => {
  it('logs no session token when lookups fail: a deleted, an expired, a signed-out and a tampered session', async () => {
    const secrets: string[] = [];
    const deleted = await signUp(app);
    const expired = await signUp(app);
    const signedOut = await signUp(app);
    const other = cookieHeader(await signIn(app, signedOut.email));
    for (const { cookie } of [deleted, expired, signedOut]) secrets.push(...secretsOf(cookie));
    secrets.push(...secretsOf(other));

    await database.db.delete(sessions).where(eq(sessions.userId, deleted.userId));
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, expired.userId));
    expect(
      (await send(app, '/api/auth/sign-out', { method: 'POST', cookie: signedOut.cookie })).status,
    ).toBe(200);
    const tampered = `${signedOut.cookie.slice(0, -3)}abc`;

    for (const cookie of [deleted.cookie, expired.cookie, signedOut.cookie, tampered]) {
      expect((await send(app, '/api/me', { cookie })).status).toBe(401);
      await send(app, '/api/auth/get-session', { cookie });
      await send(app, '/api/auth/list-sessions', { cookie });
    }
    // Revoking a session by token: the token is in the body; a wrong one fails.
    const [, otherToken] = secretsOf(other);
    await send(app, '/api/auth/revoke-session', {
      cookie: deleted.cookie,
      body: { token: otherToken },
    });
    await send(app, '/api/auth/revoke-session', {
      cookie: other,
      body: { token: `${otherToken}x` },
    });

    // A live session whose lookup fails inside the database: the failed query's parameters hold its token.
    const live = await signUp(app);
    secrets.push(...secretsOf(live.cookie));
    await database.db.execute(sql`alter table "session" rename to "session_away"`);
    try {
      expect((await send(app, '/api/me', { cookie: live.cookie })).status).toBeGreaterThanOrEqual(
        401,
      );
      await send(app, '/api/boards', { cookie: live.cookie });
    } finally {
      await database.db.execute(sql`alter table "session_away" rename to "session"`);
    }
    expect(lines.some((line) => line.includes('Failed query'))).toBe(true);

    expect(lines.length).toBeGreaterThan(0);
    const leaks = lines.filter((line) => secrets.some((secret) => line.includes(secret)));
    expect(leaks).toEqual([]);
  });
});
