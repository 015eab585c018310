import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { URI, type TOTP } from 'otpauth';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxPhoneCodeSender } from '#server/lib/phone-code-sender.ts';
import { cookieHeader, send, signIn, signUp, TEST_PASSWORD } from '#server/test/auth-client.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';

let database: TestDatabase;
let app: TestApp;
let outbox: string;
beforeAll(async () => {
  database = await createTestDatabase();
  outbox = mkdtempSync(path.join(tmpdir(), 'soundboard-outbox-'));
  app = createTestApp(database, {
    phoneCodeSender: outboxPhoneCodeSender(outbox, pino({ level: 'silent' })),
  });
});
afterAll(async () => {
  await database.destroy();
});

let phoneSeq = 0;
const newPhone = () => `+44 7700 9${String(++phoneSeq).padStart(5, '0')}`;
const e164 = (phone: string) => phone.replaceAll(' ', '');

/** The code of the latest text written to the outbox for that number. */
function lastCodeTo(phone: string): string {
  const texts = readdirSync(outbox)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((name) => readFileSync(path.join(outbox, name), 'utf8'))
    .filter((text) => text.startsWith(`To: ${e164(phone)}\n`));
  const match = /(\d{6}) is your Soundboard verification code/.exec(texts.at(-1) ?? '');
  if (!match?.[1]) throw new Error(`no code sent to ${phone}`);
  return match[1];
}

const me = async (cookie: string) =>
  (await (await send(app, '/api/me', { cookie })).json()) as {
    user: { factors: unknown[]; aal: string };
  };

async function enrolPhone(cookie: string, phone = newPhone()) {
  const enrol = await send(app, '/api/me/factors/phone', { body: { phone_number: phone }, cookie });
  expect(enrol.status).toBe(200);
  const verify = await send(app, '/api/me/factors/phone/verify', {
    body: { code: lastCodeTo(phone) },
    cookie,
  });
  expect(verify.status).toBe(200);
  return { phone, cookie: cookieHeader(verify, cookie) };
}

describe('phone factor', () => {
  it('enrols a number with the code texted to it (through the outbox sender)', async () => {
    const { cookie } = await signUp(app);
    const phone = newPhone();
    const enrol = await send(app, '/api/me/factors/phone', {
      body: { phone_number: phone },
      cookie,
    });
    expect(await enrol.json()).toEqual({
      phone: { phone_number: '+44 ••• 0001', verified: false },
    });
    expect((await me(cookie)).user.factors).toEqual([]);

    const wrong = await send(app, '/api/me/factors/phone/verify', {
      body: { code: lastCodeTo(phone) === '000000' ? '111111' : '000000' },
      cookie,
    });
    // Signed in, a wrong code is bad input: 400, not the 401 of "not signed in" (DESIGN §5).
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { code: 'validation_error' } });
    expect((await me(cookie)).user.factors).toEqual([]);

    const verify = await send(app, '/api/me/factors/phone/verify', {
      body: { code: lastCodeTo(phone) },
      cookie,
    });
    expect(verify.status).toBe(200);
    const upgraded = cookieHeader(verify, cookie);
    expect((await me(upgraded)).user).toMatchObject({
      factors: [{ factor_type: 'phone', status: 'verified' }],
      aal: 'aal2',
    });
    const listed = await send(app, '/api/me/factors/phone', { cookie: upgraded });
    expect(await listed.json()).toEqual({
      phone: { phone_number: '+44 ••• 0001', verified: true },
    });
  });

  it('refuses a number that is not in international form', async () => {
    const { cookie } = await signUp(app);
    const response = await send(app, '/api/me/factors/phone', {
      body: { phone_number: '07700 900123' },
      cookie,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'validation_error',
        message: 'Enter the number in international format, e.g. +44 7700 900123.',
      },
    });
  });

  it('asks for a texted code at sign-in, then gives an aal2 session', async () => {
    const { cookie, email } = await signUp(app);
    const { phone } = await enrolPhone(cookie);

    const firstStep = await signIn(app, email);
    expect(await firstStep.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['otp'] });
    const pending = cookieHeader(firstStep);
    expect((await send(app, '/api/me', { cookie: pending })).status).toBe(401);

    const sent = await send(app, '/api/auth/two-factor/send-otp', { body: {}, cookie: pending });
    expect(sent.status).toBe(200);
    const verified = await send(app, '/api/auth/two-factor/verify-otp', {
      body: { code: lastCodeTo(phone) },
      cookie: pending,
    });
    expect(verified.status).toBe(200);
    const session = cookieHeader(verified, pending);
    expect((await me(session)).user).toMatchObject({
      factors: [{ factor_type: 'phone', status: 'verified' }],
      aal: 'aal2',
    });
  });

  it('offers only the authenticator to users without a phone, and sends them no code', async () => {
    const { cookie, email } = await signUp(app);
    const enable = await send(app, '/api/auth/two-factor/enable', {
      body: { password: TEST_PASSWORD },
      cookie,
    });
    const { totpURI } = (await enable.json()) as { totpURI: string };
    const totp = URI.parse(totpURI) as TOTP;
    expect(
      (
        await send(app, '/api/auth/two-factor/verify-totp', {
          body: { code: totp.generate() },
          cookie,
        })
      ).status,
    ).toBe(200);
    const firstStep = await signIn(app, email);
    expect(await firstStep.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const sent = await send(app, '/api/auth/two-factor/send-otp', {
      body: {},
      cookie: cookieHeader(firstStep),
    });
    expect(sent.status).toBe(400);
    expect(await sent.json()).toMatchObject({
      error: { message: 'No phone number is set up for this account.' },
    });
  });

  it('removes the phone with the password; sign-in then needs no second factor', async () => {
    const { cookie: first, email } = await signUp(app);
    const { cookie } = await enrolPhone(first);
    const wrong = await send(app, '/api/me/factors/phone', {
      method: 'DELETE',
      body: { password: 'not the password' },
      cookie,
    });
    expect(wrong.status).toBe(400);
    const removed = await send(app, '/api/me/factors/phone', {
      method: 'DELETE',
      body: { password: TEST_PASSWORD },
      cookie,
    });
    expect(removed.status).toBe(200);
    expect((await me(cookie)).user.factors).toEqual([]);
    const again = await signIn(app, email);
    expect(await again.json()).toMatchObject({ user: { email } });
  });
});
