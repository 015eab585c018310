import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import { deflateSync, strToU8, zipSync, type Zippable } from 'fflate';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, send, signUp } from '#server/test/auth-client.ts';
import { sendForm } from '#server/test/boards-factories.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { BOARD_ARCHIVE, BOARD_TRANSFER_MESSAGES as M } from '#shared/board-transfer.ts';
import type { BoardArchive } from '#shared/schemas/board-archive.ts';
import type { Sound } from '#shared/schemas/sound.ts';
import { makeWav } from '../../../../e2e/fixtures/audio.ts';
import { solidPng } from '../../../../e2e/fixtures/images.ts';

/** Hostile archives (decision 038): each is refused with its message, stores nothing, and the server answers. */

const SLOTS = 2;
let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database, { limits: { IMPORTS_PER_INSTANCE: SLOTS } });
});
afterAll(async () => {
  await database.destroy();
});

const WAV = makeWav({ seconds: 0.2 });
const MB = 1024 * 1024;

/** A small valid document: one sound on one button, a background file; parts replaced by `change`. */
function documentOf(change: (document: BoardArchive) => void = () => undefined): Uint8Array {
  const document: BoardArchive = {
    format: BOARD_ARCHIVE.format,
    version: BOARD_ARCHIVE.version,
    exported_at: new Date().toISOString(),
    board: {
      name: 'Imported',
      description: null,
      grid_rows: 2,
      grid_columns: 4,
      background: { file: 'images/1.png', url: null },
      background_settings: { size: 'cover' },
      master_volume: 100,
      play_mode: 'overlap',
      stop_all_key: 'Escape',
    },
    sounds: [
      {
        key: 's1',
        name: 'Beep',
        audio: 'audio/1.wav',
        source_url: null,
        image: null,
        loudness_gain_db: null,
        normalize: false,
        tags: [],
      },
    ],
    buttons: [
      {
        label: 'Beep',
        color: '#336699',
        hotkey: null,
        position_row: 0,
        position_col: 0,
        sound: 's1',
        background: null,
        background_settings: {},
        volume: 100,
        trim_start_ms: 0,
        trim_end_ms: null,
        fade_in_ms: 0,
        fade_out_ms: 0,
        loop: false,
        press_mode: 'toggle',
      },
    ],
  };
  change(document);
  return strToU8(JSON.stringify(document));
}

const goodFiles = (): Zippable => ({
  'board.json': documentOf(),
  'audio/1.wav': [WAV, { level: 0 }],
  'images/1.png': [solidPng(), { level: 0 }],
});

async function importArchive(cookie: string, bytes: Uint8Array): Promise<Response> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/zip' }), 'board.zip');
  return await sendForm(app, '/api/boards/import', form, { cookie, method: 'POST' });
}

async function expectRefused(response: Response, status: number, message: string) {
  expect(response.status, message).toBe(status);
  expect(await response.json()).toMatchObject({ error: { message } });
}

/** No board, no sound, no byte counted for the user; the server still answers. */
async function expectNothingStored(cookie: string) {
  expect(await (await send(app, '/api/boards', { cookie })).json()).toEqual([]);
  expect(await (await send(app, '/api/sounds', { cookie })).json()).toEqual([]);
  const usage = (await (await send(app, '/api/me/storage', { cookie })).json()) as {
    used_bytes: number;
  };
  expect(usage.used_bytes).toBe(0);
  expect((await send(app, '/api/health')).status).toBe(200);
}

/** Offset of an entry's record in the zip's central directory. */
function directoryEntryOf(zip: Uint8Array, name: string): number {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let offset = zip.byteLength - 46; offset >= 0; offset--) {
    if (view.getUint32(offset, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(offset + 28, true);
    if (new TextDecoder().decode(zip.subarray(offset + 46, offset + 46 + nameLength)) === name) {
      return offset;
    }
  }
  throw new Error(`no directory entry for ${name}`);
}

/** The zip with an entry's unpacked size rewritten (directory and local header): a zip that lies. */
function withDeclaredSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const copy = new Uint8Array(zip);
  const view = new DataView(copy.buffer);
  const entry = directoryEntryOf(copy, name);
  view.setUint32(entry + 24, size, true);
  view.setUint32(view.getUint32(entry + 42, true) + 22, size, true);
  return copy;
}

/** The zip with one more directory record: `alias` (as long as `name`) for the same bytes as `name`. */
function withAlias(zip: Uint8Array, name: string, alias: string): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.byteLength - 22; // no comment
  const record = directoryEntryOf(zip, name);
  const length = 46 + view.getUint16(record + 28, true) + view.getUint16(record + 30, true);
  const copy = new Uint8Array(zip.subarray(record, record + length));
  copy.set(strToU8(alias), 46);
  const out = new Uint8Array(zip.byteLength + length);
  out.set(zip.subarray(0, end));
  out.set(copy, end);
  out.set(zip.subarray(end), end + length);
  const outView = new DataView(out.buffer);
  const eocd = end + length;
  outView.setUint16(eocd + 8, view.getUint16(end + 8, true) + 1, true);
  outView.setUint16(eocd + 10, view.getUint16(end + 10, true) + 1, true);
  outView.setUint32(eocd + 12, view.getUint32(end + 12, true) + length, true);
  return out;
}

