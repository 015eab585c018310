import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_INPUT_MESSAGES } from '#shared/board-messages.ts';
import { INPUT_MESSAGES } from '#shared/input-messages.ts';
import { BOARD_DESCRIPTION_MAX, BOARD_NAME_MAX, BUTTON_LABEL_MAX } from '#shared/limits.ts';
import { SOUND_INPUT_MESSAGES } from '#shared/sound-messages.ts';
import { send, signUp } from '../test/auth-client.ts';
import { addButtonViaApi, createBoardViaApi, sendForm } from '../test/boards-factories.ts';
import { createSound } from '../test/factories.ts';
import { formData } from '../test/form-data.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

let database: TestDatabase;
let app: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const distDir = await mkdtemp(path.join(tmpdir(), 'soundboard-dist-'));
  await mkdir(distDir, { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Soundboard</title>');
  app = createTestApp(database, { webDistDir: distDir });
  owner = await signUp(app);
});
afterAll(() => database.destroy());

const invalid = (message: string) => ({ error: { code: 'validation_error', message } });

describe('text maxima (DESIGN §6)', () => {
  it('refuses board names, descriptions and labels over their maxima with the shared message', async () => {
    const create = await send(app, '/api/boards', {
      cookie: owner.cookie,
      body: { name: 'b'.repeat(BOARD_NAME_MAX + 1) },
    });
    expect(create.status).toBe(400);
    expect(await create.json()).toEqual(invalid(BOARD_INPUT_MESSAGES.nameTooLong(BOARD_NAME_MAX)));

    const board = await createBoardViaApi(app, owner.cookie);
    const patch = await send(app, `/api/boards/${board.id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: { description: 'd'.repeat(BOARD_DESCRIPTION_MAX + 1) },
    });
    expect(patch.status).toBe(400);
    expect(await patch.json()).toEqual(
      invalid(BOARD_INPUT_MESSAGES.descriptionTooLong(BOARD_DESCRIPTION_MAX)),
    );

    const add = await send(app, `/api/boards/${board.id}/buttons`, {
      cookie: owner.cookie,
      body: { label: 'l'.repeat(BUTTON_LABEL_MAX + 1) },
    });
    expect(add.status).toBe(400);
    expect(await add.json()).toEqual(invalid(BOARD_INPUT_MESSAGES.labelTooLong(BUTTON_LABEL_MAX)));
  });

  it('refuses a sound name over the maximum in the upload form', async () => {
    const form = formData({ name: 's'.repeat(101), source_url: 'http://127.0.0.1:9/a.mp3' });
    const response = await sendForm(app, '/api/sounds', form, {
      cookie: owner.cookie,
      method: 'POST',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(invalid(SOUND_INPUT_MESSAGES.nameTooLong(100)));
  });
});

describe('NUL characters (DESIGN §6)', () => {
  const nul = invalid(INPUT_MESSAGES.nulCharacter);

  it('refuses NUL in JSON bodies, better-auth included', async () => {
    const board = await send(app, '/api/boards', {
      cookie: owner.cookie,
      body: { name: 'a\u0000b' },
    });
    expect(board.status).toBe(400);
    expect(await board.json()).toEqual(nul);
    const signIn = await send(app, '/api/auth/sign-in/email', {
      body: { email: 'a\u0000@example.test', password: 'x' },
    });
    expect(signIn.status).toBe(400);
    expect(await signIn.json()).toEqual(nul);
  });

  it('refuses NUL in multipart text fields and in query strings', async () => {
    const form = formData({ name: 'a\u0000b', source_url: 'http://127.0.0.1:9/a.mp3' });
    const upload = await sendForm(app, '/api/sounds', form, {
      cookie: owner.cookie,
      method: 'POST',
    });
    expect(upload.status).toBe(400);
    expect(await upload.json()).toEqual(nul);

    const board = await createBoardViaApi(app, owner.cookie);
    const query = await send(app, `/api/boards/${board.id}?permanent=%00`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(query.status).toBe(400);
    expect(await query.json()).toEqual(nul);
  });
});

describe('ids that are not UUIDs (DESIGN §6)', () => {
  const dashes = '-'.repeat(36);
  it.each([
    ['POST', `/api/boards/${dashes}/restore`],
    ['POST', `/api/sounds/${dashes}/restore`],
    ['POST', '/api/sounds/not-a-uuid/restore'],
    ['DELETE', `/api/boards/${dashes}?permanent=true`],
    ['DELETE', `/api/sounds/${dashes}?permanent=true`],
    ['DELETE', `/api/sounds/${dashes}`],
    ['PUT', `/api/sounds/${dashes}/image`],
    ['PATCH', `/api/boards/${dashes}/buttons/${dashes}`],
  ])('%s %s is a 404 not_found', async (method, url) => {
    const response = await send(app, url, { method, cookie: owner.cookie });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });
});

describe('malformed percent-encoding (DESIGN §6)', () => {
  it.each(['/%', '/profile/%E0%A4%A', '/files/sounds/%', '/files/sounds/a/%zz.mp3'])(
    'GET %s is a 404, not a 500',
    async (url) => {
      expect((await app.request(url)).status).toBe(404);
    },
  );
});

describe('a button added while its board or sound is deleted for good (DESIGN §6)', () => {
  it('answers 404 when the foreign key is gone by the time of the insert', async () => {
    const board = await createBoardViaApi(app, owner.cookie);
    const sound = await createSound(database.db, { userId: owner.userId });
    // Stands in for the concurrent permanent delete: it lands between the checks and the insert.
    await database.db.execute(sql`
      create function test_vanish() returns trigger language plpgsql as $$
      begin delete from sounds where id = new.sound_id; return new; end $$`);
    await database.db.execute(sql`
      create trigger test_vanish before insert on soundboard_buttons
      for each row execute function test_vanish()`);
    try {
      const response = await send(app, `/api/boards/${board.id}/buttons`, {
        cookie: owner.cookie,
        body: { sound_id: sound.id },
      });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
    } finally {
      await database.db.execute(sql`drop trigger test_vanish on soundboard_buttons`);
      await database.db.execute(sql`drop function test_vanish()`);
    }
    await addButtonViaApi(app, owner.cookie, board.id);
  });
});
