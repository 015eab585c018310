import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingFileDeletions, profiles, storedFiles } from '#server/db/schema.ts';
import { runTrashRetention } from '#server/jobs/trash-retention.ts';
import { send, signUp } from '#server/test/auth-client.ts';
import { createBoard, createButton, createSound } from '#server/test/factories.ts';
import { makeWav, PNG_1X1, sendForm } from '#server/test/sounds-factories.ts';
import { createTestApp, testStorage, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import type { Sound } from '#shared/schemas/sound.ts';
import { fileUrl, parseFileUrl, type Bucket } from '#shared/storage.ts';
import type { StorageUsage } from '#shared/storage-quota.ts';
import type { Storage } from './storage.ts';

/**
 * Defence in depth (docs/decisions/004): a row that holds the URL of another user's stored file (an import
 * could once write one) never makes a delete or a replacement remove that file or its ledger row. Rows
 * are planted straight into the database, as such an import would have written them.
 */
let database: TestDatabase;
let storage: Storage;
let app: TestApp;
const logLines: { level: number; msg: string }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  storage = testStorage();
  const sink = { write: (line: string) => logLines.push(JSON.parse(line) as never) };
  app = createTestApp(database, { storage, logger: pino({ level: 'warn' }, sink) });
});
afterAll(async () => {
  await database.destroy();
});

interface Victim {
  cookie: string;
  userId: string;
  files: { bucket: Bucket; path: string }[];
  /** The URLs of the files: the audio, then the cover. */
  urls: string[];
  usage: StorageUsage;
}

/** A user with a sound and its cover, stored through the API. */
async function victimWithFiles(): Promise<Victim> {
  const victim = await signUp(app);
  const upload = await sendForm(
    app,
    '/api/sounds',
    {
      name: 'Victim tone',
      file: { bytes: makeWav(), name: 't.wav' },
      image: { bytes: PNG_1X1, name: 'c.png' },
    },
    { cookie: victim.cookie },
  );
  expect(upload.status).toBe(201);
  const sound = (await upload.json()) as Sound;
  const urls = [fileUrl('sounds', sound.file_path!), sound.image_url!];
  const files = urls.map((url) => parseFileUrl(url)!);
  const used = await usage(victim.cookie);
  expect(used.used_bytes).toBeGreaterThan(0);
  victims.push({ ...victim, files, urls, usage: used });
  return victims.at(-1)!;
}
const victims: Victim[] = [];

