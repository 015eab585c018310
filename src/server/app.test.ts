import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { createTestApp, TEST_ORIGIN } from './test/test-app.ts';
import { createTestDatabase, type TestDatabase } from './test/test-database.ts';

let database: TestDatabase;
let distDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  distDir = await mkdtemp(path.join(tmpdir(), 'soundboard-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Soundboard</title>');
  await writeFile(path.join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  await writeFile(path.join(distDir, 'favicon.svg'), '<svg/>');
});

afterAll(async () => {
  await database.destroy();
  await rm(distDir, { recursive: true, force: true });
});

describe('health and readiness', () => {
  it('answers /api/health', async () => {
    const response = await createTestApp(database).request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers /api/ready when the database answers', async () => {
    const response = await createTestApp(database).request('/api/ready');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers /api/ready with 503 when the database does not', { timeout: 60_000 }, async () => {
    const closed = await openDatabase({ kind: 'pglite', dataDir: undefined });
    await closed.close();
    const response = await createTestApp(closed).request('/api/ready');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: 'service_unavailable', message: 'Database is not ready' },
    });
  });
});

describe('unknown API paths', () => {
  it.each(['GET', 'POST', 'DELETE'])('answers %s with a JSON 404, not the app', async (method) => {
    const app = createTestApp(database, { webDistDir: distDir });
    const headers = { origin: TEST_ORIGIN };
    const response = await app.request('/api/no-such-thing', { method, headers });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: `No API route ${method} /api/no-such-thing` },
    });
  });
});

describe('serving the web app', () => {
  const app = () => createTestApp(database, { webDistDir: distDir });

  it.each(['/', '/my-boards', '/profile/some-slug', '/board/123', '/help', '/auth?mode=signup'])(
    'serves index.html for the client route %s',
    async (route) => {
      const response = await app().request(route);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>Soundboard</title>');
    },
  );

  it('serves index.html with status 404 for paths that are not routes', async () => {
    const response = await app().request('/definitely/not/a/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>Soundboard</title>');
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await app().request('/assets/main-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('serves other files to be revalidated', async () => {
    const response = await app().request('/favicon.svg');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('never serves files outside the build folder', async () => {
    const response = await app().request('/..%2f..%2fetc%2fpasswd');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('root:');
  });

  it('sends security headers with a content security policy', async () => {
    const response = await app().request('/');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
