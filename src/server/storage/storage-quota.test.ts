import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '#server/db/schema.ts';
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

const WAV = makeWav();
const mine = (userId: string) => filesOnDisk(disk.root).filter((f) => f.includes(`/${userId}/`));
const uploadSound = (cookie: string, name = 'Tone') =>
  sendForm(app, '/api/sounds', { name, file: { bytes: WAV, name: 't.wav' } }, { cookie });

/** Fills the user's quota up to `room` free bytes, as earlier uploads would have (a ledger row). */
async function fillQuota(userId: string, room: number) {
  await database.db.insert(storedFiles).values({
    bucket: 'sounds',
    path: `${userId}/earlier-uploads.mp3`,
    ownerId: userId,
    sizeBytes: USER_STORAGE_QUOTA_BYTES - room,
    claimedAt: new Date(),
  });
}

async function usage(cookie: string): Promise<StorageUsage> {
  const response = await send(app, '/api/me/storage', { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as StorageUsage;
}

const quotaError = {
  error: { code: 'payload_too_large', message: STORAGE_MESSAGES.quotaExceeded },
};

describe('per-user storage quota (decision 009)', () => {
  it('reports the bytes used against the 500 MB quota', async () => {
    const { cookie } = await signUp(app);
    expect(await usage(cookie)).toEqual({ used_bytes: 0, quota_bytes: USER_STORAGE_QUOTA_BYTES });
    expect((await uploadSound(cookie)).status).toBe(201);
    const avatar = await sendForm(
      app,
      '/api/me/profile/files',
      { bucket: 'avatars', file: { bytes: PNG_1X1, name: 'a.png' } },
      { cookie },
    );
    expect(avatar.status).toBe(200);
    expect(await usage(cookie)).toEqual({
      used_bytes: WAV.byteLength + PNG_1X1.byteLength,
      quota_bytes: USER_STORAGE_QUOTA_BYTES,
    });
  });

  it('refuses an upload that would pass the quota with 413, storing nothing', async () => {
    const { cookie, userId } = await signUp(app);
    await fillQuota(userId, WAV.byteLength - 1);
    const response = await uploadSound(cookie);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(quotaError);
    // Any kind of file counts: an avatar of the same size is refused too.
    const bigPng = new Uint8Array(WAV.byteLength);
    bigPng.set(PNG_1X1);
    const avatar = await sendForm(
      app,
      '/api/me/profile/files',
      { bucket: 'avatars', file: { bytes: bigPng, name: 'a.png' } },
      { cookie },
    );
    expect(avatar.status).toBe(413);
    expect(await avatar.json()).toEqual(quotaError);
    expect(mine(userId)).toEqual([]);
    const rows = await database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.ownerId, userId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a URL ingest that would pass the quota with 413, storing nothing', async () => {
    const { cookie, userId } = await signUp(app);
    await fillQuota(userId, 10);
    const response = await send(app, '/api/functions/ingest-audio-from-url', {
      body: { url: `${host.origin}/tone.wav`, filePath: 'x/Tone.wav' },
      cookie,
    });
    expect(response.status).toBe(413);
    expect((await response.json()) as IngestResponse).toEqual({
      success: false,
      filePath: null,
      error: STORAGE_MESSAGES.quotaExceeded,
    });
    expect(mine(userId)).toEqual([]);
  });

  it('lets only one of two parallel uploads through when only one fits', async () => {
    const { cookie, userId } = await signUp(app);
    await fillQuota(userId, Math.floor(WAV.byteLength * 1.5));
    const responses = await Promise.all([uploadSound(cookie, 'A'), uploadSound(cookie, 'B')]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 413]);
    expect(mine(userId)).toHaveLength(1);
    const used = (await usage(cookie)).used_bytes;
    expect(used).toBeLessThanOrEqual(USER_STORAGE_QUOTA_BYTES);
  });

  it('counts the files of the trash until they are deleted permanently', async () => {
    const { cookie } = await signUp(app);
    const sound = (await (await uploadSound(cookie)).json()) as { id: string };
    await send(app, `/api/sounds/${sound.id}`, { method: 'DELETE', cookie });
    expect((await usage(cookie)).used_bytes).toBe(WAV.byteLength);
    await send(app, `/api/sounds/${sound.id}?permanent=true`, { method: 'DELETE', cookie });
    expect((await usage(cookie)).used_bytes).toBe(0);
  });
});

describe('the quota as an operator setting (USER_STORAGE_QUOTA_MB, issue 31)', () => {
  it('reports, enforces and names the configured quota', async () => {
    const small = createSoundsTestApp(database, {
      storage: disk.storage,
      limits: { USER_STORAGE_QUOTA_MB: 1 },
    });
    const { cookie, userId } = await signUp(small);
    const quota = 1 * MB;
    const mySmallUsage = await send(small, '/api/me/storage', { cookie });
    expect(await mySmallUsage.json()).toEqual({ used_bytes: 0, quota_bytes: quota });
    await database.db.insert(storedFiles).values({
      bucket: 'sounds',
      path: `${userId}/earlier-uploads.mp3`,
      ownerId: userId,
      sizeBytes: quota - 10,
      claimedAt: new Date(),
    });
    const response = await sendForm(
      small,
      '/api/sounds',
      { name: 'Tone', file: { bytes: WAV, name: 't.wav' } },
      { cookie },
    );
    expect(response.status).toBe(413);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toBe(STORAGE_MESSAGES.quotaExceededOf(quota));
    expect(body.error.message).toContain('up to 1.0 MB');
  });
});
