import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readTestEnv } from '#server/config.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { applyMigrations } from '#server/db/migrate.ts';
import {
  cookieHeader,
  send,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
} from '#server/test/auth-client.ts';
import { createBoardViaApi } from '#server/test/boards-factories.ts';
import { startServerProcess, type ServerProcess } from '#server/test/server-process.ts';
import { openRealtime, SseReader } from '#server/test/sse-client.ts';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '#server/test/test-app.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '#server/test/throwaway-postgres.ts';
import { createRealtimeHub, type RealtimeHub } from './realtime-hub.ts';

// Needs PostgreSQL (a private cluster it may restart, and several processes on it): runs in the PostgreSQL
// project, i.e. with TEST_DATABASE_URL.
const runsHere = Boolean(readTestEnv().testDatabaseUrl) && inject('database') === 'postgres';

let cluster: ThrowawayPostgres;
const dirs: string[] = [];

/** Retries until the check passes (recovery has no fixed duration; the test's timeout bounds it). */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe.runIf(runsHere)('realtime under faults (PostgreSQL)', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
  });
  afterAll(async () => {
    await cluster?.destroy();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  describe('two app instances on one PostgreSQL', () => {
    const servers: ServerProcess[] = [];
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
    });

    const call = (server: ServerProcess, url: string, init: RequestInit & { cookie?: string }) => {
      const headers = new Headers(init.headers);
      headers.set('origin', server.origin);
      if (init.cookie) headers.set('cookie', init.cookie);
      return fetch(`${server.origin}${url}`, { ...init, headers });
    };

    it('delivers a change made through instance A to a subscriber of instance B', async () => {
      for (let i = 0; i < 2; i += 1) {
        const dir = await mkdtemp(path.join(tmpdir(), 'soundboard-realtime-'));
        dirs.push(dir);
        // One after the other: the first applies the migrations.
        servers.push(
          await startServerProcess(dir, {
            DATABASE_URL: cluster.url,
            AUTH_SECRET: TEST_AUTH_SECRET,
          }),
        );
      }
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const signedUp = await call(a, '/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: uniqueEmail(), password: TEST_PASSWORD }),
      });
      expect(signedUp.status).toBe(200);
      const cookie = cookieHeader(signedUp);
      const json = { 'content-type': 'application/json' };
      const created = await call(a, '/api/boards', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ name: 'Across instances' }),
        cookie,
      });
      const board = (await created.json()) as { id: string };

      // A visitor on B, and the owner on B (the session is in the shared database).
      const visitorOnB = new SseReader(await fetch(`${b.origin}/api/realtime`));
      const ownerOnB = new SseReader(await call(b, '/api/realtime', { cookie }));
      await visitorOnB.until(() => visitorOnB.raw.length > 0);
      await ownerOnB.until(() => ownerOnB.raw.length > 0);
      await call(a, `/api/boards/${board.id}`, {
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({ is_public: true }),
        cookie,
      });
      expect(await visitorOnB.change(board.id)).toMatchObject({ is_public: true });
      expect(await ownerOnB.change(board.id)).toMatchObject({ board_id: board.id });
      await Promise.all([visitorOnB.close(), ownerOnB.close()]);
    });

    it('ends open streams on graceful shutdown instead of waiting out the grace period', async () => {
      const [a] = servers as [ServerProcess];
      const stream = new SseReader(await fetch(`${a.origin}/api/realtime`));
      await stream.until(() => stream.raw.length > 0);
      // The grace period is far beyond the test's timeout: only ending the stream lets the process exit.
      expect(await a.stop()).toBe(0);
      await stream.until(() => stream.ended);
      servers.shift();
    });
  });

  describe('a PostgreSQL restart', () => {
    let database: DatabaseHandle;
    let hub: RealtimeHub;
    let app: TestApp;
    beforeAll(async () => {
      const name = `realtime_restart_${process.pid}`;
      await cluster.query(`create database ${name}`);
      const url = new URL(cluster.url);
      url.pathname = `/${name}`;
      database = await openDatabase({ kind: 'postgres', url: url.toString() });
      await applyMigrations(database);
      hub = createRealtimeHub({ database });
      app = createTestApp(database, { realtime: hub });
    });
    afterAll(async () => {
      await hub?.close();
      await database?.close();
    });

    it('keeps the stream open, sends resync after LISTEN is back, and changes flow again', async () => {
      const owner = await signUp(app);
      const board = await createBoardViaApi(app, owner.cookie, { name: 'Survivor' });
      const viewer = await openRealtime(app);
      await viewer.until(() => viewer.raw.length > 0);

      await cluster.restart('fast');
      await viewer.until(() => viewer.events.some((e) => e.event === 'resync'));
      expect(viewer.ended).toBe(false);
      expect(hub.stats().resyncs).toBeGreaterThanOrEqual(1);

      // The pool reconnects on its own; the first requests may still answer 503.
      await until(
        async () =>
          (
            await send(app, `/api/boards/${board.id}`, {
              method: 'PATCH',
              body: { is_public: true },
              cookie: owner.cookie,
            })
          ).ok,
      );
      expect(await viewer.change(board.id)).toMatchObject({ is_public: true });
      await viewer.close();
    });
  });
});
