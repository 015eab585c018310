import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  send,
  signIn,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
} from '#server/test/auth-client.ts';
import { createTestApp, memoryMailer, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { AUTH_ERRORS, PASSWORD_RULE } from '#shared/auth-errors.ts';
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

const NEW_PASSWORD = 'a brand new passphrase';

const requestReset = (email: string) =>
  send(app, '/api/auth/request-password-reset', {
    body: { email, redirectTo: ROUTES.resetPassword },
  });

/** The reset link of the last mail to `email`, as the browser opens it. */
function resetLinkTo(email: string): URL {
  const mail = mailer.sent.findLast((message) => message.to === email);
  if (!mail) throw new Error(`no mail to ${email}`);
  expect(mail.subject).toBe('Reset your Soundboard password');
  const match = mail.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/);
  if (!match) throw new Error('no reset link in the mail');
  return new URL(match[0]);
}

/** Opens the link: better-auth checks the token and sends the browser to the reset page. */
async function openLink(link: URL) {
  const opened = await send(app, link.pathname + link.search);
  expect(opened.status).toBe(302);
  return new URL(opened.headers.get('location') ?? '', 'http://site');
}

describe('forgot password (decision 011)', () => {
  it('mails a link to the reset page; the new password works and every session is signed out', async () => {
    const { cookie, email } = await signUp(app);
    expect((await requestReset(email)).status).toBe(200);
    const landing = await openLink(resetLinkTo(email));
    expect(landing.pathname).toBe(ROUTES.resetPassword);
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await send(app, '/api/auth/reset-password', {
      body: { newPassword: NEW_PASSWORD, token },
    });
    expect(reset.status).toBe(200);
    expect((await send(app, '/api/me', { cookie })).status).toBe(401);
    expect((await signIn(app, email)).status).toBe(401);
    const signedIn = await signIn(app, email, { password: NEW_PASSWORD });
    expect(signedIn.status).toBe(200);
    expect((await send(app, '/api/me', { cookie: cookieHeader(signedIn) })).status).toBe(200);

    const again = await send(app, '/api/auth/reset-password', {
      body: { newPassword: TEST_PASSWORD, token },
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      error: { code: 'validation_error', message: AUTH_ERRORS.INVALID_TOKEN!.message },
    });
  });

  it('sends an invalid link to the reset page with the error, for the page to say so', async () => {
    const landing = await openLink(
      new URL('/api/auth/reset-password/not-a-token?callbackURL=%2Freset-password', 'http://x'),
    );
    expect(landing.pathname).toBe(ROUTES.resetPassword);
    expect(landing.searchParams.get('error')).toBe('INVALID_TOKEN');
  });

  it('refuses a short new password with the rule in words', async () => {
    const { email } = await signUp(app);
    await requestReset(email);
    const token = (await openLink(resetLinkTo(email))).searchParams.get('token');
    const short = await send(app, '/api/auth/reset-password', {
      body: { newPassword: 'short', token },
    });
    expect(short.status).toBe(400);
    const body = (await short.json()) as { error: { message: string } };
    expect(body.error.message).toContain(PASSWORD_RULE);
  });

  it('answers an unknown address like a known one and mails nothing', async () => {
    const email = uniqueEmail('nobody');
    expect((await requestReset(email)).status).toBe(200);
    expect(mailer.sent.some((message) => message.to === email)).toBe(false);
  });
});

describe('sign-up errors in words (decision 011)', () => {
  it('a malformed address and a short password say what to do', async () => {
    const badEmail = await send(app, '/api/auth/sign-up/email', {
      body: { email: 'not-an-address', password: TEST_PASSWORD },
    });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.json()).toMatchObject({
      error: { message: AUTH_ERRORS.INVALID_EMAIL!.message },
    });
    const short = await send(app, '/api/auth/sign-up/email', {
      body: { email: uniqueEmail(), password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      code: 'PASSWORD_TOO_SHORT',
      error: { message: AUTH_ERRORS.PASSWORD_TOO_SHORT!.message },
    });
  });
});

describe("a visitor's session check (decision 011)", () => {
  it('answers 200 with null, so that a page load logs no failed request', async () => {
    const response = await send(app, '/api/auth/get-session');
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });
});
