import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signIn, signUp, TEST_PASSWORD, uniqueEmail } from '#server/test/auth-client.ts';
import { createTestApp, memoryMailer, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { AUTH_ERRORS } from '#shared/auth-errors.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { ROUTES } from '#shared/routes.ts';

let database: TestDatabase;
let app: TestApp;
const mailer = memoryMailer();
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database, { mailer });
});
afterAll(async () => {
  await database.destroy();
});

/** Each weak password with the reason the server gives for it. */
const WEAK: [string, string][] = [
  ['password', 'PASSWORD_TOO_COMMON'],
  ['Password', 'PASSWORD_TOO_COMMON'],
  ['iloveyou', 'PASSWORD_TOO_COMMON'],
  ['baseball2024', 'PASSWORD_TOO_COMMON'],
  ['aaaaaaaa', 'PASSWORD_TOO_SIMPLE'],
  ['        ', 'PASSWORD_TOO_SIMPLE'],
  [' \t \t \t \t', 'PASSWORD_TOO_SIMPLE'],
  ['12345678', 'PASSWORD_TOO_SIMPLE'],
  ['abcdefgh', 'PASSWORD_TOO_SIMPLE'],
  ['qwertyui', 'PASSWORD_TOO_SIMPLE'],
  ['98765432', 'PASSWORD_TOO_SIMPLE'],
  ['abababab', 'PASSWORD_TOO_SIMPLE'],
];

async function expectRefused(response: Response, code: string) {
  expect(response.status).toBe(400);
  const message = AUTH_ERRORS[code]!.message;
  expect(await response.json()).toMatchObject({
    error: { code: ERROR_CODES.validation, message },
    code,
    message,
  });
}

describe('new passwords that are common or trivial are refused, saying why', () => {
  it.each(WEAK)('sign-up with %j: %s, and no account is made', async (password, code) => {
    const email = uniqueEmail();
    await expectRefused(
      await send(app, '/api/auth/sign-up/email', { body: { email, password } }),
      code,
    );
    expect((await signIn(app, email, { password })).status).toBe(401);
  });

  it("refuses the e-mail's own name, alone or with a few characters more", async () => {
    const email = `Marguerite.Duras+${Date.now()}@example.test`;
    const local = email.slice(0, email.indexOf('@'));
    for (const password of [local, local.toLowerCase(), `${local}!1`, email]) {
      await expectRefused(
        await send(app, '/api/auth/sign-up/email', { body: { email, password } }),
        'PASSWORD_LIKE_EMAIL',
      );
    }
  });

  it('accepts the passwords the tests and fixtures use', async () => {
    for (const password of [TEST_PASSWORD, 'a brand new passphrase', 'long enough 123']) {
      await signUp(app, uniqueEmail(), { password });
    }
  });

  it('on change password, keeping the old one', async () => {
    const { cookie, email } = await signUp(app);
    await expectRefused(
      await send(app, '/api/auth/change-password', {
        body: { currentPassword: TEST_PASSWORD, newPassword: '11111111' },
        cookie,
      }),
      'PASSWORD_TOO_SIMPLE',
    );
    await expectRefused(
      await send(app, '/api/auth/change-password', {
        body: { currentPassword: TEST_PASSWORD, newPassword: email.split('@')[0] },
        cookie,
      }),
      'PASSWORD_LIKE_EMAIL',
    );
    expect((await signIn(app, email)).status).toBe(200);
  });

  it('on password reset, keeping the link usable for a better one', async () => {
    const { email } = await signUp(app);
    await send(app, '/api/auth/request-password-reset', {
      body: { email, redirectTo: ROUTES.resetPassword },
    });
    const mail = mailer.sent.findLast((message) => message.to === email)!;
    const token = /\/reset-password\/([^?\s]+)/.exec(mail.text)![1];
    await expectRefused(
      await send(app, '/api/auth/reset-password', { body: { newPassword: 'sunshine', token } }),
      'PASSWORD_TOO_COMMON',
    );
    const reset = await send(app, '/api/auth/reset-password', {
      body: { newPassword: 'a brand new passphrase', token },
    });
    expect(reset.status).toBe(200);
  });
});
