import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/auth-client.ts';
import { listApiRoutes, isMutating } from '../test/api-routes.ts';
import { createBoard, createButton, createSound } from '../test/factories.ts';
import {
  hostileBody,
  oddId,
  sendHostile,
  snapshotRows,
  type HostileBody,
} from '../test/hostile-input.ts';
import { startFakeGiphy } from '../test/fake-giphy.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app.ts';
import { REMOTE_PATHS } from '#shared/remote.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

/** The owner's real objects a route's path ids can point at. */
type FixtureKey = 'board' | 'button' | 'sound' | 'trashedBoard' | 'trashedSound';
type Fixtures = Record<FixtureKey, string>;

interface RouteCase {
  /** What each `:param` of the path refers to when it is a real id. */
  ids?: Record<string, FixtureKey>;
  /** The body fields the route reads (JSON or multipart). */
  fields: readonly string[];
  /** Query strings worth trying besides none. */
  queries?: readonly string[];
  /** Sent with the owner's all-boards access token (the remote's bearer routes, decision 059). */
  bearer?: true;
}

const PERMANENT = [
  '?permanent=true',
  '?permanent=%00',
  '?permanent=%',
  '?permanent=true&x=%E0%A4%A',
];

/** Every mutating API route (keyed as the router holds it, patterns left out) and how to attack it. */
const ROUTES: Record<string, RouteCase> = {
  'POST /api/me/profile/files': { fields: ['bucket', 'file'] },
  'DELETE /api/me/profile/background': { fields: [] },
  'PATCH /api/me/profile': {
    fields: ['username', 'full_name', 'bio', 'profile_background_settings'],
  },
  'POST /api/boards/:id/restore': { ids: { id: 'trashedBoard' }, fields: [] },
  'POST /api/sounds/:id/restore': { ids: { id: 'trashedSound' }, fields: [] },
  'POST /api/functions/clear-user-trash': { fields: [] },
  'DELETE /api/boards/:id': { ids: { id: 'board' }, fields: [], queries: PERMANENT },
  'DELETE /api/sounds/:id': { ids: { id: 'sound' }, fields: [], queries: PERMANENT },
  'POST /api/boards': { fields: ['name', 'description', 'background'] },
  'POST /api/boards/import': { fields: ['file'] },
  'POST /api/me/library/restore': { fields: ['file'] },
  'PATCH /api/boards/:id': {
    ids: { id: 'board' },
    fields: [
      'name',
      'description',
      'is_public',
      'background_settings',
      'master_volume',
      'play_mode',
      'stop_all_key',
    ],
  },
  'PUT /api/boards/:id/background': { ids: { id: 'board' }, fields: ['file'] },
  'DELETE /api/boards/:id/background': { ids: { id: 'board' }, fields: [] },
  'PUT /api/boards/:id/like': { ids: { id: 'board' }, fields: [] },
  'DELETE /api/boards/:id/like': { ids: { id: 'board' }, fields: [] },
  'PUT /api/boards/:id/live': { ids: { id: 'board' }, fields: [] },
  'DELETE /api/boards/:id/live': { ids: { id: 'board' }, fields: [] },
  'POST /api/boards/:id/live/presses': { ids: { id: 'board' }, fields: ['button_id', 'action'] },
  'POST /api/boards/:id/remotes': { ids: { id: 'board' }, fields: [] },
  'DELETE /api/boards/:id/remotes/:remoteId': { ids: { id: 'board' }, fields: [] },
  'POST /api/boards/:id/remotes/now-playing': {
    ids: { id: 'board' },
    fields: ['button_id', 'playing', 'started_at', 'duration_ms', 'loop'],
  },
  'POST /api/remote/pair': { fields: ['code'] },
  'POST /api/remote/boards/:id/buttons/:buttonId/press': {
    ids: { id: 'board', buttonId: 'button' },
    fields: ['phase'],
    bearer: true,
  },
  'POST /api/remote/boards/:id/buttons/:buttonId/stop': {
    ids: { id: 'board', buttonId: 'button' },
    fields: [],
    bearer: true,
  },
  'POST /api/remote/boards/:id/stop-all': { ids: { id: 'board' }, fields: [], bearer: true },
  'POST /api/me/access-tokens': { fields: ['name', 'board_id'] },
  'DELETE /api/me/access-tokens/:tokenId': { fields: [] },
  'POST /api/boards/:id/buttons': { ids: { id: 'board' }, fields: ['sound_id', 'label'] },
  'PUT /api/boards/:id/buttons/order': { ids: { id: 'board' }, fields: ['button_ids'] },
  'PATCH /api/boards/:id/buttons/:buttonId': {
    ids: { id: 'board', buttonId: 'button' },
    fields: [
      'label',
      'color',
      'hotkey',
      'sound_id',
      'background_settings',
      'volume',
      'trim_start_ms',
      'trim_end_ms',
      'fade_in_ms',
      'fade_out_ms',
      'loop',
    ],
  },
  'DELETE /api/boards/:id/buttons/:buttonId': {
    ids: { id: 'board', buttonId: 'button' },
    fields: [],
  },
  'PUT /api/boards/:id/buttons/:buttonId/background': {
    ids: { id: 'board', buttonId: 'button' },
    fields: ['file'],
  },
  'DELETE /api/boards/:id/buttons/:buttonId/background': {
    ids: { id: 'board', buttonId: 'button' },
    fields: [],
  },
  'POST /api/sounds': { fields: ['name', 'file', 'source_url', 'image'] },
  'PUT /api/sounds/:id/image': { ids: { id: 'sound' }, fields: ['file'] },
  'PUT /api/sounds/:id/tags': { ids: { id: 'sound' }, fields: ['tags'] },
  'POST /api/sounds/:id/plays': { ids: { id: 'sound' }, fields: ['count'] },
  'PUT /api/sounds/:id/loudness': {
    ids: { id: 'sound' },
    fields: ['loudness_gain_db', 'normalize'],
  },
  'POST /api/functions/ingest-audio-from-url': { fields: ['url', 'filePath'] },
  'POST /api/functions/gif-proxy': { fields: ['endpoint', 'query', 'limit'] },
  'POST /api/me/factors/phone': { fields: ['phone_number'] },
  'POST /api/me/factors/phone/verify': { fields: ['code'] },
  'DELETE /api/me/factors/phone': { fields: ['password'] },
  // better-auth is one router entry; these are the endpoints that take text.
  'POST /api/auth/sign-up/email': { fields: ['email', 'password', 'name'] },
  'POST /api/auth/sign-in/email': { fields: ['email', 'password', 'rememberMe'] },
  'POST /api/auth/update-user': { fields: ['name', 'image'] },
  'POST /api/auth/change-password': {
    fields: ['currentPassword', 'newPassword', 'revokeOtherSessions'],
  },
};
const AUTH_ENTRY = 'POST /api/auth/*';

