import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';

const SCRIPT = `console.log(${JSON.stringify('a'.repeat(2000))});`;
const INDEX = `<!doctype html><title>Soundboard</title>${'<p>shell</p>'.repeat(200)}`;
let database: TestDatabase;
let distDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  distDir = await mkdtemp(path.join(tmpdir(), 'soundboard-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  const put = (name: string, body: string | Buffer) => writeFile(path.join(distDir, name), body);
  await put('index.html', INDEX);
  await put('index.html.br', brotliCompressSync(INDEX));
  await put('index.html.gz', gzipSync(INDEX));
  await put('assets/app-abc123.js', SCRIPT);
  await put('assets/app-abc123.js.br', brotliCompressSync(SCRIPT));
  await put('assets/app-abc123.js.gz', gzipSync(SCRIPT));
  await put('assets/plain-abc123.js', 'console.log(2)');
});

afterAll(async () => {
  await database.destroy();
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  createTestApp(database, { webDistDir: distDir }).request(url, {
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('precompressed web assets', () => {
  it('sends the brotli file to a browser that accepts br', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const body = await bytes(response);
    expect(body.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect(response.headers.get('content-length')).toBe(String(body.length));
  });

  it('sends gzip when br is not accepted or refused with q=0', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const response = await get('/assets/app-abc123.js', accept);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect((await bytes(response)).equals(gzipSync(SCRIPT))).toBe(true);
    }
  });

  it('sends the file as it is without Accept-Encoding, still varying on it', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(SCRIPT);
  });

  it('sends a file without precompressed copies as it is', async () => {
    const response = await get('/assets/plain-abc123.js', 'br');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe('console.log(2)');
  });

  it('sends the HTML shell compressed too, with the security headers', async () => {
    const response = await get('/board/123', 'br');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect((await bytes(response)).equals(brotliCompressSync(INDEX))).toBe(true);
  });

  it('answers a malformed percent-encoding with the 404 page, not a 500', async () => {
    const response = await get('/assets/%E0%A4%A.js');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>Soundboard</title>');
  });
});
