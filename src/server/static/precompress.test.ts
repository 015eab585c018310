import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'soundboard-precompress-'));
  await mkdir(path.join(dir, 'assets'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes brotli and gzip copies of text files that decompress to the original', async () => {
    const script = `export const a = ${JSON.stringify('x'.repeat(5000))};`;
    await writeFile(path.join(dir, 'assets', 'app-1.js'), script);
    await writeFile(path.join(dir, 'index.html'), `<!doctype html>${'<p>hi</p>'.repeat(300)}`);
    await precompressDir(dir);
    const br = await readFile(path.join(dir, 'assets', 'app-1.js.br'));
    const gz = await readFile(path.join(dir, 'assets', 'app-1.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect((await readdir(dir)).sort()).toEqual([
      'assets',
      'index.html',
      'index.html.br',
      'index.html.gz',
    ]);
  });

  it('leaves tiny files, source maps and already-compressed formats alone', async () => {
    await writeFile(path.join(dir, 'assets', 'tiny-1.js'), 'console.log(1)');
    await writeFile(path.join(dir, 'assets', 'app-1.js.map'), 'x'.repeat(5000));
    await writeFile(path.join(dir, 'icon.png'), Buffer.alloc(5000));
    await precompressDir(dir);
    expect((await readdir(path.join(dir, 'assets'))).sort()).toEqual(['app-1.js.map', 'tiny-1.js']);
    expect(await readdir(dir)).not.toContain('icon.png.br');
  });

  it('keeps no copy that would not be smaller', async () => {
    const random = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 251));
    await writeFile(path.join(dir, 'data.json'), random.toString('base64'));
    await precompressDir(dir);
    const names = await readdir(dir);
    for (const name of names.filter((n) => n !== 'data.json' && n !== 'assets')) {
      const copy = await readFile(path.join(dir, name));
      expect(copy.length).toBeLessThan(random.toString('base64').length);
    }
  });
});