/** The router's path without the id patterns: `/api/boards/:id{…}/buttons` → `/api/boards/:id/buttons`. */
const routeKey = (method: string, path: string) => `${method} ${path.replace(/\{[^/]*\}/g, '')}`;

let database: TestDatabase;
let app: TestApp;
let giphy: Awaited<ReturnType<typeof startFakeGiphy>>;
let owner: { cookie: string; userId: string };
let ownerToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  // GIF search against the fake GIPHY: a well-formed search answers 200, not the no-key 503.
  giphy = await startFakeGiphy();
  app = createTestApp(database, {
    gifs: { apiKey: giphy.key, apiBase: giphy.base, rateLimitMax: 1_000_000 },
  });
  owner = await signUp(app);
  const made = await app.request(REMOTE_PATHS.accessTokens, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie: owner.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'hostile', board_id: null }),
  });
  ownerToken = ((await made.json()) as { token: string }).token;
});
afterAll(async () => {
  await giphy.close();
  await database.destroy();
});

async function createFixtures(): Promise<Fixtures> {
  const db = database.db;
  const userId = owner.userId;
  const board = await createBoard(db, { userId });
  const sound = await createSound(db, { userId });
  const button = await createButton(db, {
    soundboardId: board.id,
    positionRow: 0,
    positionCol: 0,
    soundId: sound.id,
  });
  const trashedBoard = await createBoard(db, { userId, deletedAt: new Date() });
  const trashedSound = await createSound(db, { userId, deletedAt: new Date() });
  return {
    board: board.id,
    button: button.id,
    sound: sound.id,
    trashedBoard: trashedBoard.id,
    trashedSound: trashedSound.id,
  };
}

