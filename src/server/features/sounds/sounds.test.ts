import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, soundboardButtons, sounds } from '#server/db/schema.ts';
import { send, signUp } from '#server/test/auth-client.ts';
import { startAudioHost } from '#server/test/audio-host.ts';
import { createBoard, createButton } from '#server/test/factories.ts';
import {
  createSoundsTestApp,
  inspectableStorage,
  makeMp3,
  makeWav,
  PNG_1X1,
  sendForm,
} from '#server/test/sounds-factories.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import type { Sound } from '#shared/schemas/sound.ts';
import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { UPLOAD_RULES } from '#shared/uploads.ts';

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

const wav = (name = 'tone.wav') => ({ bytes: makeWav(), name, type: 'audio/wav' });
const filesOf = (userId: string) => disk.files().filter((file) => file.includes(userId));

async function createSound(cookie: string, name = 'Tone') {
  const response = await sendForm(app, '/api/sounds', { name, file: wav() }, { cookie });
  expect(response.status).toBe(201);
  return (await response.json()) as Sound;
}

describe('POST /api/sounds', () => {
  it('refuses visitors with the spec text', async () => {
    const response = await sendForm(app, '/api/sounds', { name: 'x', file: wav() });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: SOUND_MESSAGES.notSignedInUpload },
    });
  });

  it('stores an uploaded WAV with cover art and answers the sound with its URLs', async () => {
    const { cookie, userId } = await signUp(app);
    const response = await sendForm(
      app,
      '/api/sounds',
      { name: '  Air horn ', file: wav(), image: { bytes: PNG_1X1, name: 'c.png' } },
      { cookie },
    );
    expect(response.status).toBe(201);
    const sound = (await response.json()) as Sound;
    expect(sound).toMatchObject({ user_id: userId, name: 'Air horn', source_url: null });
    expect(sound.file_path).toMatch(new RegExp(`^${userId}/\\d+-[0-9a-f]{12}\\.wav$`));
    expect(sound.url).toBe(`/files/sounds/${sound.file_path}`);
    expect(sound.image_url).toMatch(new RegExp(`^/files/sound-images/${userId}/.+_img\\.png$`));
    const served = await app.request(sound.url!);
    expect(served.headers.get('content-type')).toBe('audio/wav');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(makeWav());
  });

  it('accepts an MP3 by its magic bytes whatever its name says', async () => {
    const { cookie } = await signUp(app);
    const response = await sendForm(
      app,
      '/api/sounds',
      { name: 'Quiet', file: { bytes: makeMp3(), name: 'clip.bin' } },
      { cookie },
    );
    expect(response.status).toBe(201);
    expect(((await response.json()) as Sound).file_path).toMatch(/\.mp3$/);
  });

  it('asks for a name and for a file or URL with the spec texts', async () => {
    const { cookie } = await signUp(app);
    const noName = await sendForm(app, '/api/sounds', { name: '  ', file: wav() }, { cookie });
    expect(noName.status).toBe(400);
    expect(await noName.json()).toMatchObject({ error: { message: SOUND_MESSAGES.nameRequired } });
    const nothing = await sendForm(app, '/api/sounds', { name: 'x' }, { cookie });
    expect(nothing.status).toBe(400);
    expect(await nothing.json()).toMatchObject({
      error: { message: SOUND_MESSAGES.fileOrUrlRequired },
    });
  });

  it('refuses an HTML file renamed to .mp3 with 415 and stores nothing', async () => {
    const { cookie, userId } = await signUp(app);
    const html = new TextEncoder().encode('<!doctype html><html><body>hi</body></html>');
    const response = await sendForm(
      app,
      '/api/sounds',
      { name: 'Fake', file: { bytes: html, name: 'song.mp3', type: 'audio/mpeg' } },
      { cookie },
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: { code: 'unsupported_media_type', message: UPLOAD_RULES.audio.wrongTypeMessage },
    });
    expect(filesOf(userId)).toEqual([]);
  });

  it('answers 413 for audio over 20 MB and for an oversized stream, storing nothing', async () => {
    const { cookie, userId } = await signUp(app);
    const big = new Uint8Array(UPLOAD_RULES.audio.maxBytes + 1);
    big.set(makeWav());
    const tooBig = await sendForm(
      app,
      '/api/sounds',
      { name: 'Big', file: { bytes: big, name: 'big.wav' } },
      { cookie },
    );
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({
      error: { code: 'payload_too_large', message: UPLOAD_RULES.audio.tooLargeMessage },
    });

    // A body without Content-Length that keeps streaming past every limit is cut off.
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 40) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await app.request('/api/sounds', {
      method: 'POST',
      headers: {
        origin: 'http://localhost:3000',
        cookie,
        'content-type': 'multipart/form-data; boundary=x',
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(40);
    expect(filesOf(userId)).toEqual([]);
  });

  it('removes the stored files again when the row cannot be written', async () => {
    const { cookie, userId } = await signUp(app);
    // Without a profile the sound's owner reference fails, as a refused write would.
    await database.db.delete(profiles).where(eq(profiles.id, userId));
    const response = await sendForm(
      app,
      '/api/sounds',
      { name: 'Orphan', file: wav(), image: { bytes: PNG_1X1, name: 'c.png' } },
      { cookie },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: { message: SOUND_MESSAGES.createForbidden },
    });
    expect(filesOf(userId)).toEqual([]);
  });

  it('ingests a source_url from a loopback host (test allowance on), named from the sound', async () => {
    const { cookie, userId } = await signUp(app);
    const url = `${host.origin}/redirect?to=${encodeURIComponent('/tone.wav')}`;
    const response = await sendForm(
      app,
      '/api/sounds',
      { name: 'Door bell #2', source_url: url },
      { cookie },
    );
    expect(response.status).toBe(201);
    const sound = (await response.json()) as Sound;
    expect(sound.source_url).toBe(url);
    expect(sound.file_path).toMatch(new RegExp(`^${userId}/\\d+-[0-9a-f]{12}-Door_bell__2\\.wav$`));
    expect(filesOf(userId)).toHaveLength(1);
  });

  it('reports a failed download and stores nothing', async () => {
    const { cookie, userId } = await signUp(app);
    const response = await sendForm(
      app,
      '/api/sounds',
      { name: 'Page', source_url: `${host.origin}/page.html` },
      { cookie },
    );
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /^Failed to download audio from URL: /,
    );
    expect(filesOf(userId)).toEqual([]);
  });
});

