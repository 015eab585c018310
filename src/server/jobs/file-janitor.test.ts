import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sounds, storedFiles } from '#server/db/schema.ts';
import { send, signUp } from '#server/test/auth-client.ts';
import { startAudioHost } from '#server/test/audio-host.ts';
import { filesOfLedger, filesOnDisk } from '#server/test/file-census.ts';
import {
  createSoundsTestApp,
  inspectableStorage,
  makeWav,
  sendForm,
} from '#server/test/sounds-factories.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { FILE_JANITOR_MIN_AGE_MS } from '#shared/limits.ts';
import type { IngestResponse, Sound } from '#shared/schemas/sound.ts';
import { startBackgroundJobs } from './background-jobs.ts';

let database: TestDatabase;
let disk: ReturnType<typeof inspectableStorage>;
let app: ReturnType<typeof createSoundsTestApp>;
let host: Awaited<ReturnType<typeof startAudioHost>>;
beforeAll(async () => {
  database = await createTestDatabase();
  disk = inspectableStorage();
  app = createSoundsTestApp(database, { storage: disk.storage, ingestAllowLoopback: true });
  host = await startAudioHost();
});
afterAll(async () => {
  await host.close();
  await database.destroy();
});

const mine = (userId: string) => filesOnDisk(disk.root).filter((f) => f.includes(`/${userId}/`));
const inAnHour = () => new Date(Date.now() + FILE_JANITOR_MIN_AGE_MS + 60_000);

/** One pass of the background jobs (trash retention and the file janitor) on the given clock. */
async function runJanitor(now = new Date()) {
  const jobs = startBackgroundJobs({
    db: database.db,
    databaseKind: database.kind,
    storage: disk.storage,
    logger: pino({ level: 'silent' }),
    retentionDays: 30,
    now: () => now,
  });
  await jobs.stop();
}

async function ingest(cookie: string): Promise<string> {
  const response = await send(app, '/api/functions/ingest-audio-from-url', {
    body: { url: `${host.origin}/tone.wav`, filePath: 'x/Tone.wav' },
    cookie,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as IngestResponse).filePath!;
}

/** A file written straight into the store, last modified `ageMs` ago. */
function strayFile(relative: string, ageMs: number) {
  const full = path.join(disk.root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, makeWav());
  const at = new Date(Date.now() - ageMs);
  utimesSync(full, at, at);
}

describe('file janitor (decision 009)', () => {
  it('removes URL ingests no sound claimed once they are an hour old', async () => {
    const { cookie, userId } = await signUp(app);
    for (let i = 0; i < 3; i++) await ingest(cookie);
    expect(mine(userId)).toHaveLength(3);
    expect(await database.db.select().from(sounds).where(eq(sounds.userId, userId))).toEqual([]);

    await runJanitor();
    expect(mine(userId)).toHaveLength(3);
    await runJanitor(inAnHour());
    expect(mine(userId)).toEqual([]);
    expect(
      await database.db.select().from(storedFiles).where(eq(storedFiles.ownerId, userId)),
    ).toEqual([]);
  });

  it('keeps an ingest that POST /api/sounds claimed as its file_path, for its owner only', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const filePath = await ingest(owner.cookie);
    const stolen = await sendForm(
      app,
      '/api/sounds',
      { name: 'Mine', file_path: filePath },
      {
        cookie: other.cookie,
      },
    );
    expect(stolen.status).toBe(400);
    const response = await sendForm(
      app,
      '/api/sounds',
      { name: 'Tone', file_path: filePath },
      {
        cookie: owner.cookie,
      },
    );
    expect(response.status).toBe(201);
    const sound = (await response.json()) as Sound;
    expect(sound.file_path).toBe(filePath);
    expect((await app.request(sound.url!)).status).toBe(200);

    await runJanitor(inAnHour());
    expect(mine(owner.userId)).toEqual([`sounds/${filePath}`]);
  });

  it('sweeps .part leftovers and files no row owns once they are an hour old, nothing else', async () => {
    const { cookie, userId } = await signUp(app);
    const upload = await sendForm(
      app,
      '/api/sounds',
      { name: 'Kept', file: { bytes: makeWav(), name: 't.wav' } },
      { cookie },
    );
    expect(upload.status).toBe(201);
    const kept = `sounds/${((await upload.json()) as Sound).file_path}`;
    const hours = (n: number) => n * FILE_JANITOR_MIN_AGE_MS;
    strayFile(`sounds/${userId}/1-half.wav.0a1b2c.part`, hours(2));
    strayFile(`board-backgrounds/${userId}/orphan-bg.png`, hours(2));
    strayFile(`avatars/${userId}/young-orphan.png`, 60_000);
    strayFile(`sounds/${userId}/young.wav.3d4e5f.part`, 60_000);

    await runJanitor();
    expect(mine(userId)).toEqual(
      [kept, `avatars/${userId}/young-orphan.png`, `sounds/${userId}/young.wav.3d4e5f.part`].sort(),
    );
  });

  it('fills in the size of files recorded before the ledger knew it (migration 0005)', async () => {
    const { userId } = await signUp(app);
    const legacy = `sounds/${userId}/legacy.wav`;
    strayFile(legacy, 2 * FILE_JANITOR_MIN_AGE_MS);
    await database.db.insert(storedFiles).values({
      bucket: 'sounds',
      path: `${userId}/legacy.wav`,
      ownerId: userId,
      sizeBytes: 0,
      claimedAt: new Date(),
    });

    await runJanitor();
    expect(mine(userId)).toEqual([legacy]);
    const [row] = await database.db
      .select({ size: storedFiles.sizeBytes })
      .from(storedFiles)
      .where(eq(storedFiles.ownerId, userId));
    expect(row?.size).toBe(makeWav().byteLength);
  });

  it('leaves the ledger equal to the files on disk', async () => {
    await runJanitor(inAnHour());
    expect(await filesOfLedger(database.db)).toEqual(filesOnDisk(disk.root));
  });
});