describe('zip bombs', () => {
  it('refuses an honest bomb (huge declared sizes) and an over-compressed entry before inflating', async () => {
    const user = await signUp(app);
    const huge = withDeclaredSize(zipSync(goodFiles()), 'audio/1.wav', 1024 * MB);
    await expectRefused(await importArchive(user.cookie, huge), 400, M.tooBigUnpacked);

    // 8 MB of silence deflates to ~8 KB: within the unpacked total, far beyond any real file's ratio.
    const squeezed = zipSync({ ...goodFiles(), 'audio/1.wav': new Uint8Array(8 * MB) });
    expect(squeezed.byteLength).toBeLessThan(100 * 1024);
    await expectRefused(await importArchive(user.cookie, squeezed), 400, M.overCompressed);
    // Many entries of 1 MB of nothing: each below the size whose ratio is looked at, not together.
    const many: Zippable = { 'board.json': documentOf() };
    for (let i = 0; i < 12; i++) many[`audio/${i}.wav`] = new Uint8Array(MB);
    await expectRefused(await importArchive(user.cookie, zipSync(many)), 400, M.overCompressed);
    // One stretch of data named twice (entries that overlap): more than the archive holds.
    const overlapping = withAlias(zipSync(goodFiles()), 'audio/1.wav', 'audio/2.wav');
    await expectRefused(await importArchive(user.cookie, overlapping), 400, M.unreadable);
    await expectNothingStored(user.cookie);
  });

  it('refuses a lying bomb (declared small, inflates big) after inflating what it declared', async () => {
    const user = await signUp(app);
    // 16 KB that inflate to 16 MB, declared as 1 KB.
    const lying = withDeclaredSize(
      zipSync({ ...goodFiles(), 'audio/1.wav': new Uint8Array(16 * MB) }),
      'audio/1.wav',
      1024,
    );
    await expectRefused(await importArchive(user.cookie, lying), 400, M.damaged('audio/1.wav'));
    await expectNothingStored(user.cookie);
  });

  it('answers other requests while an archive is checked: health before the import', async () => {
    const user = await signUp(app);
    // Within every limit, and work to check: 32 entries of 1 MB (1 in 64 bytes random, the rest zeros)
    // that are no audio, so the import is refused once they are unpacked.
    const filler = new Uint8Array(MB);
    const noise = randomBytes(MB / 64);
    for (let i = 0; i < noise.length; i++) filler[i * 64] = noise[i]!;
    const heavy: Zippable = {
      'board.json': documentOf((d) => {
        d.sounds = Array.from({ length: 32 }, (_, i) => ({
          ...d.sounds[0]!,
          key: `s${i}`,
          audio: `audio/${i}.wav`,
        }));
      }),
      'images/1.png': [solidPng(), { level: 0 }],
    };
    for (let i = 0; i < 32; i++) heavy[`audio/${i}.wav`] = filler;
    const archive = zipSync(heavy, { level: 1 });
    // The same app with its log in memory: the import says when it starts checking the archive.
    const lines: string[] = [];
    let onLine = () => undefined as void;
    const logger = pino(
      { level: 'debug' },
      { write: (line: string) => (lines.push(line), onLine()) },
    );
    const watched = createTestApp(database, { logger, limits: { IMPORTS_PER_INSTANCE: SLOTS } });
    const checking = new Promise<void>((resolve) => {
      onLine = () => {
        if (lines.some((line) => line.includes('board import: checking the archive'))) resolve();
      };
    });
    const server = await listen(watched);
    try {
      const order: string[] = [];
      const imported = postArchive(server, user.cookie, archive).then((response) => {
        order.push(`import ${response.status}`);
        return response;
      });
      // Health is asked once the server checks the archive (or has answered the import).
      await Promise.race([checking, imported]);
      const health = await fetch(`${server.origin}/api/health`);
      order.push(`health ${health.status}`);
      const response = await imported;
      expect(order).toEqual(['health 200', 'import 400']);
      expect(JSON.parse(response.body)).toMatchObject({
        error: { message: M.badFile('audio/0.wav') },
      });
    } finally {
      await close(server.server);
    }
    await expectNothingStored(user.cookie);
  });

  it('refuses a JSON bomb in board.json without inflating or parsing it', async () => {
    const user = await signUp(app);
    // 3 MB of `{},` deflate to a few KB.
    const bomb = strToU8(`{"buttons":[${'{},'.repeat(MB)}{}]}`);
    const honest = zipSync({ ...goodFiles(), 'board.json': bomb });
    await expectRefused(await importArchive(user.cookie, honest), 400, M.documentTooLarge);
    // The same, declared as 100 bytes: inflating stops at the declared size.
    const lying = withDeclaredSize(honest, 'board.json', 100);
    await expectRefused(await importArchive(user.cookie, lying), 400, M.damaged('board.json'));
    expect(deflateSync(bomb).byteLength).toBeLessThan(BOARD_ARCHIVE.maxDocumentBytes);
    await expectNothingStored(user.cookie);
  });
});

