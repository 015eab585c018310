import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { soundboardButtons, soundboards, sounds, storedFiles } from '#server/db/schema.ts';
import { send, signUp } from '#server/test/auth-client.ts';
import { createBoardViaApi, sendForm } from '#server/test/boards-factories.ts';
import { createTestApp, testStorage, type TestApp } from '#server/test/test-app.ts';
import type { Storage } from '#server/storage/storage.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { solidPng } from '../../../../e2e/fixtures/images.ts';
import { makeWav } from '../../../../e2e/fixtures/audio.ts';
import { BOARD_ARCHIVE, BOARD_TRANSFER_MESSAGES as M } from '#shared/board-transfer.ts';
import type { Board } from '#shared/schemas/board.ts';
import type { BoardArchive } from '#shared/schemas/board-archive.ts';
import type { Sound } from '#shared/schemas/sound.ts';
import { USER_STORAGE_QUOTA_BYTES } from '#shared/limits.ts';
import { STORAGE_MESSAGES } from '#shared/storage-quota.ts';

let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(async () => {
  await database.destroy();
});

const WAV = makeWav({ seconds: 0.5 });

async function uploadSound(cookie: string, name: string) {
  const form = new FormData();
  form.set('name', name);
  form.set('file', new Blob([new Uint8Array(WAV)], { type: 'audio/wav' }), `${name}.wav`);
  form.set('image', new Blob([new Uint8Array(solidPng())], { type: 'image/png' }), 'cover.png');
  const response = await sendForm(app, '/api/sounds', form, { cookie, method: 'POST' });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Sound;
}

/** The owner's board: a background, two buttons with a sound and controls, one with a tag. */
async function richBoard() {
  const owner = await signUp(app);
  const board = await createBoardViaApi(app, owner.cookie, {
    name: 'Party Mix!',
    description: 'For Fridays',
  });
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(solidPng())], { type: 'image/png' }), 'bg.png');
  await sendForm(app, `/api/boards/${board.id}/background`, form, { cookie: owner.cookie });
  const horn = await uploadSound(owner.cookie, 'Horn');
  await send(app, `/api/sounds/${horn.id}/tags`, {
    method: 'PUT',
    body: { tags: ['loud'] },
    cookie: owner.cookie,
  });
  const [first, second] = board.soundboard_buttons;
  await send(app, `/api/boards/${board.id}/buttons/${first!.id}`, {
    method: 'PATCH',
    cookie: owner.cookie,
    body: {
      sound_id: horn.id,
      label: 'Horn',
      hotkey: 'h',
      volume: 150,
      trim_start_ms: 100,
      loop: true,
    },
  });
  await send(app, `/api/boards/${board.id}/buttons/${second!.id}`, {
    method: 'PATCH',
    cookie: owner.cookie,
    body: { sound_id: horn.id, label: 'Horn again', color: '#123456', fade_out_ms: 300 },
  });
  await send(app, `/api/boards/${board.id}`, {
    method: 'PATCH',
    cookie: owner.cookie,
    body: { master_volume: 70, play_mode: 'overlap', is_public: true },
  });
  return { owner, board };
}

const exportOf = (boardId: string, cookie?: string) =>
  send(app, `/api/boards/${boardId}/export`, { cookie });

function importArchive(cookie: string, bytes: Uint8Array, type = 'application/zip') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), 'board.zip');
  return sendForm(app, '/api/boards/import', form, { cookie, method: 'POST' });
}

const read = async (boardId: string, cookie: string) =>
  (await (await send(app, `/api/boards/${boardId}`, { cookie })).json()) as Board;

const bytesAt = async (url: string) => new Uint8Array(await (await app.request(url)).arrayBuffer());

