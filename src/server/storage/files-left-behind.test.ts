import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, soundboardButtons, soundboards, sounds } from '#server/db/schema.ts';
import { send, signUp } from '#server/test/auth-client.ts';
import { addButtonViaApi, createBoardViaApi } from '#server/test/boards-factories.ts';
import { filesOfLedger, filesOfRows, filesOnDisk } from '#server/test/file-census.ts';
import {
  createSoundsTestApp,
  inspectableStorage,
  makeWav,
  PNG_1X1,
  sendForm,
} from '#server/test/sounds-factories.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import type { Sound } from '#shared/schemas/sound.ts';

let database: TestDatabase;
let disk: ReturnType<typeof inspectableStorage>;
let app: ReturnType<typeof createSoundsTestApp>;
beforeAll(async () => {
  database = await createTestDatabase();
  disk = inspectableStorage();
  app = createSoundsTestApp(database, { storage: disk.storage });
});
afterAll(async () => {
  await database.destroy();
});

const png = () => ({ bytes: PNG_1X1, name: 'bg.png', type: 'image/png' });

/** After every flow: each of the user's files on disk is named by a row, and each row's file is on disk. */
async function expectDiskMatchesRows(userId: string) {
  const mine = (files: string[]) => files.filter((file) => file.includes(`/${userId}/`));
  expect(mine(filesOnDisk(disk.root))).toEqual(mine(await filesOfRows(database.db)));
}

async function boardWithButton(cookie: string) {
  const board = await createBoardViaApi(app, cookie);
  const button = await addButtonViaApi(app, cookie, board.id);
  return { board, button };
}

async function soundOf(cookie: string): Promise<Sound> {
  const response = await sendForm(
    app,
    '/api/sounds',
    { name: 'Tone', file: { bytes: makeWav(), name: 't.wav' } },
    { cookie },
  );
  expect(response.status).toBe(201);
  return (await response.json()) as Sound;
}

/** The upload URLs of the replaceable files of one user, each with the row column it fills. */
async function replaceables(
  cookie: string,
): Promise<{ url: string; method: string; fields: Record<string, string> }[]> {
  const { board, button } = await boardWithButton(cookie);
  const sound = await soundOf(cookie);
  return [
    { url: `/api/boards/${board.id}/background`, method: 'PUT', fields: {} },
    { url: `/api/boards/${board.id}/buttons/${button.id}/background`, method: 'PUT', fields: {} },
    { url: '/api/me/profile/files', method: 'POST', fields: { bucket: 'avatars' } },
    { url: '/api/me/profile/files', method: 'POST', fields: { bucket: 'profile-backgrounds' } },
    { url: `/api/sounds/${sound.id}/image`, method: 'PUT', fields: {} },
  ];
}

describe('files left behind (decision 009)', () => {
  it('deleting a button removes its background file', async () => {
    const { cookie, userId } = await signUp(app);
    const { board, button } = await boardWithButton(cookie);
    const url = `/api/boards/${board.id}/buttons/${button.id}/background`;
    const uploaded = await sendForm(app, url, { file: png() }, { cookie, method: 'PUT' });
    expect(uploaded.status).toBe(200);
    const response = await send(app, `/api/boards/${board.id}/buttons/${button.id}`, {
      method: 'DELETE',
      cookie,
    });
    expect(response.status).toBe(204);
    await expectDiskMatchesRows(userId);
  });

  it('replacing a background, avatar or cover leaves only the new file', async () => {
    const { cookie, userId } = await signUp(app);
    for (const target of await replaceables(cookie)) {
      for (let i = 0; i < 2; i++) {
        const response = await sendForm(
          app,
          target.url,
          { ...target.fields, file: png() },
          { cookie, method: target.method },
        );
        expect(response.status, target.url).toBe(200);
      }
    }
    await expectDiskMatchesRows(userId);
  });

  it('two replacements racing leave exactly one file: the one the row points at', async () => {
    const { cookie, userId } = await signUp(app);
    for (const target of await replaceables(cookie)) {
      const responses = await Promise.all(
        [1, 2].map(async () =>
          sendForm(
            app,
            target.url,
            { ...target.fields, file: png() },
            { cookie, method: target.method },
          ),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual([200, 200]);
    }
    await expectDiskMatchesRows(userId);
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, userId));
    const [board] = await database.db
      .select()
      .from(soundboards)
      .where(eq(soundboards.userId, userId));
    const [sound] = await database.db.select().from(sounds).where(eq(sounds.userId, userId));
    const buttons = await database.db
      .select()
      .from(soundboardButtons)
      .where(eq(soundboardButtons.soundboardId, board!.id));
    for (const url of [
      profile!.avatarUrl,
      profile!.profileBackgroundImageUrl,
      board!.backgroundImageUrl,
      sound!.imageUrl,
      ...buttons.map((b) => b.backgroundImageUrl).filter(Boolean),
    ]) {
      expect((await app.request(url!)).status).toBe(200);
    }
  });

  it('removing backgrounds and deleting boards permanently leaves nothing behind', async () => {
    const { cookie, userId } = await signUp(app);
    const { board, button } = await boardWithButton(cookie);
    const put = (url: string) => sendForm(app, url, { file: png() }, { cookie, method: 'PUT' });
    await put(`/api/boards/${board.id}/background`);
    await put(`/api/boards/${board.id}/buttons/${button.id}/background`);
    await sendForm(
      app,
      '/api/me/profile/files',
      { bucket: 'profile-backgrounds', file: png() },
      { cookie },
    );
    await send(app, '/api/me/profile/background', { method: 'DELETE', cookie });
    await send(app, `/api/boards/${board.id}/background`, { method: 'DELETE', cookie });
    await expectDiskMatchesRows(userId);
    const gone = await send(app, `/api/boards/${board.id}?permanent=true`, {
      method: 'DELETE',
      cookie,
    });
    expect(gone.status).toBeLessThan(300);
    await expectDiskMatchesRows(userId);
  });

  it('keeps the ledger of stored files equal to the files on disk', async () => {
    expect(await filesOfLedger(database.db)).toEqual(filesOnDisk(disk.root));
  });
});
