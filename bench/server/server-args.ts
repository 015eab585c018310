import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * How the benchmarks start the server: as `npm start` runs it — the compiled server (built first when a
 * source is newer than the build, as `npm start` does).
 */
export function serverArgs(): string[] {
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "await (await import('./scripts/build-server.mjs')).ensureServerBuilt()",
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  return ['dist/server/main.js'];
}