describe('board export and import (decision 038)', () => {
  it('round-trips a board into another account with new ids, every field and every byte', async () => {
    const { owner, board } = await richBoard();
    const exported = await exportOf(board.id, owner.cookie);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('application/zip');
    expect(exported.headers.get('content-disposition')).toBe(
      'attachment; filename="party-mix.soundboard.zip"',
    );
    const zip = new Uint8Array(await exported.arrayBuffer());
    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual([
      'audio/1.wav',
      'board.json',
      'images/1.png',
      'images/2.png',
    ]);
    expect(entries['audio/1.wav']).toEqual(WAV);

    const other = await signUp(app);
    const imported = await importArchive(other.cookie, zip);
    expect(imported.status, await imported.clone().text()).toBe(201);
    const copy = (await imported.json()) as Board;
    const original = await read(board.id, owner.cookie);

    expect(copy.id).not.toBe(board.id);
    expect(copy).toMatchObject({
      user_id: other.userId,
      name: 'Party Mix!',
      description: 'For Fridays',
      is_public: false,
      master_volume: 70,
      play_mode: 'overlap',
      grid_rows: original.grid_rows,
      grid_columns: original.grid_columns,
      background_settings: original.background_settings,
    });
    expect(copy.background_image_url).not.toBe(original.background_image_url);
    expect(await bytesAt(copy.background_image_url!)).toEqual(
      await bytesAt(original.background_image_url!),
    );
    const strip = (b: Board['soundboard_buttons'][number]) => ({
      label: b.label,
      color: b.color,
      hotkey: b.hotkey,
      position_row: b.position_row,
      position_col: b.position_col,
      volume: b.volume,
      trim_start_ms: b.trim_start_ms,
      trim_end_ms: b.trim_end_ms,
      fade_in_ms: b.fade_in_ms,
      fade_out_ms: b.fade_out_ms,
      loop: b.loop,
      sound: b.sound && { name: b.sound.name, normalize: b.sound.normalize },
    });
    expect(copy.soundboard_buttons.map(strip)).toEqual(original.soundboard_buttons.map(strip));
    const [copied, copiedAgain] = copy.soundboard_buttons;
    const [source] = original.soundboard_buttons;
    expect(copied!.id).not.toBe(source!.id);
    // One sound on two buttons stays one sound, now the importer's.
    expect(copied!.sound!.id).toBe(copiedAgain!.sound!.id);
    expect(copied!.sound!.id).not.toBe(source!.sound!.id);
    expect(copied!.sound!.user_id).toBe(other.userId);
    expect(await bytesAt(copied!.sound!.url!)).toEqual(WAV);
    const library = (await (
      await send(app, '/api/sounds', { cookie: other.cookie })
    ).json()) as Sound[];
    expect(library).toHaveLength(1);
    expect(library[0]).toMatchObject({ name: 'Horn', tags: ['loud'] });
    expect(await bytesAt(library[0]!.image_url!)).toEqual(solidPng());

    // Importing again, even into the account it came from, makes another board.
    const again = (await (await importArchive(owner.cookie, zip)).json()) as Board;
    expect(again.id).not.toBe(board.id);
    expect(again.soundboard_buttons[0]!.sound!.id).not.toBe(source!.sound!.id);
  });

  it('exports only the owner’s board', async () => {
    const { board } = await richBoard();
    const other = await signUp(app);
    expect((await exportOf(board.id)).status).toBe(401);
    expect((await exportOf(board.id, other.cookie)).status).toBe(403);
    const privateBoard = await createBoardViaApi(app, (await signUp(app)).cookie);
    expect((await exportOf(privateBoard.id, other.cookie)).status).toBe(404);
  });

  it('refuses what is not a board archive, with a message, and keeps nothing', async () => {
    const { owner, board } = await richBoard();
    const good = unzipSync(
      new Uint8Array(await (await exportOf(board.id, owner.cookie)).arrayBuffer()),
    );
    const user = await signUp(app);
    const document = JSON.parse(new TextDecoder().decode(good['board.json'])) as BoardArchive;
    const zipWith = (files: Record<string, Uint8Array>) => zipSync(files);
    const cases: [Uint8Array, number, string][] = [
      [strToU8('not a zip at all'), 415, M.notZip],
      [zipWith({ 'readme.txt': strToU8('hi') }), 400, M.unsafeName],
      [zipWith({ ...good, '../../etc/passwd': strToU8('x') }), 400, M.unsafeName],
      [zipWith({ 'audio/1.wav': good['audio/1.wav']! }), 400, M.noDocument],
      [zipWith({ ...good, 'board.json': strToU8('{nope') }), 400, M.badDocument],
      [
        zipWith({ ...good, 'board.json': strToU8(JSON.stringify({ ...document, version: 9 })) }),
        400,
        M.badDocument,
      ],
      [
        zipWith(
          Object.fromEntries(Object.entries(good).filter(([name]) => name !== 'audio/1.wav')),
        ),
        400,
        M.missingFile('audio/1.wav'),
      ],
      [zipWith({ ...good, 'audio/1.wav': strToU8('not audio') }), 400, M.badFile('audio/1.wav')],
    ];
    // Entries that do not unpack to what the zip's directory records: an understated size (fflate would
    // cut the file short) and a changed byte (the checksum differs).
    const understated = zipWith(good);
    const understatedEntry = directoryEntryOf(understated, 'audio/1.wav');
    new DataView(understated.buffer).setUint32(understatedEntry + 24, 64, true);
    cases.push([understated, 400, M.damaged('audio/1.wav')]);
    const altered = zipSync({ ...good, 'audio/1.wav': [good['audio/1.wav']!, { level: 0 }] });
    const alteredEntry = directoryEntryOf(altered, 'audio/1.wav');
    const localHeader = new DataView(altered.buffer).getUint32(alteredEntry + 42, true);
    const dataStart = localHeader + 30 + 'audio/1.wav'.length;
    altered[dataStart + 100] = altered[dataStart + 100]! ^ 0xff;
    cases.push([altered, 400, M.damaged('audio/1.wav')]);

    for (const [bytes, status, message] of cases) {
      const response = await importArchive(user.cookie, bytes);
      expect(response.status, message).toBe(status);
      expect(await response.json()).toMatchObject({ error: { message } });
    }
    // A small archive that unpacks to more than an import may hold is refused before unpacking.
    const bomb = zipSync({ 'board.json': new Uint8Array(BOARD_ARCHIVE.maxUnpackedBytes + 1) });
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const refused = await importArchive(user.cookie, bomb);
    expect(await refused.json()).toMatchObject({ error: { message: M.tooBigUnpacked } });

    expect(await (await send(app, '/api/boards', { cookie: user.cookie })).json()).toEqual([]);
    const usage = (await (await send(app, '/api/me/storage', { cookie: user.cookie })).json()) as {
      used_bytes: number;
    };
    expect(usage.used_bytes).toBe(0);
    expect((await importArchive('', zipSync(good))).status).toBe(401);
  });
});

