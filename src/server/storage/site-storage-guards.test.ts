import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '#server/db/schema.ts';
import { startBackgroundJobs } from '#server/jobs/background-jobs.ts';
import type { HttpError } from '#server/lib/http-error.ts';
import { DEFAULT_LIMITS } from '#server/limits/tunable-limits.ts';
import { send, signUp } from '#server/test/auth-client.ts';
import { startAudioHost } from '#server/test/audio-host.ts';
import { filesOnDisk } from '#server/test/file-census.ts';
import {
  createSoundsTestApp,
  inspectableStorage,
  makeWav,
  PNG_1X1,
  sendForm,
} from '#server/test/sounds-factories.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { MB, USER_STORAGE_QUOTA_BYTES } from '#shared/limits.ts';
import type { IngestResponse } from '#shared/schemas/sound.ts';
import { STORAGE_MESSAGES, type StorageUsage } from '#shared/storage-quota.ts';
import { reserveFile } from './file-ledger.ts';
import { storagePolicyFromLimits, withStoragePolicy } from './storage-policy.ts';

/** Site-wide storage guards (docs/decisions/009): the free-disk floor, the total budget, expiring ingests. */
let database: TestDatabase;
let host: Awaited<ReturnType<typeof startAudioHost>>;
beforeAll(async () => {
  database = await createTestDatabase();
  host = await startAudioHost();
});
afterAll(async () => {
  await host.close();
  await database.destroy();
});

type App = ReturnType<typeof createSoundsTestApp>;
const WAV = makeWav();
const TTL_MINUTES = 15;
const siteFull = { error: { code: 'storage_full', message: STORAGE_MESSAGES.siteFull } };

function appWith(db: TestDatabase, limits: Parameters<typeof createSoundsTestApp>[1]['limits']) {
  const disk = inspectableStorage();
  const app = createSoundsTestApp(db, { storage: disk.storage, ingestAllowLoopback: true, limits });
  const mine = (userId: string) => filesOnDisk(disk.root).filter((f) => f.includes(`/${userId}/`));
  return { app, disk, mine };
}

const uploadSound = (app: App, cookie: string, name = 'Tone') =>
  sendForm(app, '/api/sounds', { name, file: { bytes: WAV, name: 't.wav' } }, { cookie });

async function ingest(app: App, cookie: string) {
  return send(app, '/api/functions/ingest-audio-from-url', {
    body: { url: `${host.origin}/tone.wav`, filePath: 'x/Tone.wav' },
    cookie,
  });
}

async function ingestedPath(app: App, cookie: string): Promise<string> {
  const response = await ingest(app, cookie);
  expect(response.status).toBe(200);
  return ((await response.json()) as IngestResponse).filePath!;
}

/** As if the ingest had waited `minutes` for its sound. */
async function age(db: TestDatabase, path: string, minutes: number) {
  await db.db
    .update(storedFiles)
    .set({ createdAt: sql`${storedFiles.createdAt} - make_interval(mins => ${minutes})` })
    .where(and(eq(storedFiles.bucket, 'sounds'), eq(storedFiles.path, path)));
}

