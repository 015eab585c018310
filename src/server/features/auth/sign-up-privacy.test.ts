import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '#server/lib/mailer.ts';
import {
  cookieHeader,
  send,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
} from '#server/test/auth-client.ts';
import { linkIn, startSmtpSink } from '#server/test/smtp-sink.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { EMAIL_TAKEN_MESSAGE } from '#shared/auth-messages.ts';

let database: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let outboxDir: string;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpSink();
  outboxDir = await mkdtemp(path.join(tmpdir(), 'soundboard-outbox-'));
  const from = 'Soundboard <no-reply@localhost>';
  app = createTestApp(database, { mailer: createMailer({ smtpUrl: smtp.url, outboxDir, from }) });
});
afterAll(async () => {
  await smtp.close();
  await database.destroy();
  await rm(outboxDir, { recursive: true, force: true });
});

const signUp = (email: string, password = TEST_PASSWORD) =>
  send(app, '/api/auth/sign-up/email', { body: { email, password, callbackURL: '/' } });

/** The answer with what differs between any two sign-ups (ids, times) replaced by their kind. */
async function shape(response: Response) {
  const body = (await response.json()) as { token: unknown; user: Record<string, unknown> };
  const user = Object.fromEntries(
    Object.entries(body.user).map(([key, value]) => [
      key,
      key === 'email' ? 'email' : typeof value === 'string' && key !== 'name' ? 'string' : value,
    ]),
  );
  return {
    status: response.status,
    cookies: response.headers.getSetCookie(),
    headers: [...response.headers.keys()].filter((name) => name !== 'x-request-id').sort(),
    token: body.token,
    user,
  };
}

describe('with a mail server (SMTP_URL): a registered e-mail is not revealed', () => {
  it('answers a duplicate sign-up exactly like a new one, and mails the owner instead', async () => {
    const fresh = await shape(await signUp(uniqueEmail('fresh')));

    const email = uniqueEmail('owner');
    expect((await signUp(email)).status).toBe(200);
    const verify = linkIn((await smtp.nextMail(email)).raw, '/api/auth/verify-email');
    expect((await send(app, verify.pathname + verify.search)).status).toBe(302);
    const before = smtp.mails.filter((mail) => mail.to.includes(email)).length;

    const duplicate = await signUp(email.toUpperCase(), 'another password entirely');
    expect(await shape(duplicate)).toEqual(fresh);

    // The owner hears of it; the address was not taken over: the old password still signs in.
    const mails = smtp.mails.filter((mail) => mail.to.includes(email));
    expect(mails).toHaveLength(before + 1);
    const notice = mails.at(-1)!.raw;
    expect(notice).toMatch(/already have an account/i);
    expect((await signIn(app, email)).status).toBe(200);
    expect((await signIn(app, email, { password: 'another password entirely' })).status).toBe(401);
  });
});

describe('without a mail server: sign-up signs in, so a duplicate cannot pass for a new one', () => {
  it('refuses it with the one shared message, signs nobody in and changes nothing', async () => {
    const plain = createTestApp(database);
    const email = uniqueEmail('taken');
    const first = await send(plain, '/api/auth/sign-up/email', {
      body: { email, password: TEST_PASSWORD },
    });
    const cookie = cookieHeader(first);
    const again = await send(plain, '/api/auth/sign-up/email', {
      body: { email, password: 'another password entirely' },
    });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({
      error: { code: 'conflict', message: EMAIL_TAKEN_MESSAGE },
    });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect((await send(plain, '/api/me', { cookie })).status).toBe(200);
    expect((await signIn(plain, email)).status).toBe(200);
  });
});