/** Where a zip's central directory records an entry (its fields are read and changed by offset). */
function directoryEntryOf(zip: Uint8Array, name: string): number {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let offset = 0; offset + 46 < zip.byteLength; offset++) {
    if (view.getUint32(offset, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(offset + 28, true);
    if (new TextDecoder().decode(zip.subarray(offset + 46, offset + 46 + nameLength)) === name) {
      return offset;
    }
  }
  throw new Error(`no directory entry for ${name}`);
}

describe('addresses on export', () => {
  it('leaves out backgrounds that are not our files and sounds that are only an address, so the archive imports', async () => {
    // Rows older than the upload-only routes: a GIF's address as a background, a sound without a file.
    const { owner, board } = await richBoard();
    const [, , third] = board.soundboard_buttons;
    await database.db
      .update(soundboards)
      .set({ backgroundImageUrl: 'https://media.example/cat.gif' })
      .where(eq(soundboards.id, board.id));
    const [remote] = await database.db
      .insert(sounds)
      .values({ userId: owner.userId, name: 'Remote', sourceUrl: 'https://audio.example/a.mp3' })
      .returning();
    await database.db
      .update(soundboardButtons)
      .set({ soundId: remote!.id, backgroundImageUrl: 'javascript:alert(1)' })
      .where(eq(soundboardButtons.id, third!.id));

    const zip = new Uint8Array(await (await exportOf(board.id, owner.cookie)).arrayBuffer());
    const document = JSON.parse(
      new TextDecoder().decode(unzipSync(zip)['board.json']),
    ) as BoardArchive;
    expect(document.board.background).toBeNull();
    expect(document.sounds.map((sound) => [sound.name, sound.source_url])).toEqual([
      ['Horn', null],
    ]);
    const exportedThird = document.buttons.find(
      (b) => b.position_row === third!.position_row && b.position_col === third!.position_col,
    );
    expect(exportedThird).toMatchObject({ sound: null, background: null });

    const other = await signUp(app);
    const imported = await importArchive(other.cookie, zip);
    expect(imported.status, await imported.clone().text()).toBe(201);
    const copy = (await imported.json()) as Board;
    expect(copy.background_image_url).toBeNull();
    expect(copy.soundboard_buttons.filter((b) => b.sound).length).toBe(2);
  });
});

describe('board import and the storage quota', () => {
  it('counts the archive’s files against the quota: over it, 413 and nothing kept', async () => {
    const { owner, board } = await richBoard();
    const zip = new Uint8Array(await (await exportOf(board.id, owner.cookie)).arrayBuffer());
    const user = await signUp(app);
    // The user's library is all but full (a claimed file of the ledger, as an earlier upload leaves it).
    await database.db.insert(storedFiles).values({
      bucket: 'sounds',
      path: `${user.userId}/full.wav`,
      ownerId: user.userId,
      sizeBytes: USER_STORAGE_QUOTA_BYTES - 1000,
      claimedAt: new Date(),
    });
    const response = await importArchive(user.cookie, zip);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      error: { message: STORAGE_MESSAGES.quotaExceeded },
    });
    expect(await (await send(app, '/api/boards', { cookie: user.cookie })).json()).toEqual([]);
    const usage = (await (await send(app, '/api/me/storage', { cookie: user.cookie })).json()) as {
      used_bytes: number;
    };
    expect(usage.used_bytes).toBe(USER_STORAGE_QUOTA_BYTES - 1000);
  });
});

