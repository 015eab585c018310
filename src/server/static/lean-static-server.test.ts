import { serve, type ServerType } from '@hono/node-server';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testStorage } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { ONE_READ_MAX_BYTES } from './lean-files.ts';
import { leanStaticServer } from './lean-static-server.ts';

const SCRIPT = `console.log(${JSON.stringify('b'.repeat(3000))});`;
let database: TestDatabase;
let distDir: string;
let server: ServerType;
let port = 0;
const logged: unknown[] = [];
const storage = testStorage();
const WAV = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(2000, 7)]);
/** Bigger than one read: streamed. Every byte differs from its neighbours, so a misplaced chunk shows. */
const LONG_WAV = Buffer.from(
  Array.from({ length: ONE_READ_MAX_BYTES * 3 + 17 }, (_, i) => (i * 31 + (i >> 8)) & 0xff),
);
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  distDir = await mkdtemp(path.join(tmpdir(), 'soundboard-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Soundboard</title>');
  await writeFile(path.join(distDir, 'assets', 'app-abc123.js'), SCRIPT);
  await writeFile(path.join(distDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(distDir, 'favicon.svg'), '<svg/>');
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => logged.push(JSON.parse(line)) },
  );
  await storage.put('sounds', 'u1/tone.wav', WAV, 'audio/wav');
  await storage.put('sounds', 'u1/long.wav', LONG_WAV, 'audio/wav');
  await storage.put('sounds', 'u1/notes.txt', Buffer.from('not audio'), 'text/plain');
  await storage.put('sound-images', 'u1/cover.png', Buffer.alloc(100), 'image/png');
  app = createTestApp(database, { webDistDir: distDir, storage });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve(
      {
        fetch: app.fetch,
        port: 0,
        hostname: '127.0.0.1',
        createServer: leanStaticServer(distDir, logger),
      },
      () => resolve(s),
    );
  });
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.destroy();
  await rm(distDir, { recursive: true, force: true });
});

/** A raw request (node's fetch would decompress the body). */
function request(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: pathname, headers, method },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the lean static path before the app', () => {
  it('answers a built asset with its brotli copy and logs the hit at debug level only', async () => {
    logged.length = 0;
    const response = await request('/assets/app-abc123.js?v=1', { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect(logged).toEqual([
      expect.objectContaining({ level: 20, path: '/assets/app-abc123.js', status: 200 }),
    ]);
  });

  it('answers later requests from memory with the same bytes and headers, each encoding apart', async () => {
    for (const encoding of ['br', 'identity']) {
      const answers = [];
      for (let i = 0; i < 4; i++) {
        answers.push(await request('/assets/app-abc123.js', { 'accept-encoding': encoding }));
        await new Promise((resolve) => setTimeout(resolve, 20)); // the first answer fills the memory copy
      }
      const expected = encoding === 'br' ? brotliCompressSync(SCRIPT) : Buffer.from(SCRIPT);
      for (const answer of answers) {
        expect(answer.body.equals(expected)).toBe(true);
        expect(answer.headers['content-length']).toBe(String(expected.length));
        expect(answer.headers['content-encoding']).toBe(encoding === 'br' ? 'br' : undefined);
        expect(answer.headers.etag).toBe(answers[0]!.headers.etag);
      }
    }
    const head = await request('/assets/app-abc123.js', {}, 'HEAD');
    expect(head.body.length).toBe(0);
  });

  it('answers HEAD without a body and a revalidation with 304', async () => {
    const head = await request('/favicon.svg', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe('6');
    expect(head.body.length).toBe(0);
    const again = await request('/favicon.svg', { 'if-none-match': String(head.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('leaves pages, the API, unknown and malformed paths to the app', async () => {
    const page = await request('/board/123');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect((await request('/api/health')).body.toString()).toBe('{"ok":true}');
    expect((await request('/assets/missing.js')).status).toBe(404);
    const malformed = await request('/assets/%E0%A4%A.js');
    expect(malformed.status).toBe(404);
    expect((await request('/index.html')).headers['content-security-policy']).toBeDefined();
  });
});

describe('the lean path for stored audio', () => {
  it("answers a whole sound with the files route's headers, and 304 on revalidation", async () => {
    const lean = await request('/files/sounds/u1/tone.wav');
    const routed = await app.request('/files/sounds/u1/tone.wav');
    expect(lean.status).toBe(200);
    expect(lean.body.equals(WAV)).toBe(true);
    for (const name of [
      'etag',
      'last-modified',
      'cache-control',
      'accept-ranges',
      'content-type',
      'content-length',
      'x-content-type-options',
    ]) {
      expect(lean.headers[name], name).toBe(routed.headers.get(name));
    }
    const again = await request('/files/sounds/u1/tone.wav', {
      'if-none-match': routed.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
  });

  it('leaves ranges, other buckets, traversal and missing files to the app', async () => {
    const range = await request('/files/sounds/u1/tone.wav', { range: 'bytes=0-3' });
    expect(range.status).toBe(206);
    expect(range.body.toString()).toBe('RIFF');
    expect((await request('/files/sound-images/u1/cover.png')).status).toBe(200);
    const missing = await request('/files/sounds/u1/none.wav');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString())).toMatchObject({ error: { code: 'not_found' } });
    expect((await request('/files/sounds/%2e%2e%2fsecret')).status).toBe(404);
  });

  it('streams a sound bigger than one read, byte for byte, and answers HEAD without a body', async () => {
    const long = await request('/files/sounds/u1/long.wav');
    expect(long.status).toBe(200);
    expect(long.headers['content-length']).toBe(String(LONG_WAV.length));
    expect(long.body.equals(LONG_WAV)).toBe(true);
    for (const name of ['tone.wav', 'long.wav']) {
      const head = await request(`/files/sounds/u1/${name}`, {}, 'HEAD');
      const routed = await app.request(`/files/sounds/u1/${name}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers['content-length']).toBe(routed.headers.get('content-length'));
      expect(head.headers.etag).toBe(routed.headers.get('etag'));
    }
  });

  it('stops serving a removed sound at once, and leaves a non-audio object to the app', async () => {
    await storage.put('sounds', 'u1/brief.wav', WAV, 'audio/wav');
    expect((await request('/files/sounds/u1/brief.wav')).status).toBe(200);
    await storage.remove('sounds', ['u1/brief.wav']);
    expect((await request('/files/sounds/u1/brief.wav')).status).toBe(404);
    const text = await request('/files/sounds/u1/notes.txt');
    expect(text.headers['content-type']).not.toMatch(/^audio\//);
  });
});
