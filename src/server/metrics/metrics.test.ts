import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '#server/db/schema.ts';
import { startBackgroundJobs } from '#server/jobs/background-jobs.ts';
import { send, signUp } from '#server/test/auth-client.ts';
import { createBoardViaApi } from '#server/test/boards-factories.ts';
import { createProfile } from '#server/test/factories.ts';
import { openRealtime } from '#server/test/sse-client.ts';
import { createTestApp, testStorage, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { createMetrics, type Metrics } from './metrics.ts';

const TOKEN = 'scrape-token-0123456789abcdef';

let database: TestDatabase;
let metrics: Metrics;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  metrics = createMetrics();
  app = createTestApp(database, { metrics: { registry: metrics, token: TOKEN } });
});
afterAll(async () => {
  await database.destroy();
});

async function scrape() {
  const response = await send(app, '/api/metrics', {
    headers: { authorization: `Bearer ${TOKEN}` },
    origin: null,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one series in the exposition, or undefined when it is not there. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('counts requests by route pattern and status, never by the id in the URL', async () => {
    const { cookie } = await signUp(app);
    const board = await createBoardViaApi(app, cookie, { name: 'Counted' });
    const before = await scrape();
    const series =
      'soundboard_http_requests_total{method="GET",route="/api/boards/:id",status="200"}';
    const missing =
      'soundboard_http_requests_total{method="GET",route="/api/boards/:id",status="404"}';
    for (let i = 0; i < 3; i++) await send(app, `/api/boards/${board.id}`, { cookie });
    await send(app, `/api/boards/${crypto.randomUUID()}`, { cookie });
    const after = await scrape();
    expect((valueOf(after, series) ?? 0) - (valueOf(before, series) ?? 0)).toBe(3);
    expect((valueOf(after, missing) ?? 0) - (valueOf(before, missing) ?? 0)).toBe(1);
    expect(after).not.toContain(board.id);
    expect(
      valueOf(
        after,
        'soundboard_http_request_duration_seconds_count{method="GET",route="/api/boards/:id"}',
      ),
    ).toBeGreaterThanOrEqual(4);
    // Process metrics from prom-client's defaults.
    expect(valueOf(after, 'soundboard_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('reports open streams and the storage used, read at the scrape', async () => {
    const stream = await openRealtime(app);
    try {
      expect(valueOf(await scrape(), 'soundboard_open_streams')).toBe(1);
    } finally {
      await stream.close();
    }
    await expect.poll(async () => valueOf(await scrape(), 'soundboard_open_streams')).toBe(0);

    const owner = await createProfile(database.db);
    const before = valueOf(await scrape(), 'soundboard_storage_used_bytes')!;
    await database.db.insert(storedFiles).values([
      { bucket: 'sounds', path: `${owner.id}/a.wav`, ownerId: owner.id, sizeBytes: 1000 },
      { bucket: 'sounds', path: `${owner.id}/b.wav`, ownerId: owner.id, sizeBytes: 234 },
    ]);
    expect(valueOf(await scrape(), 'soundboard_storage_used_bytes')).toBe(before + 1234);
    if (database.kind === 'postgres') {
      expect(
        valueOf(await scrape(), 'soundboard_db_pool_connections{state="total"}'),
      ).toBeGreaterThan(0);
    }
  });

  it('counts background job runs and their outcome', async () => {
    const jobs = startBackgroundJobs({
      db: database.db,
      databaseKind: database.kind,
      storage: testStorage(),
      logger: pino({ level: 'silent' }),
      retentionDays: 30,
      onRun: metrics.recordJobRun,
    });
    await jobs.stop();
    const text = await scrape();
    expect(valueOf(text, 'soundboard_job_runs_total{job="pass",outcome="ok"}')).toBe(1);
    expect(valueOf(text, 'soundboard_job_runs_total{job="sweep",outcome="ok"}')).toBe(1);
  });

  it('refuses a missing or wrong token (401)', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`]) {
      const response = await send(app, '/api/metrics', {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no metrics route: 404 like any unknown path, whatever the token', async () => {
    const plain = createTestApp(database);
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const response = await send(plain, '/api/metrics', {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status).toBe(404);
    }
  });
});
