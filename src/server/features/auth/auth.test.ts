import { AUTH_ERRORS } from '#shared/auth-errors.ts';
import { verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '#server/db/schema.ts';
import { AUTH_RATE_LIMIT } from '#server/lib/auth.ts';
import {
  cookieHeader,
  randomIp,
  send,
  signIn,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
} from '#server/test/auth-client.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';

let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(async () => {
  await database.destroy();
});

describe('sign-up', () => {
  it('creates the user and signs them in (no mail server: verification is off)', async () => {
    const email = uniqueEmail();
    const { response, cookie, userId } = await signUp(app, email);
    expect(await response.json()).toMatchObject({ user: { id: userId, email } });
    expect(userId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(cookie).toMatch(/^soundboard\.session_token=/);
    const session = await send(app, '/api/auth/get-session', { cookie });
    expect(await session.json()).toMatchObject({ user: { id: userId, email } });
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, not Secure over http', async () => {
    const { response } = await signUp(app);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/; Secure/);
  });

  it('marks cookies Secure when the site is served over https', async () => {
    const origin = 'https://soundboard.example';
    const secureApp = createTestApp(database, { publicUrl: origin });
    const response = await send(secureApp, '/api/auth/sign-up/email', {
      body: { email: uniqueEmail(), password: TEST_PASSWORD },
      origin,
    });
    expect(response.status).toBe(200);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^__Secure-soundboard\.session_token=.*; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
  });

  it('refuses a second account with the same e-mail (any case) as a conflict', async () => {
    const email = uniqueEmail('twice');
    await signUp(app, email);
    const response = await send(app, '/api/auth/sign-up/email', {
      body: { email: email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: { code: 'conflict', message: 'User already exists. Use another email.' },
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers a bad e-mail or a short password with the contract error shape', async () => {
    const badEmail = await send(app, '/api/auth/sign-up/email', {
      body: { email: 'not-an-email', password: TEST_PASSWORD },
    });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.json()).toMatchObject({ error: { code: 'validation_error' } });
    const shortPassword = await send(app, '/api/auth/sign-up/email', {
      body: { email: uniqueEmail(), password: 'short' },
    });
    expect(shortPassword.status).toBe(400);
    expect(await shortPassword.json()).toMatchObject({
      error: { code: 'validation_error', message: AUTH_ERRORS.PASSWORD_TOO_SHORT!.message },
    });
  });
});

describe('sign-in and sign-out', () => {
  it('accepts a browser on the host the request was sent to, besides PUBLIC_URL', async () => {
    const { email } = await signUp(app);
    const browser = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' };
    // app.request() sends to http://localhost; PUBLIC_URL is http://localhost:3000.
    const ownHost = await send(app, '/api/auth/sign-in/email', {
      body: { email, password: TEST_PASSWORD },
      origin: 'http://localhost',
      headers: browser,
    });
    expect(ownHost.status).toBe(200);
    const elsewhere = await send(app, '/api/auth/sign-in/email', {
      body: { email, password: TEST_PASSWORD },
      origin: 'http://localhost:4000',
      headers: { ...browser, 'sec-fetch-site': 'cross-site' },
    });
    expect(elsewhere.status).toBe(403);
  });

  it('signs in with the right password and out again', async () => {
    const { email } = await signUp(app);
    const response = await signIn(app, email);
    expect(response.status).toBe(200);
    const cookie = cookieHeader(response);
    expect((await send(app, '/api/me', { cookie })).status).toBe(200);

    const out = await send(app, '/api/auth/sign-out', { method: 'POST', cookie });
    expect(out.status).toBe(200);
    expect(cookieHeader(out, cookie)).toBe('');
    expect((await send(app, '/api/me', { cookie })).status).toBe(401);
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const { email } = await signUp(app);
    for (const response of [
      await signIn(app, email, { password: 'wrong password!' }),
      await signIn(app, uniqueEmail('nobody')),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        error: { code: 'unauthorized', message: AUTH_ERRORS.INVALID_EMAIL_OR_PASSWORD!.message },
      });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });
});

describe('password hashing', () => {
  const storedHash = async (userId: string) => {
    const [account] = await database.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, userId));
    return account?.password ?? '';
  };

  it("the product hashes with better-auth's scrypt; sign-in checks it", async () => {
    const productApp = createTestApp(database, { productPasswordHash: true });
    const { email, userId } = await signUp(productApp);
    const hash = await storedHash(userId);
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password: TEST_PASSWORD })).toBe(true);
    expect((await signIn(productApp, email)).status).toBe(200);
    expect((await signIn(productApp, email, { password: 'wrong password!' })).status).toBe(401);
  });

  it('test apps use the quick hash, which checks passwords as strictly', async () => {
    const { email, userId } = await signUp(app);
    const hash = await storedHash(userId);
    expect(hash).toMatch(/^test-scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword({ hash, password: TEST_PASSWORD }).catch(() => false)).toBe(false);
    expect((await signIn(app, email)).status).toBe(200);
    expect((await signIn(app, email, { password: 'wrong password!' })).status).toBe(401);
  });
});

describe('abuse protection', () => {
  it(`limits sign-in to ${AUTH_RATE_LIMIT.max} attempts a minute per address`, async () => {
    const { email } = await signUp(app);
    const ip = randomIp();
    for (let i = 0; i < AUTH_RATE_LIMIT.max; i++) {
      expect((await signIn(app, email, { password: 'wrong password!', ip })).status).toBe(401);
    }
    const limited = await signIn(app, email, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({
      error: {
        code: 'rate_limited',
        message: 'Too many attempts. Please wait a minute and try again.',
      },
    });
    expect((await signIn(app, email, { ip: randomIp() })).status).toBe(200);
  });

  it(`limits sign-up to ${AUTH_RATE_LIMIT.max} attempts a minute per address`, async () => {
    const ip = randomIp();
    for (let i = 0; i < AUTH_RATE_LIMIT.max; i++) await signUp(app, uniqueEmail(), { ip });
    const limited = await send(app, '/api/auth/sign-up/email', {
      body: { email: uniqueEmail(), password: TEST_PASSWORD },
      ip,
    });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });

  it('does not let a client pick its own address to dodge the limit', async () => {
    const { email } = await signUp(app);
    const ip = randomIp();
    for (let i = 0; i < AUTH_RATE_LIMIT.max; i++) {
      const response = await app.request(
        '/api/auth/sign-in/email',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: 'http://localhost:3000',
            'x-soundboard-client-ip': randomIp(),
            'x-forwarded-for': randomIp(),
          },
          body: JSON.stringify({ email, password: 'wrong password!' }),
        },
        { incoming: { socket: { remoteAddress: ip } } },
      );
      expect(response.status).toBe(401);
    }
    expect((await signIn(app, email, { ip })).status).toBe(429);
  });

  it('refuses a state-changing request from another origin', async () => {
    const { email, cookie } = await signUp(app);
    const response = await send(app, '/api/auth/sign-in/email', {
      body: { email, password: TEST_PASSWORD },
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'forbidden', message: 'Cross-origin request refused.' },
    });
    const patch = await send(app, '/api/me/profile', {
      method: 'PATCH',
      body: { bio: 'pwned' },
      cookie,
      origin: 'null',
    });
    expect(patch.status).toBe(403);
  });
});
