import { TOTP, URI } from 'otpauth';
import { AUTH_ERRORS } from '#shared/auth-errors.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, send, signIn, signUp, TEST_PASSWORD } from '#server/test/auth-client.ts';
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

const PERIOD_MS = 30_000;

async function me(cookie: string) {
  const response = await send(app, '/api/me', { cookie });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function enrol(cookie: string) {
  const response = await send(app, '/api/auth/two-factor/enable', {
    body: { password: TEST_PASSWORD },
    cookie,
  });
  expect(response.status).toBe(200);
  const { totpURI, backupCodes } = (await response.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const totp = URI.parse(totpURI);
  if (!(totp instanceof TOTP)) throw new Error('expected a TOTP URI');
  return { totp, totpURI, backupCodes };
}

const verify = (code: string, cookie: string) =>
  send(app, '/api/auth/two-factor/verify-totp', { body: { code }, cookie });

describe('TOTP two-factor', () => {
  it('enrols: the URI names the issuer and user; the factor counts once a code verifies', async () => {
    const { cookie, email } = await signUp(app);
    const { totp, totpURI, backupCodes } = await enrol(cookie);
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Soundboard:/);
    expect(totp.label).toBe(email);
    expect(backupCodes.length).toBeGreaterThan(0);
    expect((await me(cookie)).body).toMatchObject({ user: { factors: [], aal: 'aal1' } });

    const verified = await verify(totp.generate(), cookie);
    expect(verified.status).toBe(200);
    const upgraded = cookieHeader(verified, cookie);
    expect(upgraded).not.toBe(cookie);
    expect((await me(upgraded)).body).toMatchObject({
      user: { email, factors: [{ factor_type: 'totp', status: 'verified' }], aal: 'aal2' },
    });
  });

  it('rejects a code that was already used within its window', async () => {
    const { cookie } = await signUp(app);
    const { totp } = await enrol(cookie);
    const code = totp.generate();
    const first = await verify(code, cookie);
    expect(first.status).toBe(200);
    const again = await verify(code, cookieHeader(first, cookie));
    // A signed-in user's refused code is bad input (400); 401 means "not signed in" (DESIGN §5).
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      code: 'TOTP_CODE_ALREADY_USED',
      error: {
        code: 'validation_error',
        message:
          'This code has already been used. Wait for the next code from your authenticator app.',
      },
    });
  });

  it('does not count a refused code as used', async () => {
    const { cookie } = await signUp(app);
    const { totp } = await enrol(cookie);
    const wrongCode = totp.generate() === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 2; attempt++) {
      const wrong = await verify(wrongCode, cookie);
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({
        code: 'INVALID_CODE',
        error: { code: 'validation_error', message: AUTH_ERRORS.INVALID_CODE!.message },
      });
      expect((await me(cookie)).status).toBe(200);
    }
    expect((await verify(totp.generate(), cookie)).status).toBe(200);
  });

  it('asks for the code at sign-in, then gives an aal2 session; older sessions stay aal1', async () => {
    const { cookie, email } = await signUp(app);
    const olderSession = cookieHeader(await signIn(app, email));
    const { totp } = await enrol(cookie);
    const enrolmentCode = totp.generate();
    expect((await verify(enrolmentCode, cookie)).status).toBe(200);

    const firstStep = await signIn(app, email);
    expect(firstStep.status).toBe(200);
    expect(await firstStep.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const pending = cookieHeader(firstStep);
    expect(pending).not.toMatch(/session_token/);
    expect((await me(pending)).status).toBe(401);

    const replay = await verify(enrolmentCode, pending);
    expect(replay.status).toBe(401);
    const nextCode = totp.generate({ timestamp: Date.now() + PERIOD_MS });
    const secondStep = await verify(nextCode, pending);
    expect(secondStep.status).toBe(200);
    const session = cookieHeader(secondStep, pending);
    expect(session).toMatch(/session_token/);
    expect((await me(session)).body).toMatchObject({
      user: { factors: [{ factor_type: 'totp', status: 'verified' }], aal: 'aal2' },
    });

    expect((await me(olderSession)).body).toMatchObject({
      user: { factors: [{ factor_type: 'totp', status: 'verified' }], aal: 'aal1' },
    });
  });

  it('refuses a wrong code at sign-in', async () => {
    const { cookie, email } = await signUp(app);
    const { totp } = await enrol(cookie);
    expect((await verify(totp.generate(), cookie)).status).toBe(200);
    const pending = cookieHeader(await signIn(app, email));
    const current = totp.generate();
    const wrong = await verify(current === '123456' ? '654321' : '123456', pending);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });
});
