import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import type { Profile } from '#shared/schemas/profile.ts';

let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(async () => {
  await database.destroy();
});

const unique = (prefix: string) => `${prefix}_${randomUUID().slice(0, 6)}`;
const rename = async (cookie: string, username: string) => {
  const response = await send(app, '/api/me/profile', {
    method: 'PATCH',
    body: { username },
    cookie,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Profile;
};
const lookUp = (identifier: string) => send(app, `/api/profiles/${encodeURIComponent(identifier)}`);

describe('the public URL slug follows the username (DESIGN §7)', () => {
  it('resolves the profile by the new username, and the old one stops resolving', async () => {
    const { cookie, userId } = await signUp(app);
    const first = await rename(cookie, unique('streamer'));
    const second = await rename(cookie, unique('streamer_jo'));
    expect(second.public_url_slug).toBe(second.username);
    const byNew = await lookUp(second.username);
    expect(byNew.status).toBe(200);
    expect(((await byNew.json()) as Profile).id).toBe(userId);
    expect((await lookUp(first.username)).status).toBe(404);
    expect((await lookUp(first.public_url_slug)).status).toBe(404);
  });

  it('resolves the slug in any letter case', async () => {
    const { cookie, userId } = await signUp(app);
    const saved = await rename(cookie, unique('Mixed_Case'));
    expect(saved.public_url_slug).toBe(saved.username.toLowerCase());
    const response = await lookUp(saved.username.toUpperCase());
    expect(((await response.json()) as Profile).id).toBe(userId);
  });

  it('makes a URL-safe slug of any username and keeps slugs unique without refusing the name', async () => {
    const tag = randomUUID().slice(0, 6);
    const one = await signUp(app);
    const two = await signUp(app);
    const spaced = await rename(one.cookie, `Jo Stream ${tag}`);
    expect(spaced.public_url_slug).toBe(`jo-stream-${tag}`);
    const dashed = await rename(two.cookie, `jo-stream-${tag}`);
    expect(dashed.username).toBe(`jo-stream-${tag}`);
    expect(dashed.public_url_slug).not.toBe(spaced.public_url_slug);
    expect(dashed.public_url_slug).toMatch(/^[a-z0-9_-]+$/);
    expect(((await (await lookUp(dashed.public_url_slug)).json()) as Profile).id).toBe(two.userId);
    expect(((await (await lookUp(spaced.public_url_slug)).json()) as Profile).id).toBe(one.userId);
  });

  it('keeps the slug when the username is not part of the update', async () => {
    const { cookie } = await signUp(app);
    const saved = await rename(cookie, unique('keeper'));
    const response = await send(app, '/api/me/profile', {
      method: 'PATCH',
      body: { bio: 'hello' },
      cookie,
    });
    expect(((await response.json()) as Profile).public_url_slug).toBe(saved.public_url_slug);
  });
});
