import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { startAudioHost } from '#server/test/audio-host.ts';
import {
  createSoundsTestApp,
  inspectableStorage,
  makeWav,
  sendForm,
} from '#server/test/sounds-factories.ts';
import { TEST_ORIGIN } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { MAX_CONCURRENT_UPLOADS_PER_USER } from '#shared/limits.ts';
import { STORAGE_MESSAGES } from '#shared/storage-quota.ts';

let database: TestDatabase;
let app: ReturnType<typeof createSoundsTestApp>;
let host: Awaited<ReturnType<typeof startAudioHost>>;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createSoundsTestApp(database, {
    storage: inspectableStorage().storage,
    ingestAllowLoopback: true,
  });
  host = await startAudioHost();
});
afterAll(async () => {
  await host.close();
  await database.destroy();
});

const BOUNDARY = 'upload-slot-test';

/**
 * A sound upload whose body arrives in two halves: the second only after release(). `reading` resolves once
 * the server has started reading the body, i.e. the request holds its upload slot.
 */
function heldUpload(cookie: string) {
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nHeld\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="t.wav"\r\n` +
      `Content-Type: audio/wav\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const reading = new Promise<void>((resolve) => (started = resolve));
  let step = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        step += 1;
        if (step === 1) {
          started();
          controller.enqueue(head);
        } else {
          await released;
          controller.enqueue(makeWav());
          controller.enqueue(tail);
          controller.close();
        }
      },
    },
    { highWaterMark: 0 },
  );
  const response = Promise.resolve(
    app.request('/api/sounds', {
      method: 'POST',
      headers: {
        origin: TEST_ORIGIN,
        cookie,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body,
      duplex: 'half',
    } as RequestInit),
  );
  return { response, reading, release };
}

describe('concurrent uploads per user (decision 009)', () => {
  it(`answers 429 to a user's upload or ingest beyond ${MAX_CONCURRENT_UPLOADS_PER_USER} at once`, async () => {
    const { cookie } = await signUp(app);
    const held = Array.from({ length: MAX_CONCURRENT_UPLOADS_PER_USER }, () => heldUpload(cookie));
    await Promise.all(held.map((upload) => upload.reading));

    const fourth = await sendForm(
      app,
      '/api/sounds',
      { name: 'Fourth', file: { bytes: makeWav(), name: 't.wav' } },
      { cookie },
    );
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({
      error: { code: 'rate_limited', message: STORAGE_MESSAGES.tooManyUploads },
    });
    const ingest = await send(app, '/api/functions/ingest-audio-from-url', {
      body: { url: `${host.origin}/tone.wav`, filePath: 'x/Tone.wav' },
      cookie,
    });
    expect(ingest.status).toBe(429);

    // Another user is not held up.
    const other = await signUp(app);
    const theirs = await sendForm(
      app,
      '/api/sounds',
      { name: 'Theirs', file: { bytes: makeWav(), name: 't.wav' } },
      { cookie: other.cookie },
    );
    expect(theirs.status).toBe(201);

    for (const upload of held) upload.release();
    const statuses = await Promise.all(held.map(async (upload) => (await upload.response).status));
    expect(statuses).toEqual(held.map(() => 201));

    const after = await sendForm(
      app,
      '/api/sounds',
      { name: 'After', file: { bytes: makeWav(), name: 't.wav' } },
      { cookie },
    );
    expect(after.status).toBe(201);
  });
});