describe('GET /api/sounds', () => {
  it('refuses visitors', async () => {
    expect((await send(app, '/api/sounds')).status).toBe(401);
  });

  it('lists only the own sounds not in the trash, newest first', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const first = await createSound(owner.cookie, 'First');
    const second = await createSound(owner.cookie, 'Second');
    const trashed = await createSound(owner.cookie, 'Trashed');
    await send(app, `/api/sounds/${trashed.id}`, { method: 'DELETE', cookie: owner.cookie });
    await createSound(other.cookie, 'Not mine');
    const list = (await (
      await send(app, '/api/sounds', { cookie: owner.cookie })
    ).json()) as Sound[];
    expect(list.map((sound) => sound.name)).toEqual(['Second', 'First']);
    expect(list[1]).toEqual(first);
    expect(list[0]?.id).toBe(second.id);
  });
});

describe('PUT /api/sounds/:id/image', () => {
  it('refuses visitors and other users, replaces the cover art for the owner', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const sound = await createSound(owner.cookie);
    const image = { file: { bytes: PNG_1X1, name: 'c.png' } };
    const url = `/api/sounds/${sound.id}/image`;

    const visitor = await sendForm(app, url, image, { method: 'PUT' });
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({
      error: { message: SOUND_MESSAGES.notSignedInImage },
    });
    const stranger = await sendForm(app, url, image, { method: 'PUT', cookie: other.cookie });
    expect(stranger.status).toBe(404);
    expect(filesOf(other.userId)).toEqual([]);

    const first = (await (
      await sendForm(app, url, image, { method: 'PUT', cookie: owner.cookie })
    ).json()) as Sound;
    const second = (await (
      await sendForm(app, url, image, { method: 'PUT', cookie: owner.cookie })
    ).json()) as Sound;
    expect(second.image_url).not.toBe(first.image_url);
    expect((await app.request(first.image_url!)).status).toBe(404);
    expect((await app.request(second.image_url!)).status).toBe(200);
  });

  it('refuses a file that is not an image', async () => {
    const owner = await signUp(app);
    const sound = await createSound(owner.cookie);
    const response = await sendForm(
      app,
      `/api/sounds/${sound.id}/image`,
      { file: { bytes: makeWav(), name: 'x.png' } },
      { method: 'PUT', cookie: owner.cookie },
    );
    expect(response.status).toBe(415);
  });
});

describe('DELETE /api/sounds/:id', () => {
  it('moves the sound to the trash and takes it off every button, for the owner only', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const sound = await createSound(owner.cookie);
    const board = await createBoard(database.db, { userId: owner.userId });
    const button = await createButton(database.db, {
      soundboardId: board.id,
      positionRow: 0,
      positionCol: 0,
      soundId: sound.id,
    });
    const url = `/api/sounds/${sound.id}`;

    expect((await send(app, url, { method: 'DELETE' })).status).toBe(401);
    expect((await send(app, url, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    expect(
      (await send(app, '/api/sounds/not-a-uuid', { method: 'DELETE', cookie: owner.cookie }))
        .status,
    ).toBe(404);

    const response = await send(app, url, { method: 'DELETE', cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Sound).deleted_at).not.toBeNull();
    const [row] = await database.db.select().from(sounds).where(eq(sounds.id, sound.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const [after] = await database.db
      .select()
      .from(soundboardButtons)
      .where(eq(soundboardButtons.id, button.id));
    expect(after?.soundId).toBeNull();
    // Files stay until the sound is deleted for good from the trash.
    expect((await app.request(sound.url!)).status).toBe(200);
    expect((await send(app, url, { method: 'DELETE', cookie: owner.cookie })).status).toBe(404);
  });

  it('with ?permanent=true deletes the row and its stored audio (the trash route handles it)', async () => {
    const owner = await signUp(app);
    const sound = await createSound(owner.cookie);
    expect((await app.request(sound.url!)).status).toBe(200);
    const response = await send(app, `/api/sounds/${sound.id}?permanent=true`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(response.status).toBe(204);
    expect((await app.request(sound.url!)).status).toBe(404);
  });
});
