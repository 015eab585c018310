import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '#server/db/schema.ts';
import { send, signUp } from '#server/test/auth-client.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { PROFILE_INPUT_MESSAGES } from '#shared/profile-messages.ts';
import type { Profile } from '#shared/schemas/profile.ts';
import { USERNAME_MAX, USERNAME_MIN } from '#shared/limits.ts';

/** The default username: `user-` and a random suffix, nothing of the e-mail. */
const DEFAULT_USERNAME = /^user-[a-z0-9]{8}$/;

let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(async () => {
  await database.destroy();
});

const local = () => `sam${randomUUID().slice(0, 6)}`;
const patch = (cookie: string, body: unknown) =>
  send(app, '/api/me/profile', { method: 'PATCH', body, cookie });

describe('GET /api/me', () => {
  it('answers visitors with a JSON 401', async () => {
    const response = await send(app, '/api/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: 'User must be logged in.' },
    });
  });

  it('gives the session user (aal1, no factors) and the profile made at sign-up', async () => {
    const name = local();
    const { cookie, userId, email } = await signUp(app, `${name}@example.test`);
    const response = await send(app, '/api/me', { cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { profile: Profile };
    expect(body).toEqual({
      user: { id: userId, email, factors: [], aal: 'aal1' },
      profile: {
        id: userId,
        username: expect.stringMatching(DEFAULT_USERNAME) as string,
        full_name: null,
        bio: null,
        avatar_url: null,
        profile_background_image_url: null,
        profile_background_settings: {},
        public_url_slug: body.profile.username,
      },
    });
  });
});

describe('profiles made at sign-up', () => {
  it('names nobody after their e-mail: a neutral, unique username and slug, public as they are', async () => {
    const secret = local();
    const name = `Same.${secret}`;
    const first = await signUp(app, `${name}@one.example`);
    const second = await signUp(app, `${name}@two.example`);
    const rows = await database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, first.userId))
      .union(database.db.select().from(profiles).where(eq(profiles.id, second.userId)));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.username).toMatch(DEFAULT_USERNAME);
      expect(row.username.length).toBeGreaterThanOrEqual(USERNAME_MIN);
      expect(row.username.length).toBeLessThanOrEqual(USERNAME_MAX);
      expect(row.publicUrlSlug).toBe(row.username);
      // What a visitor sees of the profile does not lead back to the address.
      const seen = await send(app, `/api/profiles/${row.publicUrlSlug}`);
      expect(seen.status).toBe(200);
      expect((await seen.text()).toLowerCase()).not.toContain(secret);
    }
    expect(rows[0]!.username).not.toBe(rows[1]!.username);
  });

  it('deletes the profile with its user', async () => {
    const { userId } = await signUp(app);
    await database.db.delete(users).where(eq(users.id, userId));
    expect(await database.db.select().from(profiles).where(eq(profiles.id, userId))).toEqual([]);
  });
});

describe('GET /api/profiles/:identifier', () => {
  it('finds a profile by id and by public URL slug, for visitors too', async () => {
    const { userId } = await signUp(app);
    const byId = await send(app, `/api/profiles/${userId}`);
    expect(byId.status).toBe(200);
    const profile = (await byId.json()) as Profile;
    expect(profile.id).toBe(userId);
    const bySlug = await send(app, `/api/profiles/${profile.public_url_slug}`);
    expect(await bySlug.json()).toEqual(profile);
    const upperId = await send(app, `/api/profiles/${userId.toUpperCase()}`);
    expect(upperId.status).toBe(200);
  });

  it.each([randomUUID(), 'no-such-slug'])('answers a missing profile (%s) with 404', async (id) => {
    const response = await send(app, `/api/profiles/${id}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: {
        code: 'not_found',
        message: 'The user profile you are looking for does not exist.',
      },
    });
  });
});

describe('PATCH /api/me/profile', () => {
  it('saves the fields and returns the saved profile', async () => {
    const { cookie, userId } = await signUp(app);
    const username = local();
    const response = await patch(cookie, {
      username,
      full_name: 'Sam Player',
      bio: 'I make noise.',
      profile_background_settings: { size: 'contain' },
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as Profile;
    expect(saved).toMatchObject({
      id: userId,
      username,
      full_name: 'Sam Player',
      bio: 'I make noise.',
      profile_background_settings: { size: 'contain' },
    });
    expect(await (await send(app, `/api/profiles/${userId}`)).json()).toEqual(saved);

    const cleared = await patch(cookie, { full_name: null, bio: '' });
    expect(await cleared.json()).toMatchObject({ username, full_name: null, bio: null });
  });

  it('needs a signed-in user', async () => {
    const response = await send(app, '/api/me/profile', { method: 'PATCH', body: { bio: 'x' } });
    expect(response.status).toBe(401);
  });

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters.'],
    [{ username: '  ab  ' }, 'Username must be at least 3 characters.'],
    [{ username: 'a'.repeat(51) }, PROFILE_INPUT_MESSAGES.usernameTooLong(50)],
    [{ full_name: 'f'.repeat(101) }, PROFILE_INPUT_MESSAGES.fullNameTooLong(100)],
    [{ bio: 'b'.repeat(251) }, PROFILE_INPUT_MESSAGES.bioTooLong(250)],
    [{ profile_background_settings: { size: 'stretch' } }, undefined],
  ])('refuses %j with 400', async (body, message) => {
    const { cookie } = await signUp(app);
    const response = await patch(cookie, body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe('validation_error');
    if (message) expect(json.error.message).toBe(message);
  });

  it('accepts the limits themselves', async () => {
    const { cookie } = await signUp(app);
    const response = await patch(cookie, {
      username: `${local()}${'x'.repeat(41)}`,
      full_name: 'f'.repeat(100),
      bio: 'b'.repeat(250),
    });
    expect(response.status).toBe(200);
  });

  it('refuses a username taken by someone else, in any case, with 409', async () => {
    const taken = local();
    const owner = await signUp(app);
    expect((await patch(owner.cookie, { username: taken })).status).toBe(200);
    const other = await signUp(app);
    const response = await patch(other.cookie, { username: taken.toUpperCase() });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: 'username_taken', message: 'Username is already taken.' },
    });
    expect((await patch(owner.cookie, { username: taken.toUpperCase() })).status).toBe(200);
  });
});
