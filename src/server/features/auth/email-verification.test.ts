import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '#server/lib/mailer.ts';
import { AUTH_ERRORS } from '#shared/auth-errors.ts';
import { ROUTES } from '#shared/routes.ts';
import {
  cookieHeader,
  send,
  signIn,
  uniqueEmail,
  TEST_PASSWORD,
} from '#server/test/auth-client.ts';
import { linkIn, startSmtpSink } from '#server/test/smtp-sink.ts';
import { createTestApp, TEST_ORIGIN } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';

let database: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let outboxDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpSink();
  outboxDir = await mkdtemp(path.join(tmpdir(), 'soundboard-outbox-'));
});
afterAll(async () => {
  await smtp.close();
  await database.destroy();
  await rm(outboxDir, { recursive: true, force: true });
});

const from = 'Soundboard <no-reply@localhost>';

describe('with a mail server (SMTP_URL): verification required', () => {
  const smtpApp = () =>
    createTestApp(database, { mailer: createMailer({ smtpUrl: smtp.url, outboxDir, from }) });

  it('sends a link that verifies the address, signs in and returns to the site root', async () => {
    const app = smtpApp();
    const email = uniqueEmail('verify');
    const signUp = await send(app, '/api/auth/sign-up/email', {
      body: { email, password: TEST_PASSWORD, callbackURL: '/' },
    });
    expect(signUp.status).toBe(200);
    expect(await signUp.json()).toMatchObject({ token: null, user: { email } });
    expect(signUp.headers.getSetCookie()).toEqual([]);

    const refused = await signIn(app, email);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { code: 'forbidden', message: AUTH_ERRORS.EMAIL_NOT_VERIFIED!.message },
    });

    const mail = await smtp.nextMail(email);
    expect(mail.raw).toContain(`Subject: Confirm your e-mail for Soundboard`);
    const link = linkIn(mail.raw, '/api/auth/verify-email');
    expect(link.origin).toBe(TEST_ORIGIN);

    const verified = await send(app, link.pathname + link.search);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/');
    const cookie = cookieHeader(verified);
    const me = await send(app, '/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email } });

    const signedIn = await signIn(app, email);
    expect(signedIn.status).toBe(200);
    expect(cookieHeader(signedIn)).toMatch(/^soundboard\.session_token=/);
  });

  it('does not reveal that an e-mail is already registered', async () => {
    const app = smtpApp();
    const email = uniqueEmail('again');
    const body = { email, password: TEST_PASSWORD };
    expect((await send(app, '/api/auth/sign-up/email', { body })).status).toBe(200);
    const second = await send(app, '/api/auth/sign-up/email', { body });
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ token: null, user: { email } });
  });

  it('an unconfirmed sign-in mails a new link back to the confirmation page (decision 011)', async () => {
    const app = smtpApp();
    const email = uniqueEmail('again-link');
    const callbackURL = ROUTES.emailConfirmed;
    await send(app, '/api/auth/sign-up/email', {
      body: { email, password: TEST_PASSWORD, callbackURL },
    });
    await smtp.nextMail(email);
    const before = smtp.mails.filter((mail) => mail.to.includes(email)).length;
    const refused = await send(app, '/api/auth/sign-in/email', {
      body: { email, password: TEST_PASSWORD, callbackURL },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { message: expect.stringContaining('We just sent you a new link') as unknown },
    });
    await expect
      .poll(() => smtp.mails.filter((mail) => mail.to.includes(email)).length)
      .toBe(before + 1);
    const latest = smtp.mails.filter((mail) => mail.to.includes(email)).at(-1)!;
    const link = linkIn(latest.raw, '/api/auth/verify-email');
    const verified = await send(app, link.pathname + link.search);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe(callbackURL);
  });

  it('sends a forged or expired link to the confirmation page with the error (decision 011)', async () => {
    const app = smtpApp();
    const response = await send(
      app,
      `/api/auth/verify-email?token=forged&callbackURL=${encodeURIComponent(ROUTES.emailConfirmed)}`,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${ROUTES.emailConfirmed}?error=INVALID_TOKEN`);
  });

  it('refuses a forged verification token', async () => {
    const app = smtpApp();
    const response = await send(app, '/api/auth/verify-email?token=forged&callbackURL=%2F');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/?error=INVALID_TOKEN');
  });
});

describe('without a mail server: verification off', () => {
  it('signs the user in and writes the verification mail to the outbox', async () => {
    const app = createTestApp(database, {
      mailer: createMailer({ smtpUrl: undefined, outboxDir, from }),
    });
    const email = uniqueEmail('outbox');
    const signUp = await send(app, '/api/auth/sign-up/email', {
      body: { email, password: TEST_PASSWORD },
    });
    expect(signUp.status).toBe(200);
    expect(cookieHeader(signUp)).toMatch(/^soundboard\.session_token=/);

    const files = await readdir(outboxDir);
    const contents = await Promise.all(
      files.map((file) => readFile(path.join(outboxDir, file), 'utf8')),
    );
    const mail = contents.find((text) => text.includes(`To: ${email}`));
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    expect(mail).toBeDefined();
    const link = linkIn(mail!, '/api/auth/verify-email');
    expect((await send(app, link.pathname + link.search)).status).toBe(302);
  });
});
