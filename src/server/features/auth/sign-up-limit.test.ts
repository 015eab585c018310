import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, send, signUp, TEST_PASSWORD, uniqueEmail } from '#server/test/auth-client.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { signUpLimitMessage } from '#shared/auth-messages.ts';
import { ERROR_CODES } from '#shared/errors.ts';

const PER_HOUR = 2;

let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database, { limits: { SIGNUPS_PER_ADDRESS_PER_HOUR: PER_HOUR } });
});
afterAll(async () => {
  await database.destroy();
});

const attempt = async (on: TestApp, ip: string, password = TEST_PASSWORD) =>
  send(on, '/api/auth/sign-up/email', { body: { email: uniqueEmail(), password }, ip });

async function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(await response.json()).toMatchObject({
    error: { code: ERROR_CODES.rateLimited, message: signUpLimitMessage(PER_HOUR) },
    message: signUpLimitMessage(PER_HOUR),
  });
  expect(response.headers.getSetCookie()).toEqual([]);
}

describe('SIGNUPS_PER_ADDRESS_PER_HOUR', () => {
  it('lets one address create that many accounts in an hour, then answers 429 with Retry-After', async () => {
    const ip = randomIp();
    for (let i = 0; i < PER_HOUR; i++) await signUp(app, uniqueEmail(), { ip });
    await expectLimited(await attempt(app, ip));
    // Other addresses are not held back.
    expect((await attempt(app, randomIp())).status).toBe(200);
  });

  it('counts accounts made, not refused attempts', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++) expect((await attempt(app, ip, 'short')).status).toBe(400);
    for (let i = 0; i < PER_HOUR; i++) expect((await attempt(app, ip)).status).toBe(200);
    await expectLimited(await attempt(app, ip));
  });

  it('counts across instances that share the database', async () => {
    const other = createTestApp(database, { limits: { SIGNUPS_PER_ADDRESS_PER_HOUR: PER_HOUR } });
    const ip = randomIp();
    expect((await attempt(app, ip)).status).toBe(200);
    expect((await attempt(other, ip)).status).toBe(200);
    await expectLimited(await attempt(app, ip));
    await expectLimited(await attempt(other, ip));
  });

  it('counts an IPv6 network (/64) as one address', async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    expect((await attempt(app, `${prefix}::1`)).status).toBe(200);
    expect((await attempt(app, `${prefix}:0:0:0:2`)).status).toBe(200);
    await expectLimited(await attempt(app, `${prefix}:ffff:ffff:ffff:ffff`));
    expect((await attempt(app, `2001:db8:${prefix.split(':')[2]}:8::1`)).status).toBe(200);
  });

  it('holds when a burst arrives at once', async () => {
    const ip = randomIp();
    const answers = await Promise.all(Array.from({ length: 6 }, () => attempt(app, ip)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
  });
});