describe('board export as a stream', () => {
  it('sends the archive while it reads the files: the first bytes leave before the last sound is read', async () => {
    // The real folder storage, recording which sounds the export has opened so far.
    const opened: string[] = [];
    const storage = testStorage();
    const recording: Storage = {
      ...storage,
      read(bucket, path, range) {
        if (bucket === 'sounds') opened.push(path);
        return storage.read(bucket, path, range);
      },
    };
    const streamingApp = createTestApp(database, { storage: recording });
    const owner = await signUp(streamingApp);
    const board = await createBoardViaApi(streamingApp, owner.cookie, { name: 'Long takes' });
    const wav = makeWav({ seconds: 3 }); // several read chunks each
    for (const [index, button] of board.soundboard_buttons.slice(0, 4).entries()) {
      const form = new FormData();
      form.set('name', `Take ${index + 1}`);
      form.set('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'take.wav');
      const upload = await sendForm(streamingApp, '/api/sounds', form, {
        cookie: owner.cookie,
        method: 'POST',
      });
      expect(upload.status).toBe(201);
      const sound = (await upload.json()) as Sound;
      await send(streamingApp, `/api/boards/${board.id}/buttons/${button.id}`, {
        method: 'PATCH',
        cookie: owner.cookie,
        body: { sound_id: sound.id },
      });
    }
    opened.length = 0;

    const response = await send(streamingApp, `/api/boards/${board.id}/export`, {
      cookie: owner.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.value!.length).toBeGreaterThan(0);
    expect(opened.length).toBeLessThan(4);

    const rest: Uint8Array[] = [first.value!];
    for (let next = await reader.read(); !next.done; next = await reader.read())
      rest.push(next.value);
    expect(opened).toHaveLength(4);
    const files = unzipSync(new Uint8Array(Buffer.concat(rest)));
    const document = JSON.parse(new TextDecoder().decode(files['board.json'])) as BoardArchive;
    expect(document.sounds).toHaveLength(4);
    for (const sound of document.sounds) expect(files[sound.audio!]).toEqual(new Uint8Array(wav));

    // A client that goes away stops the export: no further file is read.
    opened.length = 0;
    const abandoned = await send(streamingApp, `/api/boards/${board.id}/export`, {
      cookie: owner.cookie,
    });
    const abandonedReader = abandoned.body!.getReader();
    await abandonedReader.read();
    await abandonedReader.cancel();
    const openedWhenCancelled = opened.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(opened).toHaveLength(openedWhenCancelled);
    expect(openedWhenCancelled).toBeLessThan(4);
  });
});
