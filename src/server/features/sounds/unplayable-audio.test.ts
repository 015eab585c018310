import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AAC_MP4, OGG_OPUS, OPUS_WEBM } from '../../../../e2e/fixtures/encoded-audio.ts';
import { makeAlacM4a, makeMsAdpcmWav } from '../../../../e2e/fixtures/unplayable-audio.ts';
import { send, signUp } from '#server/test/auth-client.ts';
import {
  createSoundsTestApp,
  inspectableStorage,
  sendForm,
} from '#server/test/sounds-factories.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import type { IngestResponse, Sound } from '#shared/schemas/sound.ts';
import { DOWNLOAD_REASONS, SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { AUDIO_DECODE_MESSAGES } from '#shared/uploads.ts';

// Decision 055: audio in a container we take but in a codec browsers cannot decode is refused before it is
// stored, with a message naming the codec; every format browsers play is taken.

const FILES: Record<string, Uint8Array> = {
  '/lossless.m4a': makeAlacM4a(),
  '/old.wav': makeMsAdpcmWav(),
  '/voice.opus': OGG_OPUS,
};

let database: TestDatabase;
let disk: ReturnType<typeof inspectableStorage>;
let app: ReturnType<typeof createSoundsTestApp>;
let host: http.Server;
let origin: string;
beforeAll(async () => {
  database = await createTestDatabase();
  disk = inspectableStorage();
  app = createSoundsTestApp(database, { storage: disk.storage, ingestAllowLoopback: true });
  // A remote audio host (a third party) on loopback.
  host = http.createServer((request, response) => {
    const body = FILES[request.url ?? ''];
    if (!body) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(body);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
afterAll(async () => {
  host.closeAllConnections();
  await new Promise((resolve) => host.close(resolve));
  await database.destroy();
});

const filesOf = (userId: string) => disk.files().filter((file) => file.includes(userId));

describe('uploads browsers cannot play', () => {
  it.each([
    ['lossless.m4a', 'Apple Lossless (ALAC)'],
    ['old.wav', 'MS-ADPCM'],
  ])('refuses %s with 415 naming %s, storing nothing', async (name, codec) => {
    const { cookie, userId } = await signUp(app);
    const bytes = FILES[`/${name}`]!;
    const response = await sendForm(
      app,
      '/api/sounds',
      { name: 'X', file: { bytes, name } },
      { cookie },
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: { code: 'unsupported_media_type', message: AUDIO_DECODE_MESSAGES.unplayable(codec) },
    });
    expect(filesOf(userId)).toEqual([]);
    expect(await (await send(app, '/api/sounds', { cookie })).json()).toEqual([]);
  });

  it.each([
    { name: 'recorded.webm', bytes: OPUS_WEBM, ext: 'webm' },
    { name: 'voice.opus', bytes: OGG_OPUS, ext: 'opus' },
    { name: 'clip.mp4', bytes: AAC_MP4, ext: 'mp4' },
  ])('stores $name', async ({ name, bytes, ext }) => {
    const { cookie } = await signUp(app);
    const response = await sendForm(
      app,
      '/api/sounds',
      { name: 'X', file: { bytes, name } },
      { cookie },
    );
    expect(response.status).toBe(201);
    expect(((await response.json()) as Sound).file_path?.endsWith(`.${ext}`)).toBe(true);
  });
});

describe('URL ingest of audio browsers cannot play', () => {
  it.each([
    ['/lossless.m4a', 'Apple Lossless (ALAC)'],
    ['/old.wav', 'MS-ADPCM'],
  ])(
    'refuses %s naming %s, from the ingest function and from the create form',
    async (path, codec) => {
      const { cookie, userId } = await signUp(app);
      const message = SOUND_MESSAGES.downloadFailed(DOWNLOAD_REASONS.unplayable(codec));
      const ingest = await send(app, '/api/functions/ingest-audio-from-url', {
        body: { url: `${origin}${path}`, filePath: 'x/Old.wav' },
        cookie,
      });
      expect(ingest.status).toBe(415);
      expect((await ingest.json()) as IngestResponse).toEqual({
        success: false,
        filePath: null,
        error: message,
      });
      const create = await sendForm(
        app,
        '/api/sounds',
        { name: 'Old', source_url: `${origin}${path}` },
        { cookie },
      );
      expect(create.status).toBe(415);
      expect(await create.json()).toMatchObject({ error: { message } });
      expect(filesOf(userId)).toEqual([]);
    },
  );

  it('takes an .opus link', async () => {
    const { cookie } = await signUp(app);
    const response = await sendForm(
      app,
      '/api/sounds',
      { name: 'Voice', source_url: `${origin}/voice.opus` },
      { cookie },
    );
    expect(response.status).toBe(201);
    expect(((await response.json()) as Sound).file_path).toMatch(/\.opus$/);
  });
});
