import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimPhoneCodeSend } from '#server/lib/phone-code-limit.ts';
import type { PhoneCodeMessage, PhoneCodeSender } from '#server/lib/phone-code-sender.ts';
import { cookieHeader, send, signIn, signUp } from '#server/test/auth-client.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { PHONE_CODE_LIMIT_MESSAGE } from '#shared/auth-messages.ts';
import { PHONE_CODE_SEND_LIMITS } from '#shared/limits.ts';

/** Stands in for the SMS provider (a third party): keeps the texts. */
const texts: PhoneCodeMessage[] = [];
const sender: PhoneCodeSender = {
  kind: 'memory',
  send: (message) => {
    texts.push(message);
    return Promise.resolve();
  },
};

let database: TestDatabase;
/** Two app instances on one database, like two servers behind a load balancer. */
let apps: [TestApp, TestApp];
beforeAll(async () => {
  database = await createTestDatabase();
  apps = [
    createTestApp(database, { phoneCodeSender: sender }),
    createTestApp(database, { phoneCodeSender: sender }),
  ];
});
afterAll(async () => {
  await database.destroy();
});

const [SHORT, DAY] = PHONE_CODE_SEND_LIMITS;
let seq = 0;
const newNumber = () => `+4477009${String(++seq).padStart(5, '0')}`;
const sentTo = (number: string) => texts.filter((text) => text.to === number).length;
const enrol = (i: number, cookie: string, number: string) =>
  send(apps[i % 2]!, '/api/me/factors/phone', { body: { phone_number: number }, cookie });

async function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(await response.json()).toMatchObject({
    error: { code: 'rate_limited', message: PHONE_CODE_LIMIT_MESSAGE },
  });
}

describe('phone codes: at most 3 per 10 minutes and 10 per day, per user and per number', () => {
  it('limits enrolment texts per user, across app instances', async () => {
    const { cookie } = await signUp(apps[0]);
    const numbers = [newNumber(), newNumber(), newNumber(), newNumber()];
    for (let i = 0; i < SHORT.max; i++)
      expect((await enrol(i, cookie, numbers[i]!)).status).toBe(200);
    await expectLimited(await enrol(SHORT.max, cookie, numbers[SHORT.max]!));
    expect(sentTo(numbers[SHORT.max]!)).toBe(0);
  });

  it('limits texts per number, whoever asks', async () => {
    const number = newNumber();
    for (let i = 0; i < SHORT.max; i++) {
      const { cookie } = await signUp(apps[0]);
      expect((await enrol(i, cookie, number)).status).toBe(200);
    }
    const { cookie } = await signUp(apps[1]);
    await expectLimited(await enrol(1, cookie, number));
    expect(sentTo(number)).toBe(SHORT.max);
  });

  it('holds under concurrent requests', async () => {
    const { cookie } = await signUp(apps[0]);
    const number = newNumber();
    const answers = await Promise.all(
      Array.from({ length: SHORT.max + 4 }, async (_, i) => enrol(i, cookie, number)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(SHORT.max).fill(200),
      ...Array<number>(4).fill(429),
    ]);
    expect(sentTo(number)).toBe(SHORT.max);
  });

  it('limits the texts of the sign-in step too', async () => {
    const { cookie, email } = await signUp(apps[0]);
    const number = newNumber();
    expect((await enrol(0, cookie, number)).status).toBe(200);
    const code = texts.filter((text) => text.to === number).at(-1)!.code;
    const verified = await send(apps[0], '/api/me/factors/phone/verify', {
      body: { code },
      cookie,
    });
    expect(verified.status).toBe(200);

    const pending = cookieHeader(await signIn(apps[1], email));
    const sendOtp = (i: number) =>
      send(apps[i % 2]!, '/api/auth/two-factor/send-otp', { body: {}, cookie: pending });
    for (let i = 1; i < SHORT.max; i++) expect((await sendOtp(i)).status).toBe(200);
    await expectLimited(await sendOtp(SHORT.max));
    expect(sentTo(number)).toBe(SHORT.max);
  });

  it('counts the day: sends older than 10 minutes still count, older than a day do not', async () => {
    const { cookie, userId } = await signUp(apps[0]);
    const number = newNumber();
    // Earlier sends, oldest first, each more than 10 minutes apart, all within the day.
    const earlier = (i: number, from: number) => from - (i + 1) * (SHORT.windowMs + 60_000);
    for (let i = DAY.max - 2; i >= 0; i--) {
      const at = earlier(i, Date.now());
      expect(await claimPhoneCodeSend(database.db, { userId, phoneNumber: number }, at)).toBe(true);
    }
    expect((await enrol(0, cookie, number)).status).toBe(200);
    await expectLimited(await enrol(1, cookie, number));

    const other = await signUp(apps[0]);
    const fresh = newNumber();
    const yesterday = Date.now() - DAY.windowMs;
    for (let i = DAY.max - 1; i >= 0; i--) {
      const at = earlier(i, yesterday);
      expect(
        await claimPhoneCodeSend(database.db, { userId: other.userId, phoneNumber: fresh }, at),
      ).toBe(true);
    }
    expect((await enrol(0, other.cookie, fresh)).status).toBe(200);
  });
});
