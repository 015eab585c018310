import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing (images, fonts and audio are compressed already; maps are for tools). */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
]);
/** Below this, compression saves less than a packet. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside every compressible file of the
 * built web app, once at build time, so the server never compresses per request. A copy that is not smaller
 * is not kept.
 */
export async function precompressDir(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name)))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const data = await readFile(file);
        if (data.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
          gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < data.length) await writeFile(`${file}.br`, br);
        if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
      }),
  );
}

/** The Vite plugin: precompresses the output folder after the bundle is written. */
export function precompressPlugin() {
  let outDir = '';
  return {
    name: 'soundboard-precompress',
    apply: 'build' as const,
    configResolved(config: { build: { outDir: string } }) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
