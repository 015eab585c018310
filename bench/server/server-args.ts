import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

function startScriptWords(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return pkg.scripts.start.split(/\s+/);
}

/** The node flags `npm start` gives the server (package.json's start script), e.g. the young generation's size. */
export function startNodeFlags(): string[] {
  return startScriptWords().filter((word) => word.startsWith('--'));
}

/** The environment `npm start` sets before node (e.g. the C library's allocator settings, decision 022). */
export function startEnv(): Record<string, string> {
  const words = startScriptWords();
  const assignments = words.slice(0, words.indexOf('node')).filter((word) => word.includes('='));
  return Object.fromEntries(assignments.map((word) => word.split('=', 2) as [string, string]));
}

/**
 * How the benchmarks start the server: as `npm start` runs it — the compiled server with the start script's
 * node flags (built first when a source is newer than the build, as `npm start` does).
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
  return [...startNodeFlags(), 'dist/server/main.js'];
}
