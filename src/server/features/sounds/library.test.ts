import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { createBoardViaApi } from '#server/test/boards-factories.ts';
import { createSound } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import type { Board } from '#shared/schemas/board.ts';
import type { Sound } from '#shared/schemas/sound.ts';
import { LIBRARY_MESSAGES, PLAYS_PER_MINUTE, SOUND_TAGS } from '#shared/sound-library.ts';

let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(async () => {
  await database.destroy();
});

const listSounds = async (cookie: string) =>
  (await (await send(app, '/api/sounds', { cookie })).json()) as Sound[];

describe('PUT /api/sounds/:id/tags (decision 037)', () => {
  it('stores the tags trimmed, lowercased and once each, for the owner only', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const sound = await createSound(database.db, { userId: owner.userId });
    const put = (tags: unknown, cookie = owner.cookie) =>
      send(app, `/api/sounds/${sound.id}/tags`, { method: 'PUT', body: { tags }, cookie });

    const saved = await put(['  Intro ', 'intro', 'Crowd   Noise', '']);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as Sound).tags).toEqual(['intro', 'crowd noise']);
    expect((await listSounds(owner.cookie)).find((s) => s.id === sound.id)?.tags).toEqual([
      'intro',
      'crowd noise',
    ]);

    const tooMany = await put(Array.from({ length: SOUND_TAGS.maxTags + 1 }, (_, i) => `t${i}`));
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      error: { message: LIBRARY_MESSAGES.tooManyTags },
    });
    const long = await put(['x'.repeat(SOUND_TAGS.maxLength + 1)]);
    expect(await long.json()).toMatchObject({ error: { message: LIBRARY_MESSAGES.tagTooLong } });
    expect((await put(['a,b'])).status).toBe(400);
    expect((await put('intro')).status).toBe(400);

    expect((await put(['mine'], other.cookie)).status).toBe(404);
    expect(
      (await send(app, `/api/sounds/${sound.id}/tags`, { method: 'PUT', body: { tags: [] } }))
        .status,
    ).toBe(401);
    expect((await put([])).status).toBe(200);
  });
});

describe('POST /api/sounds/:id/plays (decision 037)', () => {
  it('counts the owner’s plays, and anyone’s of a sound on a public board; the board shows it', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const sound = await createSound(database.db, { userId: owner.userId });
    const board = await createBoardViaApi(app, owner.cookie);
    await send(app, `/api/boards/${board.id}/buttons/${board.soundboard_buttons[0]!.id}`, {
      method: 'PATCH',
      body: { sound_id: sound.id },
      cookie: owner.cookie,
    });
    const play = (count: number, cookie?: string) =>
      send(app, `/api/sounds/${sound.id}/plays`, { method: 'POST', body: { count }, cookie });

    expect(await (await play(3, owner.cookie)).json()).toEqual({ play_count: 3 });
    // A private board's sound: nobody else may count, and learns nothing.
    expect((await play(1)).status).toBe(404);
    expect((await play(1, other.cookie)).status).toBe(404);

    await send(app, `/api/boards/${board.id}`, {
      method: 'PATCH',
      body: { is_public: true },
      cookie: owner.cookie,
    });
    expect(await (await play(2)).json()).toEqual({ play_count: 5 });
    expect(await (await play(1, other.cookie)).json()).toEqual({ play_count: 6 });
    const shown = (await (await send(app, `/api/boards/${board.id}`)).json()) as Board;
    expect(shown.soundboard_buttons[0]!.sound!.play_count).toBe(6);

    // One address counts at most PLAYS_PER_MINUTE plays of a sound a minute; more are accepted, not counted.
    const fromOneAddress = () =>
      send(app, `/api/sounds/${sound.id}/plays`, {
        method: 'POST',
        body: { count: 50 },
        ip: '10.9.9.9',
      });
    for (let i = 0; i < 3; i++) expect((await fromOneAddress()).status).toBe(200);
    expect(await (await fromOneAddress()).json()).toEqual({ play_count: 6 + PLAYS_PER_MINUTE });
    expect(await (await play(1, owner.cookie)).json()).toEqual({
      play_count: 7 + PLAYS_PER_MINUTE,
    });

    expect((await play(0)).status).toBe(400);
    expect((await play(51)).status).toBe(400);
    expect((await play(1.5)).status).toBe(400);
  });

  it('stays exact under 50 concurrent posts, and a trashed sound counts no more', async () => {
    const owner = await signUp(app);
    const sound = await createSound(database.db, { userId: owner.userId });
    await Promise.all(
      Array.from({ length: 50 }, async () =>
        send(app, `/api/sounds/${sound.id}/plays`, {
          method: 'POST',
          body: { count: 2 },
          cookie: owner.cookie,
        }),
      ),
    );
    expect((await listSounds(owner.cookie)).find((s) => s.id === sound.id)?.play_count).toBe(100);
    await send(app, `/api/sounds/${sound.id}`, { method: 'DELETE', cookie: owner.cookie });
    const trashed = await send(app, `/api/sounds/${sound.id}/plays`, {
      method: 'POST',
      body: { count: 1 },
      cookie: owner.cookie,
    });
    expect(trashed.status).toBe(404);
  });
});