async function usage(app: App, cookie: string): Promise<StorageUsage> {
  const response = await send(app, '/api/me/storage', { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as StorageUsage;
}

const ledgerOf = (db: TestDatabase, userId: string) =>
  db.db.select().from(storedFiles).where(eq(storedFiles.ownerId, userId));

describe('free-disk floor (STORAGE_MIN_FREE_MB)', () => {
  // A floor far above any disk's free space (1 PB): every write would go below it.
  it('refuses uploads with 507 before anything is written', async () => {
    const { app: full, mine: filesOf } = appWith(database, { STORAGE_MIN_FREE_MB: 1_000_000_000 });
    const { cookie, userId } = await signUp(full);
    const response = await uploadSound(full, cookie);
    expect(response.status).toBe(507);
    expect(await response.json()).toEqual(siteFull);
    const board = await send(full, '/api/boards', { body: { name: 'B' }, cookie });
    const { id } = (await board.json()) as { id: string };
    const background = await sendForm(
      full,
      `/api/boards/${id}/background`,
      { file: { bytes: PNG_1X1, name: 'bg.png', type: 'image/png' } },
      { cookie, method: 'PUT' },
    );
    expect(background.status).toBe(507);
    expect(filesOf(userId)).toEqual([]);
    expect(await ledgerOf(database, userId)).toEqual([]);
  });

  it('refuses a URL ingest with 507, storing nothing', async () => {
    const { app: full, mine: filesOf } = appWith(database, { STORAGE_MIN_FREE_MB: 1_000_000_000 });
    const { cookie, userId } = await signUp(full);
    const response = await ingest(full, cookie);
    expect(response.status).toBe(507);
    expect((await response.json()) as IngestResponse).toEqual({
      success: false,
      filePath: null,
      error: STORAGE_MESSAGES.siteFull,
    });
    expect(filesOf(userId)).toEqual([]);
    expect(await ledgerOf(database, userId)).toEqual([]);
  });

  it('lets writes through while the disk keeps more than the floor', async () => {
    const { app: roomy } = appWith(database, { STORAGE_MIN_FREE_MB: 1 });
    const { cookie } = await signUp(roomy);
    expect((await uploadSound(roomy, cookie)).status).toBe(201);
  });
});

describe('total storage budget (STORAGE_TOTAL_BUDGET_MB)', () => {
  let own: TestDatabase;
  let site: ReturnType<typeof appWith>;
  let filler: { userId: string };
  beforeAll(async () => {
    // Its own database: the budget counts every user's files.
    own = await createTestDatabase();
    site = appWith(own, { STORAGE_TOTAL_BUDGET_MB: 1, INGEST_UNCLAIMED_MINUTES: TTL_MINUTES });
    filler = await signUp(site.app);
    await own.db.insert(storedFiles).values({
      bucket: 'sounds',
      path: `${filler.userId}/filler.mp3`,
      ownerId: filler.userId,
      sizeBytes: 0,
      claimedAt: new Date(),
    });
  });
  afterAll(async () => {
    await own.destroy();
  });

  /** Sizes the other users' files so that `room` bytes of the 1 MB budget are left. */
  async function leaveRoom(room: number) {
    const [row] = await own.db
      .select({ total: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)` })
      .from(storedFiles)
      .where(sql`${storedFiles.path} <> ${`${filler.userId}/filler.mp3`}`);
    await own.db
      .update(storedFiles)
      .set({ sizeBytes: MB - Number(row?.total ?? 0) - room })
      .where(eq(storedFiles.ownerId, filler.userId));
  }

  it('refuses an upload that would pass it with 507, storing nothing; one that fits goes through', async () => {
    const { cookie, userId } = await signUp(site.app);
    await leaveRoom(WAV.byteLength - 1);
    const response = await uploadSound(site.app, cookie);
    expect(response.status).toBe(507);
    expect(await response.json()).toEqual(siteFull);
    expect(site.mine(userId)).toEqual([]);
    expect(await ledgerOf(own, userId)).toEqual([]);
    await leaveRoom(WAV.byteLength);
    expect((await uploadSound(site.app, cookie)).status).toBe(201);
  });

  it('lets only one of two parallel uploads by different users through when one fits', async () => {
    const [a, b] = [await signUp(site.app), await signUp(site.app)];
    await leaveRoom(Math.floor(WAV.byteLength * 1.5));
    const responses = await Promise.all([
      uploadSound(site.app, a.cookie),
      uploadSound(site.app, b.cookie),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 507]);
  });

  it('holds under a burst of parallel reservations by different users', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => signUp(site.app)));
    const size = 10_000;
    await leaveRoom(3 * size);
    const storage = withStoragePolicy(
      site.disk.storage,
      storagePolicyFromLimits({ ...DEFAULT_LIMITS, STORAGE_TOTAL_BUDGET_MB: 1 }),
    );
    const results = await Promise.allSettled(
      users.map(({ userId }) =>
        reserveFile(
          { db: own.db, storage },
          { userId, bucket: 'sounds', path: `${userId}/burst.mp3`, sizeBytes: size },
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.flatMap((r) =>
      r.status === 'rejected' ? [r.reason as HttpError] : [],
    );
    expect(refused.map((error) => error.status)).toEqual([507, 507, 507, 507, 507]);
  });

  it('stops counting a URL ingest once it has expired', async () => {
    const { cookie } = await signUp(site.app);
    await leaveRoom(Math.floor(WAV.byteLength * 1.5));
    const path = await ingestedPath(site.app, cookie);
    expect((await uploadSound(site.app, cookie)).status).toBe(507);
    await age(own, path, TTL_MINUTES + 1);
    expect((await uploadSound(site.app, cookie)).status).toBe(201);
  });
});

describe('unclaimed URL ingests (INGEST_UNCLAIMED_MINUTES)', () => {
  const site = () => appWith(database, { INGEST_UNCLAIMED_MINUTES: TTL_MINUTES });

  it('stop counting against the quota once expired', async () => {
    const { app } = site();
    const { cookie, userId } = await signUp(app);
    await database.db.insert(storedFiles).values({
      bucket: 'sounds',
      path: `${userId}/earlier.mp3`,
      ownerId: userId,
      sizeBytes: USER_STORAGE_QUOTA_BYTES - Math.floor(WAV.byteLength * 1.5),
      claimedAt: new Date(),
    });
    const path = await ingestedPath(app, cookie);
    const before = await usage(app, cookie);
    expect((await uploadSound(app, cookie)).status).toBe(413);
    await age(database, path, TTL_MINUTES + 1);
    expect((await usage(app, cookie)).used_bytes).toBe(before.used_bytes - WAV.byteLength);
    expect((await uploadSound(app, cookie)).status).toBe(201);
  });

  it('cannot be claimed once expired (409, upload expired); a fresh one can', async () => {
    const { app } = site();
    const { cookie } = await signUp(app);
    const expired = await ingestedPath(app, cookie);
    await age(database, expired, TTL_MINUTES + 1);
    const refused = await sendForm(
      app,
      '/api/sounds',
      { name: 'Late', file_path: expired },
      { cookie },
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: { code: 'conflict', message: STORAGE_MESSAGES.uploadExpired },
    });
    const fresh = await ingestedPath(app, cookie);
    const claimed = await sendForm(
      app,
      '/api/sounds',
      { name: 'On time', file_path: fresh },
      { cookie },
    );
    expect(claimed.status).toBe(201);
  });

  it('are removed by the background jobs once expired, long before the janitor’s hour', async () => {
    const { app, disk, mine } = site();
    const { cookie, userId } = await signUp(app);
    const expired = await ingestedPath(app, cookie);
    const fresh = await ingestedPath(app, cookie);
    await age(database, expired, TTL_MINUTES + 1);
    const jobs = startBackgroundJobs({
      db: database.db,
      databaseKind: database.kind,
      storage: disk.storage,
      logger: pino({ level: 'silent' }),
      retentionDays: 30,
      limits: { INGEST_UNCLAIMED_MINUTES: TTL_MINUTES },
    });
    await jobs.stop();
    expect(mine(userId)).toEqual([`sounds/${fresh}`]);
    expect((await ledgerOf(database, userId)).map((row) => row.path)).toEqual([fresh]);
  });
});
