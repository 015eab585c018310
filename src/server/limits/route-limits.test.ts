import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listApiRoutes } from '#server/test/api-routes.ts';
import { randomIp, signUp } from '#server/test/auth-client.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { limitsDocument } from './limits-doc.ts';
import { bodyMaxBytes, ROUTE_LIMITS, routeKey } from './route-limits.ts';
import { TUNABLE_LIMITS } from './tunable-limits.ts';

/**
 * The limits table covers the router exactly, like the authorisation matrix: a new route without declared
 * limits fails here, and every declared body cap is enforced (one byte more is a 413).
 */
let database: TestDatabase;
let app: TestApp;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
  ({ cookie } = await signUp(app));
});
afterAll(() => database.destroy());

/** Every route the router holds: the API's and the stored files'. */
function routerKeys(): string[] {
  const files = app.routes
    .filter((route) => route.method === 'GET' && route.path.startsWith('/files/'))
    .map((route) => routeKey(route.method, route.path));
  return [...listApiRoutes(app).map((r) => routeKey(r.method, r.path)), ...new Set(files)];
}

/** A concrete path for a pattern: ids are random UUIDs (the cap must hold before any lookup). */
function concretePath(pattern: string): string {
  return pattern
    .replace('/api/auth/*', '/api/auth/sign-in/email')
    .replace(/:identifier/g, 'someone')
    .replace(/:[A-Za-z]+/g, () => randomUUID());
}

function oversizedBody(
  route: string,
  max: number,
): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const limits = ROUTE_LIMITS[route]!;
  if (limits.body.kind === 'upload') {
    const boundary = 'limits-table-boundary';
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.bin"\r\ncontent-type: application/octet-stream\r\n\r\n`;
    const body = new Uint8Array(max + 1).fill(0x61);
    body.set(new TextEncoder().encode(head));
    return { body, contentType: `multipart/form-data; boundary=${boundary}` };
  }
  const body = new Uint8Array(max + 1).fill(0x20); // JSON whitespace: valid up to the cap
  body.set(new TextEncoder().encode('{"a":1}'));
  return { body, contentType: 'application/json' };
}

describe('the limits table', () => {
  it('has a row for every route and a route for every row', () => {
    const routes = routerKeys();
    expect(routes.filter((key) => !ROUTE_LIMITS[key])).toEqual([]);
    expect(Object.keys(ROUTE_LIMITS).filter((key) => !routes.includes(key))).toEqual([]);
  });

  it('declares a budget for every route that decompresses, streams or takes an upload', () => {
    const missing = Object.entries(ROUTE_LIMITS).filter(
      ([key, limits]) =>
        !limits.budget &&
        (limits.body.kind === 'upload' ||
          /\/stream$|realtime|export|import|media|^GET \/files\//.test(key)),
    );
    expect(missing.map(([key]) => key)).toEqual([]);
  });

  it('names only environment variables that exist', () => {
    const documented = readFileSync('.env.example', 'utf8');
    const names = Object.values(ROUTE_LIMITS).flatMap((limits) =>
      [limits.rate, limits.concurrency].flatMap((entry) =>
        'env' in entry && entry.env ? [entry.env] : [],
      ),
    );
    for (const name of names) {
      expect(name in TUNABLE_LIMITS || documented.includes(`# ${name}=`), name).toBe(true);
    }
  });

  it('lists every tunable in the README and .env.example', () => {
    const readme = readFileSync('README.md', 'utf8');
    const example = readFileSync('.env.example', 'utf8');
    for (const name of Object.keys(TUNABLE_LIMITS)) {
      expect(readme.includes(`| \`${name}\``), name).toBe(true);
      expect(example.includes(`# ${name}=`), name).toBe(true);
    }
  });

  it('is what docs/limits.md says (npm run docs:limits writes it)', () => {
    expect(readFileSync('docs/limits.md', 'utf8')).toBe(limitsDocument());
  });

  it.each(Object.keys(ROUTE_LIMITS).filter((key) => bodyMaxBytes(ROUTE_LIMITS[key]!) !== null))(
    '%s refuses one byte more than its declared body cap',
    async (route) => {
      const [method, pattern] = route.split(' ') as [string, string];
      const max = bodyMaxBytes(ROUTE_LIMITS[route]!)!;
      const { body, contentType } = oversizedBody(route, max);
      const response = await app.request(
        concretePath(pattern),
        {
          method,
          headers: { origin: TEST_ORIGIN, cookie, 'content-type': contentType },
          body,
        },
        { incoming: { socket: { remoteAddress: randomIp() } } },
      );
      expect(response.status).toBe(413);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        ERROR_CODES.tooLarge,
      );
    },
  );
});
