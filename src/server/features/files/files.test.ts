import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '#server/storage/s3.ts';
import type { Storage } from '#server/storage/storage.ts';
import { startS3Server, type TestS3Server } from '#server/test/s3-server.ts';
import { createSoundsTestApp, inspectableStorage, makeWav } from '#server/test/sounds-factories.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';

let database: TestDatabase;
let s3: TestS3Server;
const audio = makeWav({ seconds: 0.1 });
const url = '/files/sounds/u1/1-abc.wav';
beforeAll(async () => {
  database = await createTestDatabase();
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.stop();
  await database.destroy();
});

const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer());

// The same answers whichever driver holds the file (decision 030: S3 objects are proxied with Range).
describe.each([
  ['fs', () => inspectableStorage().storage],
  ['s3', () => s3Storage(s3.settings)],
] as [string, () => Storage][])('GET /files/:bucket/* (%s driver)', (_driver, makeStorage) => {
  let app: ReturnType<typeof createSoundsTestApp>;
  beforeAll(async () => {
    const storage = makeStorage();
    app = createSoundsTestApp(database, { storage });
    await storage.put('sounds', 'u1/1-abc.wav', audio, 'audio/wav');
  });

  it('serves the whole file with its type, a strong ETag and long caching', async () => {
    const response = await app.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('content-length')).toBe(String(audio.length));
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f-]+"$/);
    expect(await bytes(response)).toEqual(audio);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const etag = (await app.request(url)).headers.get('etag')!;
    const response = await app.request(url, { headers: { 'if-none-match': etag } });
    expect(response.status).toBe(304);
  });

  it('answers byte ranges with 206 and Content-Range', async () => {
    const first = await app.request(url, { headers: { range: 'bytes=0-43' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-43/${audio.length}`);
    expect(first.headers.get('content-length')).toBe('44');
    expect(await bytes(first)).toEqual(audio.slice(0, 44));

    const open = await app.request(url, { headers: { range: 'bytes=100-' } });
    expect(open.status).toBe(206);
    expect(await bytes(open)).toEqual(audio.slice(100));

    const suffix = await app.request(url, { headers: { range: 'bytes=-10' } });
    expect(suffix.headers.get('content-range')).toBe(
      `bytes ${audio.length - 10}-${audio.length - 1}/${audio.length}`,
    );
    expect(await bytes(suffix)).toEqual(audio.slice(-10));
  });

  it('answers 416 to a range past the end', async () => {
    const response = await app.request(url, { headers: { range: `bytes=${audio.length}-` } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${audio.length}`);
  });

  it('answers 404 for unknown buckets, missing files and escaping paths', async () => {
    expect((await app.request('/files/nope/u1/1-abc.wav')).status).toBe(404);
    expect((await app.request('/files/sounds/u1/missing.wav')).status).toBe(404);
    expect((await app.request('/files/sounds/u1/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});