/** URLs for the route: each `:param` a real id of the owner's or an odd one, plus a query string. */
function urls(key: string, routeCase: RouteCase, fixtures: Fixtures): fc.Arbitrary<string> {
  const path = key.slice(key.indexOf(' ') + 1);
  const params = Object.entries(routeCase.ids ?? {});
  const ids = params.map(([, fixture]) =>
    fc.oneof({ weight: 3, arbitrary: fc.constant(fixtures[fixture]) }, oddId),
  );
  const query = fc.constantFrom('', '?x=%00', '?x=%', ...(routeCase.queries ?? []));
  return fc.tuple(fc.tuple(...ids), query).map(([values, search]) => {
    let url = path;
    params.forEach(([name], index) => (url = url.replace(`:${name}`, values[index] ?? '')));
    return url + search;
  });
}

interface ErrorShape {
  error?: { code?: unknown; message?: unknown };
  success?: unknown;
}

async function expectContract(key: string, response: Response, body: HostileBody) {
  const context = `${key} ${response.status} ${JSON.stringify(body).slice(0, 300)}`;
  expect(response.status, context).toBeLessThan(500);
  if (response.status < 400) return;
  const json = (await response.json().catch(() => ({}))) as ErrorShape;
  // The ingest function's own contract is {success, filePath, error} (DESIGN.md §5).
  if (key.endsWith('/ingest-audio-from-url') && json.success === false) return;
  expect(typeof json.error?.code, context).toBe('string');
  expect(typeof json.error?.message, context).toBe('string');
}

describe('hostile input on every mutating route (DESIGN §6)', () => {
  it('has an entry for every mutating route of the router', () => {
    const routed = listApiRoutes(app)
      .filter(isMutating)
      .map((route) => routeKey(route.method, route.path));
    const known = new Set([
      ...Object.keys(ROUTES).filter((k) => !k.includes('/api/auth/')),
      AUTH_ENTRY,
    ]);
    expect(routed.filter((key) => !known.has(key))).toEqual([]);
    expect([...known].filter((key) => !routed.includes(key))).toEqual([]);
  });

  it.each(Object.entries(ROUTES))(
    '%s: never a 5xx, errors in the contract shape, nothing written on refusal',
    { timeout: 120_000 },
    async (key, routeCase) => {
      const fixtures = await createFixtures();
      const method = key.slice(0, key.indexOf(' '));
      await fc.assert(
        fc.asyncProperty(
          urls(key, routeCase, fixtures),
          hostileBody(routeCase.fields),
          async (url, body) => {
            const before = await snapshotRows(database.db);
            const headers: Record<string, string> = routeCase.bearer
              ? { authorization: `Bearer ${ownerToken}` }
              : {};
            const response = await sendHostile(app, method, url, body, owner.cookie, headers);
            await expectContract(key, response, body);
            if (response.status >= 400) {
              expect(await snapshotRows(database.db), `${key} changed rows on refusal`).toBe(
                before,
              );
            }
          },
        ),
        // 30 runs per route keep the file well under a minute; HOSTILE_RUNS=200 digs deeper by hand.
        { numRuns: Number(process.env.HOSTILE_RUNS ?? 30) },
      );
    },
  );
});
