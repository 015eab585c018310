import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';

/**
 * Files of private boards reach the browser's HTTP cache too (long-cached /files answers, Range requests the
 * service worker does not handle), where no page script can remove them (decision 042). Every answer that
 * ends the browser's session tells the browser to clear that cache.
 */
let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(() => database.destroy());

const clearsCache = (response: Response) =>
  response.headers.get('clear-site-data')?.includes('"cache"') ?? false;

describe('the end of a session clears the browser cache', () => {
  it('on Log out', async () => {
    const { cookie } = await signUp(app);
    const response = await send(app, '/api/auth/sign-out', { body: {}, cookie });
    expect(response.status).toBe(200);
    expect(clearsCache(response)).toBe(true);
  });

  it('when the browser shows a session that has ended elsewhere', async () => {
    const { cookie } = await signUp(app);
    const other = await signUp(app);
    // The session ends on the server (here: signed out) while this browser still holds its cookie.
    const ended = await send(app, '/api/auth/sign-out', { body: {}, cookie });
    expect(ended.status).toBe(200);
    const response = await send(app, '/api/auth/get-session', { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
    expect(clearsCache(response)).toBe(true);
    // A live session's check leaves the cache alone.
    const live = await send(app, '/api/auth/get-session', { cookie: other.cookie });
    expect(clearsCache(live)).toBe(false);
  });

  it('not for a visitor who never had a session', async () => {
    const response = await send(app, '/api/auth/get-session');
    expect(clearsCache(response)).toBe(false);
  });
});