async function usage(cookie: string): Promise<StorageUsage> {
  const response = await send(app, '/api/me/storage', { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as StorageUsage;
}

/** The victim's files are still stored, still in the ledger, not queued for removal, and still counted. */
async function expectIntact(victim: Victim) {
  for (const file of victim.files)
    expect(await storage.stat(file.bucket, file.path)).not.toBeNull();
  const ledger = await database.db
    .select({ path: storedFiles.path })
    .from(storedFiles)
    .where(eq(storedFiles.ownerId, victim.userId));
  expect(ledger.map((row) => row.path).sort()).toEqual(victim.files.map((f) => f.path).sort());
  const queued = await database.db
    .select({ path: pendingFileDeletions.path })
    .from(pendingFileDeletions);
  expect(queued.filter((row) => victim.files.some((f) => f.path === row.path))).toEqual([]);
  expect(await usage(victim.cookie)).toEqual(victim.usage);
}

/** An attacker's board whose background is the victim's audio and whose button shows the victim's cover. */
async function plantBoard(victim: Victim, userId: string, deletedAt: Date | null = null) {
  const board = await createBoard(database.db, {
    userId,
    backgroundImageUrl: victim.urls[0],
    deletedAt,
  });
  const button = await createButton(database.db, {
    soundboardId: board.id,
    positionRow: 0,
    positionCol: 0,
    backgroundImageUrl: victim.urls[1],
  });
  return { board, button };
}

/** An attacker's sound row naming the victim's audio file and cover. */
function plantSound(victim: Victim, userId: string, deletedAt: Date | null = null) {
  return createSound(database.db, {
    userId,
    filePath: victim.files[0]!.path,
    imageUrl: victim.urls[1],
    deletedAt,
  });
}

const png = { bytes: PNG_1X1, name: 'bg.png', type: 'image/png' };

describe("rows naming another user's files (defence in depth)", () => {
  it('a permanent board delete leaves them', async () => {
    const victim = await victimWithFiles();
    const attacker = await signUp(app);
    const { board } = await plantBoard(victim, attacker.userId);
    const response = await send(app, `/api/boards/${board.id}?permanent=true`, {
      method: 'DELETE',
      cookie: attacker.cookie,
    });
    expect(response.status).toBe(204);
    await expectIntact(victim);
  });

  it('replacing or removing a board background leaves them', async () => {
    const victim = await victimWithFiles();
    const attacker = await signUp(app);
    const { board } = await plantBoard(victim, attacker.userId);
    const url = `/api/boards/${board.id}/background`;
    const put = await sendForm(app, url, { file: png }, { cookie: attacker.cookie, method: 'PUT' });
    expect(put.status).toBe(200);
    await expectIntact(victim);
    const again = await plantBoard(victim, attacker.userId);
    const removed = await send(app, `/api/boards/${again.board.id}/background`, {
      method: 'DELETE',
      cookie: attacker.cookie,
    });
    expect(removed.status).toBe(200);
    await expectIntact(victim);
  });

  it('replacing or removing a button background, or deleting the button, leaves them', async () => {
    const victim = await victimWithFiles();
    const attacker = await signUp(app);
    const first = await plantBoard(victim, attacker.userId);
    const url = `/api/boards/${first.board.id}/buttons/${first.button.id}/background`;
    const put = await sendForm(app, url, { file: png }, { cookie: attacker.cookie, method: 'PUT' });
    expect(put.status).toBe(200);
    await expectIntact(victim);
    const second = await plantBoard(victim, attacker.userId);
    const base = `/api/boards/${second.board.id}/buttons/${second.button.id}`;
    const removed = await send(app, `${base}/background`, {
      method: 'DELETE',
      cookie: attacker.cookie,
    });
    expect(removed.status).toBe(200);
    await expectIntact(victim);
    const third = await plantBoard(victim, attacker.userId);
    const deleted = await send(app, `/api/boards/${third.board.id}/buttons/${third.button.id}`, {
      method: 'DELETE',
      cookie: attacker.cookie,
    });
    expect(deleted.status).toBe(204);
    await expectIntact(victim);
  });

  it('replacing a sound cover or deleting the sound permanently leaves them', async () => {
    const victim = await victimWithFiles();
    const attacker = await signUp(app);
    const sound = await plantSound(victim, attacker.userId);
    const put = await sendForm(
      app,
      `/api/sounds/${sound.id}/image`,
      { file: png },
      { cookie: attacker.cookie, method: 'PUT' },
    );
    expect(put.status).toBe(200);
    await expectIntact(victim);
    const other = await plantSound(victim, attacker.userId);
    const response = await send(app, `/api/sounds/${other.id}?permanent=true`, {
      method: 'DELETE',
      cookie: attacker.cookie,
    });
    expect(response.status).toBe(204);
    await expectIntact(victim);
  });

  it('replacing a profile avatar or background, or removing the background, leaves them', async () => {
    const victim = await victimWithFiles();
    const attacker = await signUp(app);
    const plantProfile = () =>
      database.db
        .update(profiles)
        .set({ avatarUrl: victim.urls[1], profileBackgroundImageUrl: victim.urls[0] })
        .where(eq(profiles.id, attacker.userId));
    await plantProfile();
    for (const bucket of ['avatars', 'profile-backgrounds']) {
      const response = await sendForm(
        app,
        '/api/me/profile/files',
        { bucket, file: png },
        { cookie: attacker.cookie },
      );
      expect(response.status).toBe(200);
      await expectIntact(victim);
    }
    await plantProfile();
    const removed = await send(app, '/api/me/profile/background', {
      method: 'DELETE',
      cookie: attacker.cookie,
    });
    expect(removed.status).toBe(200);
    await expectIntact(victim);
  });

  it('clearing the trash leaves them', async () => {
    const victim = await victimWithFiles();
    const attacker = await signUp(app);
    await plantBoard(victim, attacker.userId, new Date());
    await plantSound(victim, attacker.userId, new Date());
    const response = await send(app, '/api/functions/clear-user-trash', {
      method: 'POST',
      cookie: attacker.cookie,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ cleared: { boards: 1, sounds: 1, total: 2 } });
    await expectIntact(victim);
  });

  it('the trash retention purge leaves them', async () => {
    const victim = await victimWithFiles();
    const attacker = await signUp(app);
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    await plantBoard(victim, attacker.userId, longAgo);
    await plantSound(victim, attacker.userId, longAgo);
    const run = await runTrashRetention(
      { db: database.db, storage },
      { now: new Date(), retentionDays: 30 },
    );
    expect(run).toMatchObject({ skipped: false });
    expect(run.boards + run.sounds).toBeGreaterThanOrEqual(2);
    await expectIntact(victim);
  });

  it('logs the refusal at warn without the file paths', () => {
    const warned = logLines.filter((line) => line.level === 40);
    expect(warned.length).toBeGreaterThan(0);
    const text = JSON.stringify(warned);
    for (const file of victims.flatMap((v) => v.files)) expect(text).not.toContain(file.path);
  });
});
