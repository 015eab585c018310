import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { CROSS_ORIGIN_MESSAGE } from './same-origin.ts';

let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(async () => {
  await database.destroy();
});

const profile = async (cookie: string) =>
  ((await (await send(app, '/api/me', { cookie })).json()) as { profile: { bio: string | null } })
    .profile.bio;

describe('state-changing requests without an Origin header', () => {
  it.each(['cross-site', 'same-site', undefined])(
    'are refused with Sec-Fetch-Site %s, and change nothing',
    async (site) => {
      const { cookie } = await signUp(app);
      const before = await profile(cookie);
      const response = await send(app, '/api/me/profile', {
        method: 'PATCH',
        body: { bio: 'changed from elsewhere' },
        cookie,
        origin: null,
        headers: site ? { 'sec-fetch-site': site } : {},
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: { code: 'forbidden', message: CROSS_ORIGIN_MESSAGE },
      });
      expect(await profile(cookie)).toBe(before);
    },
  );

  it.each(['same-origin', 'none'])('pass with Sec-Fetch-Site %s', async (site) => {
    const { cookie } = await signUp(app);
    const response = await send(app, '/api/me/profile', {
      method: 'PATCH',
      body: { bio: `from ${site}` },
      cookie,
      origin: null,
      headers: { 'sec-fetch-site': site },
    });
    expect(response.status).toBe(200);
    expect(await profile(cookie)).toBe(`from ${site}`);
  });

  it('refuses a sign-in without Origin, while reads without Origin still pass', async () => {
    const { email } = await signUp(app);
    const signIn = await send(app, '/api/auth/sign-in/email', {
      body: { email, password: 'whatever it is' },
      origin: null,
    });
    expect(signIn.status).toBe(403);
    expect((await send(app, '/api/health', { origin: null })).status).toBe(200);
  });
});
