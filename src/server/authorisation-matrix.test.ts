import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import type { PhoneCodeMessage } from '#server/lib/phone-code-sender.ts';
import { localDiskStorage } from '#server/storage/local-disk.ts';
import { listApiRoutes } from '#server/test/api-routes.ts';
import { randomIp, signUp } from '#server/test/auth-client.ts';
import { startAudioHost } from '#server/test/audio-host.ts';
import { ACCOUNT_CASES } from '#server/test/authz/authz-account-cases.ts';
import { AUTH_CASES } from '#server/test/authz/authz-auth-cases.ts';
import { BOARD_CASES } from '#server/test/authz/authz-board-cases.ts';
import { REMOTE_CASES } from '#server/test/authz/authz-remote-cases.ts';
import { SOCIAL_CASES } from '#server/test/authz/authz-social-cases.ts';
import {
  ROLES,
  type AuthzTable,
  type Call,
  type Case,
  type CaseContext,
  type Role,
} from '#server/test/authz/authz-types.ts';
import { buildObjects, ownerState, type Actor } from '#server/test/authz/authz-world.ts';
import { memoryMailer, TEST_AUTH_SECRET, TEST_ORIGIN } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { quickPasswordHashing } from '#server/test/quick-password-hashing.ts';

/**
 * Every API route the router holds × visitor / other user / owner × the owner's private, public and trashed
 * objects (or the caller's own data for /me routes, collections and better-auth's endpoints). A route without
 * an entry fails; every refused attempt must leave the owner's rows and files exactly as they were.
 */
const TABLE: AuthzTable = {
  ...BOARD_CASES,
  ...SOCIAL_CASES,
  ...ACCOUNT_CASES,
  ...AUTH_CASES,
  ...REMOTE_CASES,
};

let database: TestDatabase;
let host: Awaited<ReturnType<typeof startAudioHost>>;
const storageRoot = mkdtempSync(path.join(tmpdir(), 'soundboard-authz-'));
const storage = localDiskStorage(storageRoot);
const texts: PhoneCodeMessage[] = [];
let app: ReturnType<typeof createApp>;
let shared: { owner: Actor; other: Actor };

beforeAll(async () => {
  database = await createTestDatabase();
  host = await startAudioHost();
  app = createApp({
    database,
    logger: pino({ level: 'silent' }),
    publicUrl: TEST_ORIGIN,
    authSecret: TEST_AUTH_SECRET,
    mailer: memoryMailer(),
    storage,
    ingestAllowLoopback: true,
    authRateLimitMax: 1000,
    passwordHashing: quickPasswordHashing,
    phoneCodeSender: {
      kind: 'memory',
      send: (message) => {
        texts.push(message);
        return Promise.resolve();
      },
    },
  });
  shared = { owner: await newActor(), other: await newActor() };
});
afterAll(async () => {
  await host.close();
  await database.destroy();
});

async function newActor(): Promise<Actor> {
  const { cookie, userId, email } = await signUp(app);
  return { cookie, userId, email };
}

function request(call: Call, cookie: string | undefined) {
  const headers = new Headers({ origin: TEST_ORIGIN, ...call.headers });
  if (cookie) headers.set('cookie', cookie);
  let body: BodyInit | undefined;
  if (call.form) {
    const form = new FormData();
    for (const [key, value] of Object.entries(call.form)) {
      if (typeof value === 'string') form.append(key, value);
      else form.append(key, new File([new Uint8Array(value.bytes)], value.name, value));
    }
    body = form;
  } else if (call.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(call.body);
  }
  return app.request(
    call.path,
    { method: call.method, headers, body },
    { incoming: { socket: { remoteAddress: randomIp() } } },
  );
}

async function runGroup(entry: string, testCase: Case) {
  const actors = testCase.fresh ? { owner: await newActor(), other: await newActor() } : shared;
  const world = await buildObjects(database.db, storage, actors, testCase.target);
  const cookieOf = (role: Role) => (role === 'visitor' ? undefined : world[role].cookie);
  const ctx: CaseContext = {
    world,
    db: database.db,
    texts,
    audioOrigin: host.origin,
    as: async (role, call) => request(call, cookieOf(role)),
  };
  await testCase.setup?.(ctx);
  const label = `${entry}${testCase.name ? ` (${testCase.name})` : ''} on ${testCase.target}`;
  const state = async () => {
    const current = await ownerState(database.db, storageRoot, world.owner.userId);
    return {
      ...current,
      boards: testCase.likesCountMayMove
        ? current.boards.map((board) => ({ ...board, likesCount: 0 }))
        : current.boards,
      sounds: testCase.playCountMayMove
        ? current.sounds.map((sound) => ({ ...sound, playCount: 0 }))
        : current.sounds,
    };
  };
  let before = await state();
  for (const role of ROLES) {
    const call = await testCase.call(ctx, role);
    const response = await request(call, cookieOf(role));
    const status = response.status;
    const text = testCase.stream ? await response.body?.cancel() : await response.text();
    expect(status, `${label} as ${role}: ${text ?? ''}`).toBe(testCase.expect[role]);
    // Nobody but the owner changes the owner's rows or files, whatever they were answered.
    if (role !== 'owner') {
      const after = await state();
      expect(after, `${label} as ${role} changed the owner's data`).toEqual(before);
      before = after;
    }
    // A table entry may not grant another user a change to the owner's objects.
    if (
      role === 'other' &&
      testCase.target !== 'self' &&
      call.method !== 'GET' &&
      !testCase.likesCountMayMove &&
      !testCase.playCountMayMove
    ) {
      expect(status, `${label}: another user changed the owner's object`).toBeGreaterThanOrEqual(
        400,
      );
    }
  }
}

describe('authorisation matrix', () => {
  it('has an entry for every route the router holds, and none for routes it does not', () => {
    const routes = listApiRoutes(app).map((route) => `${route.method} ${route.path}`);
    expect(
      routes.filter((route) => !(route in TABLE)),
      'routes without an entry',
    ).toEqual([]);
    expect(
      Object.keys(TABLE).filter((key) => !routes.includes(key)),
      'stale entries',
    ).toEqual([]);
    for (const [route, cases] of Object.entries(TABLE))
      expect(cases.length, route).toBeGreaterThan(0);
  });

  for (const [entry, cases] of Object.entries(TABLE)) {
    it(entry, async () => {
      for (const testCase of cases) await runGroup(entry, testCase);
    });
  }
});