describe('imports at once', () => {
  it('checks at most IMPORTS_PER_INSTANCE imports at once, whoever sends them: 429 beyond, then free again', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => signUp(app)));
    const archive = zipSync(goodFiles());
    // Two imports hold their slots: their bodies are still on the way.
    const held = users.slice(0, SLOTS).map((user) => heldImport(user.cookie, archive));
    await Promise.all(held.map((h) => h.started));
    for (const user of users.slice(SLOTS)) {
      const response = await importArchive(user.cookie, archive);
      expect(response.headers.get('retry-after')).toBe(String(BOARD_ARCHIVE.busyRetrySeconds));
      await expectRefused(response, 429, M.busy);
      await expectNothingStored(user.cookie);
    }
    for (const h of held) h.release();
    for (const h of held) expect((await h.response).status).toBe(201);
    // Every slot is free again.
    const later = await Promise.all(
      users.slice(SLOTS).map((user) => importArchive(user.cookie, archive)),
    );
    expect(later.map((response) => response.status)).toEqual([201, 201]);
  });
});

describe('addresses in an archive', () => {
  it('refuses backgrounds that are addresses: another user’s file, javascript:, a third party', async () => {
    const victim = await signUp(app);
    const form = new FormData();
    form.set('name', 'Mine');
    form.set('file', new Blob([new Uint8Array(WAV)], { type: 'audio/wav' }), 'mine.wav');
    const upload = await sendForm(app, '/api/sounds', form, {
      cookie: victim.cookie,
      method: 'POST',
    });
    const sound = (await upload.json()) as Sound;
    const attacker = await signUp(app);
    const documents = [
      documentOf((d) => (d.board.background = { file: null, url: sound.url! })),
      documentOf((d) => (d.buttons[0]!.background = { file: null, url: 'javascript:alert(1)' })),
      documentOf((d) => (d.board.background = { file: null, url: 'https://evil.example/a.gif' })),
    ];
    for (const document of documents) {
      const zip = zipSync({ ...goodFiles(), 'board.json': document });
      await expectRefused(await importArchive(attacker.cookie, zip), 400, M.backgroundNotFile);
    }
    await expectNothingStored(attacker.cookie);
    expect((await app.request(sound.url!)).status).toBe(200);
  });

  it('refuses a sound that is only an address', async () => {
    const user = await signUp(app);
    const document = documentOf((d) => {
      d.sounds[0]!.audio = null;
      d.sounds[0]!.source_url = 'http://127.0.0.1:9/secret.mp3';
    });
    const zip = zipSync({ ...goodFiles(), 'board.json': document });
    await expectRefused(await importArchive(user.cookie, zip), 400, M.soundNotFile('Beep'));
    await expectNothingStored(user.cookie);
  });
});

/** An import whose body stops after its first bytes until released (the slot is taken before the body). */
function heldImport(cookie: string, archive: Uint8Array) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(archive)], { type: 'application/zip' }), 'board.zip');
  const encoded = new Response(form);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const startedPromise = new Promise<void>((resolve) => (started = resolve));
  let sent = false;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const all = new Uint8Array(await encoded.clone().arrayBuffer());
        if (!sent) {
          sent = true;
          controller.enqueue(all.subarray(0, 64));
          started(); // the server reads the body: the slot is held
          return;
        }
        await gate;
        controller.enqueue(all.subarray(64));
        controller.close();
      },
      // Pulled only when the server reads (the default would pull a first chunk at once).
    },
    { highWaterMark: 0 },
  );
  const headers = new Headers({
    origin: TEST_ORIGIN,
    cookie,
    'content-type': encoded.headers.get('content-type')!,
  });
  const response = app.request(
    '/api/boards/import',
    { method: 'POST', headers, body, duplex: 'half' } as RequestInit,
    { incoming: { socket: { remoteAddress: randomIp() } } },
  );
  return { response, release, started: startedPromise };
}

/** The app on a real socket (requests then wait on the event loop like a deployed server's). */
async function listen(testApp: TestApp): Promise<{ server: ServerType; origin: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: testApp.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      resolve({ server, origin: `http://127.0.0.1:${info.port}` });
    });
  });
}

const close = (server: ServerType) =>
  new Promise<void>((resolve) => {
    (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    server.close(() => resolve());
  });

/** POSTs an archive over HTTP. */
async function postArchive(
  server: { origin: string },
  cookie: string,
  archive: Uint8Array,
): Promise<{ status: number; body: string }> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(archive)], { type: 'application/zip' }), 'board.zip');
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${server.origin}/api/boards/import`,
      {
        method: 'POST',
        headers: {
          origin: TEST_ORIGIN,
          cookie,
          'content-type': encoded.headers.get('content-type')!,
          'content-length': body.byteLength,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
