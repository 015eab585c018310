import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '#server/db/schema.ts';
import { cookieHeader, send, signIn, signUp, TEST_PASSWORD } from '#server/test/auth-client.ts';
import { createAuth } from '#server/lib/auth.ts';
import { loggingPhoneCodeSender } from '#server/lib/phone-code-sender.ts';
import { createSessionCache } from '#server/lib/session-cache.ts';
import {
  createTestApp,
  memoryMailer,
  TEST_AUTH_SECRET,
  TEST_ORIGIN,
  type TestApp,
} from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { SESSION_CACHE_TTL_MS } from '#shared/limits.ts';

let database: TestDatabase;
let app: TestApp;
let clock = Date.now();
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database, { sessionCache: { now: () => clock } });
});
afterAll(async () => {
  await database.destroy();
});

async function status(path: string, cookie: string) {
  return (await send(app, path, { cookie })).status;
}
const me = (cookie: string) => status('/api/me', cookie);

/** A user signed in twice (two browsers): both sessions have been read once, so both are cached. */
async function twoSessions() {
  const { email, cookie: first } = await signUp(app);
  const second = cookieHeader(await signIn(app, email));
  expect([await me(first), await me(second)]).toEqual([200, 200]);
  return { first, second };
}

describe('the session cache', () => {
  it('answers a signed-in read from the cache; a revocation elsewhere takes effect within its lifetime', async () => {
    const { cookie, userId } = await signUp(app);
    expect(await me(cookie)).toBe(200);
    // Another instance (or an operator) ends the session in the database: this instance may not know yet…
    await database.db.delete(sessions).where(eq(sessions.userId, userId));
    expect(await me(cookie)).toBe(200);
    expect(await status('/api/boards', cookie)).toBe(200);
    // …but no longer than SESSION_CACHE_TTL_MS.
    clock += SESSION_CACHE_TTL_MS + 1;
    expect(await me(cookie)).toBe(401);
    expect(await status('/api/boards', cookie)).toBe(401);
  });

  it('signing out takes effect at once on the same instance', async () => {
    const { first, second } = await twoSessions();
    expect((await send(app, '/api/auth/sign-out', { method: 'POST', cookie: first })).status).toBe(
      200,
    );
    expect(await me(first)).toBe(401);
    expect(await me(second)).toBe(200);
  });

  it('revoking the other sessions takes effect at once', async () => {
    const { first, second } = await twoSessions();
    const revoked = await send(app, '/api/auth/revoke-other-sessions', {
      method: 'POST',
      cookie: first,
      body: {},
    });
    expect(revoked.status).toBe(200);
    expect(await me(second)).toBe(401);
    expect(await me(first)).toBe(200);
  });

  it('revoking one session by its token takes effect at once', async () => {
    const { first, second } = await twoSessions();
    const [{ token }] = (await database.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.token, decodeURIComponent(second.split('=')[1]!).split('.')[0]!))) as [
      { token: string },
    ];
    const revoked = await send(app, '/api/auth/revoke-session', { cookie: first, body: { token } });
    expect(revoked.status).toBe(200);
    expect(await me(second)).toBe(401);
  });

  it('a password change that revokes the other sessions takes effect at once', async () => {
    const { first, second } = await twoSessions();
    const changed = await send(app, '/api/auth/change-password', {
      cookie: first,
      body: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'another horse battery staple',
        revokeOtherSessions: true,
      },
    });
    expect(changed.status).toBe(200);
    expect(await me(second)).toBe(401);
  });

  it("another user's sign-out forgets only that user's sessions, not everyone's", async () => {
    const { cookie, userId } = await signUp(app);
    const other = await signUp(app);
    expect(await me(cookie)).toBe(200);
    // Ended in the database directly: the cache may answer for it until its lifetime ends…
    await database.db.delete(sessions).where(eq(sessions.userId, userId));
    await send(app, '/api/auth/sign-out', { method: 'POST', cookie: other.cookie });
    // …and someone else signing out is no reason to read it again.
    expect(await me(cookie)).toBe(200);
    expect(await me(other.cookie)).toBe(401);
  });

  it('an anonymous write to an unknown or failing auth path forgets no session', async () => {
    const { cookie, userId } = await signUp(app);
    expect(await me(cookie)).toBe(200);
    await database.db.delete(sessions).where(eq(sessions.userId, userId));
    for (const path of [
      '/api/auth/no-such-endpoint',
      '/api/auth/sign-out',
      '/api/auth/revoke-other-sessions',
    ]) {
      await send(app, path, { method: 'POST', body: {} });
    }
    await send(app, '/api/auth/change-password', {
      body: { currentPassword: 'wrong', newPassword: 'another long passphrase' },
      cookie: (await signUp(app)).cookie,
    });
    // Had any of them emptied the cache, this would be read from the database again and refused.
    expect(await me(cookie)).toBe(200);
  });
});

describe("a visitor's lookup", () => {
  it('answers no session without asking better-auth: no session cookie, nothing to resolve', async () => {
    const auth = createAuth({
      db: database.db,
      logger: pino({ level: 'silent' }),
      baseUrl: TEST_ORIGIN,
      secret: TEST_AUTH_SECRET,
      mailer: memoryMailer(),
      phoneCodeSender: loggingPhoneCodeSender(pino({ level: 'silent' })),
      onUserCreated: () => Promise.resolve(),
    });
    const getSession = vi.spyOn(auth.api, 'getSession');
    const cache = createSessionCache(auth);
    const visitor = new Headers({ cookie: 'theme=dark; other=1' });
    expect(await cache.get(visitor)).toEqual({ session: null, setCookies: [] });
    expect(getSession).not.toHaveBeenCalled();
    // A cookie that only looks like a session (a forged or stale token) is still asked about: it is refused.
    const forged = new Headers({ cookie: 'soundboard.session_token=forged.signature' });
    expect((await cache.get(forged)).session).toBeNull();
    expect(getSession).toHaveBeenCalledTimes(1);
  });
});
