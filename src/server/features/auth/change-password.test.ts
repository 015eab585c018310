import type { TOTP } from 'otpauth';
import { URI } from 'otpauth';
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

const NEW_PASSWORD = 'a brand new passphrase';

describe('changing the password', () => {
  it.each([false, undefined, true])(
    'signs out every other session (client sent revokeOtherSessions: %s); this one keeps working',
    async (revokeOtherSessions) => {
      const { cookie: here, email } = await signUp(app);
      const elsewhere = cookieHeader(await signIn(app, email));
      const thirdDevice = cookieHeader(await signIn(app, email));
      expect((await send(app, '/api/me', { cookie: elsewhere })).status).toBe(200);

      const changed = await send(app, '/api/auth/change-password', {
        body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions },
        cookie: here,
      });
      expect(changed.status).toBe(200);
      const current = cookieHeader(changed, here);
      expect((await send(app, '/api/me', { cookie: current })).status).toBe(200);
      expect((await send(app, '/api/me', { cookie: elsewhere })).status).toBe(401);
      expect((await send(app, '/api/me', { cookie: thirdDevice })).status).toBe(401);

      expect((await signIn(app, email)).status).toBe(401);
      expect((await signIn(app, email, { password: NEW_PASSWORD })).status).toBe(200);
    },
  );

  it('keeps the second-factor assurance (aal2) of the session that changed it', async () => {
    const { cookie } = await signUp(app);
    const enabled = await send(app, '/api/auth/two-factor/enable', {
      body: { password: TEST_PASSWORD },
      cookie,
    });
    const totp = URI.parse(((await enabled.json()) as { totpURI: string }).totpURI) as TOTP;
    const verified = await send(app, '/api/auth/two-factor/verify-totp', {
      body: { code: totp.generate() },
      cookie,
    });
    const strong = cookieHeader(verified, cookie);
    const changed = await send(app, '/api/auth/change-password', {
      body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      cookie: strong,
    });
    expect(changed.status).toBe(200);
    const me = await send(app, '/api/me', { cookie: cookieHeader(changed, strong) });
    expect(await me.json()).toMatchObject({ user: { aal: 'aal2' } });
  });
});
