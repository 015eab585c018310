/**
 * Builds the web app (`vite build` into dist/web) when the build is missing or older than its sources. Used by
 * `npm start` and by the browser tests' server (e2e/support/serve-for-tests.ts). Plain JavaScript, like
 * scripts/start.mjs (decision 017).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestChange } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIST = path.join(root, 'dist/web');
const webSources = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];

/** Builds when the build is missing or older than its sources; true when it built. */
export function ensureWebBuilt() {
  const builtIndex = path.join(WEB_DIST, 'index.html');
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  if (!webSources.some((source) => newestChange(source) > builtAt)) return false;
  process.stdout.write('Building the web app…\n');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  return true;
}
