import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readTestEnv } from '#server/config.ts';
import { send, signIn, signUp, TEST_PASSWORD, uniqueEmail } from '#server/test/auth-client.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '#server/test/throwaway-postgres.ts';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  DATABASE_UNAVAILABLE_RETRY_SECONDS,
} from '#shared/database-messages.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { LISTEN_APPLICATION_NAME } from './listener.ts';
import { applyMigrations } from './migrate.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

// The test makes its own cluster, so it runs once per `vitest run`: in the PostgreSQL project when there
// is one, else in the PGlite project.
const runsHere = readTestEnv().testDatabaseUrl ? inject('database') === 'postgres' : true;

const CHANNEL = 'resilience';

interface Outcome {
  path: string;
  status: number;
  code: string | undefined;
}

let cluster: ThrowawayPostgres;
let database: DatabaseHandle;
let app: TestApp;
let user: { email: string; cookie: string };
const payloads: string[] = [];
let unlisten: () => Promise<void>;
let closed = false;

async function outcome(path: string, response: Response): Promise<Outcome> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
  return { path, status: response.status, code: body?.error?.code };
}

/** Signs in and reads the board list over and over until stop() is called; returns every answer. */
function startTraffic() {
  const outcomes: Outcome[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      outcomes.push(await outcome('sign-in', await signIn(app, user.email)));
      outcomes.push(
        await outcome('boards', await send(app, '/api/boards', { cookie: user.cookie })),
      );
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return outcomes;
    },
  };
}

/** Retries until the check passes (the recovery has no fixed duration; the test's timeout bounds it). */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** NOTIFYs from another connection until the subscriber got the payload (LISTEN may still be returning). */
async function notifyReachesSubscriber(payload: string): Promise<void> {
  await until(async () => {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      await client.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    } finally {
      await client.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    return payloads.includes(payload);
  });
}

const listenConnections = async () =>
  (
    await cluster.query('select 1 from pg_stat_activity where application_name = $1', [
      LISTEN_APPLICATION_NAME,
    ])
  ).length;
const noListenConnections = async () => (await listenConnections()) === 0;

const succeededOr503 = (outcomes: Outcome[]) =>
  outcomes.filter(
    (o) => o.status !== 200 && !(o.status === 503 && o.code === ERROR_CODES.unavailable),
  );

describe.runIf(runsHere)('PostgreSQL going away and coming back', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    database = await openDatabase({ kind: 'postgres', url: cluster.url });
    await applyMigrations(database);
    app = createTestApp(database);
    const email = uniqueEmail();
    user = { email, cookie: (await signUp(app, email)).cookie };
    unlisten = await database.listen(CHANNEL, (payload) => payloads.push(payload));
  });
  afterAll(async () => {
    await unlisten?.();
    if (!closed) await database?.close();
    await cluster?.destroy();
  });

  it('lives through pg_terminate_backend: requests succeed or answer 503, LISTEN comes back', async () => {
    await notifyReachesSubscriber('before');
    const traffic = startTraffic();
    expect(await cluster.terminateBackends()).toBeGreaterThan(0);
    await until(async () => (await send(app, '/api/boards', { cookie: user.cookie })).ok);
    const outcomes = await traffic.stop();
    expect(succeededOr503(outcomes)).toEqual([]);
    expect(outcomes.some((o) => o.status === 200)).toBe(true);
    await notifyReachesSubscriber('after-terminate');
  });

  it('lives through a connection dying inside a transaction, between its statements', async () => {
    let reached!: (pid: number) => void;
    const inTransaction = new Promise<number>((resolve) => (reached = resolve));
    let proceed!: () => void;
    const released = new Promise<void>((resolve) => (proceed = resolve));
    const transaction = database.db.transaction(async (tx) => {
      const result: unknown = await tx.execute(sql`select pg_backend_pid() as pid`);
      reached((result as { rows: { pid: number }[] }).rows[0]!.pid);
      await released;
      await tx.execute(sql`select 1`);
    });
    const failed = transaction.then(
      () => undefined,
      (error: unknown) => error,
    );
    const pid = await inTransaction;
    expect(await cluster.terminateBackends()).toBeGreaterThan(0);
    // Once the backend is gone its connection's end has reached the app, idle in the transaction.
    await until(
      async () =>
        (await cluster.query('select 1 from pg_stat_activity where pid = $1', [pid])).length === 0,
    );
    proceed();
    expect(isDatabaseUnavailable(await failed)).toBe(true);
    expect((await send(app, '/api/boards', { cookie: user.cookie })).status).toBe(200);
  });

  it('answers 503 with the error shape while the server is stopped, never 500', async () => {
    const other = await database.listen('unsubscribed-while-down', () => undefined);
    const traffic = startTraffic();
    await cluster.stop('fast');
    // Unsubscribing while the LISTEN connection is down stops its reconnecting (checked after the restart).
    await other();
    const ready = await send(app, '/api/ready');
    expect(ready.status).toBe(503);
    for (const [path, response] of [
      ['boards', await send(app, '/api/boards', { cookie: user.cookie })],
      ['sign-in', await signIn(app, user.email)],
      [
        'sign-up',
        await send(app, '/api/auth/sign-up/email', {
          body: { email: uniqueEmail(), password: TEST_PASSWORD },
        }),
      ],
      ['session', await send(app, '/api/auth/get-session', { cookie: user.cookie })],
    ] as const) {
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect({ path, status: response.status, code: body.error.code }).toEqual({
        path,
        status: 503,
        code: ERROR_CODES.unavailable,
      });
      expect(body.error.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
      expect(response.headers.get('retry-after')).toBe(String(DATABASE_UNAVAILABLE_RETRY_SECONDS));
    }
    expect(succeededOr503(await traffic.stop())).toEqual([]);
  });

  it('recovers by itself when the server is back: ready, API and LISTEN', async () => {
    await cluster.start();
    await until(async () => (await send(app, '/api/ready')).status === 200);
    expect((await send(app, '/api/boards', { cookie: user.cookie })).status).toBe(200);
    expect((await signIn(app, user.email)).status).toBe(200);
    await notifyReachesSubscriber('after-restart');

    // The app keeps its own LISTEN (session changes, lib/session-broadcast.ts); the test's one goes.
    const before = await listenConnections();
    await unlisten();
    await until(async () => (await listenConnections()) === before - 1);
  });

  it('closes subscriptions left open when the database handle closes', async () => {
    await database.listen('left-open', () => undefined);
    expect(await noListenConnections()).toBe(false);
    closed = true;
    await database.close();
    await until(noListenConnections);
  });
});
